/**
 * Server rendering (issue 11, plugins/ssr.ts, ssr-assets.ts, ssr-html.ts and web.ts): a web build folder with index.html, a
 * manifest and a stand-in server bundle (the real one is built by Vite and exercised by
 * e2e/tests/no-javascript.spec.ts and member-profile-ssr.spec.ts). Visitors get the rendered page
 * with its language, style links, validators and in-process API data; a member with a live session
 * gets the pages the bundle renders for members, with API data as that member, private to them;
 * other members' pages, ended sessions, other pages, render errors and slow renders get the client
 * shell, never a 500; without a bundle every page is the shell.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@nikah/shared';
import { signUp } from '../../test/accounts-helpers';
import { makeTestApp, type TestApp } from '../../test/app';
import { etagOf } from './ssr';
import { fontLinks, loadFontSheets, pageLinks, type Manifest } from './ssr-assets';
import { pageHtml } from './ssr-html';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Nikah</title><link rel="stylesheet" href="/assets/index.css"></head>
  <body>
    <noscript>Please enable JavaScript to use this site.</noscript>
    <div id="root"><div class="boot-bar">Nikah</div></div>
  </body>
</html>
`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_vendor.js'] },
  // A chunk of the entry's that a page imports too: index.html already links and preloads it.
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage.js',
    css: ['assets/HomePage.css'],
    imports: ['index.html', '_Card.js', '_vendor.js'],
  },
  '_Card.js': { file: 'assets/Card.js', css: ['assets/Card.css'] },
  // A font style sheet the app imports on demand (apps/web/src/i18n/fonts.ts), as Vite names it.
  '../../node_modules/@fontsource/noto-nastaliq-urdu/arabic-400.css': { file: 'assets/arabic-400-x1.css' },
  '../../node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2': {
    file: 'assets/nastaliq-400-x2.woff2',
  },
  // The web app's own font sheet (apps/web/src/i18n/nastaliqUrdu.css), keyed by its path.
  'src/i18n/nastaliqUrdu.css': { file: 'assets/nastaliqUrdu-x4.css' },
};
const NASTALIQ_400 = '@fontsource/noto-nastaliq-urdu/arabic-400.css';
// As Vite writes it: the WOFF2 file first, the WOFF one for old browsers.
const OWN_SHEET = 'src/i18n/nastaliqUrdu.css';
// Two weights in one sheet, each with its unicode-range.
const OWN_SHEET_CSS =
  '@font-face{font-family:Noto Nastaliq Urdu;font-weight:400;src:url(/assets/nu-400-x5.woff2)format("woff2");' +
  'unicode-range:U+6??}@font-face{font-family:Noto Nastaliq Urdu;font-weight:700;' +
  'src:url(/assets/nu-700-x6.woff2)format("woff2"),url(/assets/nu-700-x7.woff)format("woff");unicode-range:U+6??}';
const NASTALIQ_400_CSS =
  '@font-face{font-family:Noto Nastaliq Urdu;font-display:swap;font-weight:400;' +
  'src:url(/assets/nastaliq-400-x2.woff2)format("woff2"),url(/assets/nastaliq-400-x3.woff)format("woff")}';

// The stand-in bundle: `/` reads the home API in process and shows its profile count; `/boom`
// throws; `/slow` takes longer than the test's SSR_TIMEOUT_MS; `/profiles/<slug>`, for members
// only, shows who the page is for and whether the API, asked in process, took them as the owner of
// their own profile; anything else is not rendered.
// Like the real bundle (the web's shared messages in 'ref' mode), it replaces Zod's process-wide
// error map when it loads.
const BUNDLE = `
globalThis.__zod_globalConfig.customError = () => 'error map of the bundle';
export function rendersForMember(pathname) {
  return pathname.startsWith('/profiles/');
}
export async function render({ url, lang, fetchApi, session }) {
  const { pathname } = new URL(url);
  if (rendersForMember(pathname)) {
    if (!session) return null;
    const detail = await fetchApi('/api/profiles/detail-slug/' + session.slug + '?skip-update=true', {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    const owner = (await detail.json()).is_owner === true;
    return {
      html: '<p id="member">' + [session.username, session.profileId, session.slug, owner].join(' ') + '</p>',
      modules: [],
      scripts: '',
      lang: 'en',
      dir: 'ltr',
    };
  }
  if (pathname === '/boom') throw new Error('render failed');
  if (pathname === '/slow') await new Promise((r) => setTimeout(r, 5000));
  if (pathname !== '/' && pathname !== '/slow') return null;
  const res = await fetchApi('/api/home/', { method: 'GET', headers: { Accept: 'application/json' } });
  const home = await res.json();
  return {
    html: '<p id="count">' + home.totalProfile + '</p>',
    modules: ['src/features/home/HomePage.tsx'],
    scripts: '<script type="application/json" id="ssr-state">{}</script>',
    lang: lang === 'ur' ? 'ur' : 'en',
    dir: lang === 'ur' ? 'rtl' : 'ltr',
    fonts: lang === 'ur' ? ['${NASTALIQ_400}'] : [],
  };
}
`;

function webDist(withBundle: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'arabic-400-x1.css'), NASTALIQ_400_CSS);
  fs.writeFileSync(path.join(dir, 'assets', 'nastaliqUrdu-x4.css'), OWN_SHEET_CSS);
  if (withBundle) {
    fs.mkdirSync(path.join(dir, '.ssr'));
    fs.writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), BUNDLE);
  }
  return dir;
}

describe('page rendering helpers', () => {
  const page = {
    html: '<main>hi</main>',
    modules: [],
    scripts: '<script></script>',
    lang: 'ur',
    dir: 'rtl' as const,
  };

  it('puts language, direction, links, markup and state into index.html and drops the notice', () => {
    const html = pageHtml(TEMPLATE, page, '<link rel="stylesheet" href="/x.css">');
    expect(html).toContain('<html lang="ur" dir="rtl" data-mantine-color-scheme="light">');
    expect(html).toContain('<link rel="stylesheet" href="/x.css"></head>');
    expect(html).toContain('<div id="root"><main>hi</main></div><script></script>');
    expect(html).not.toContain('boot-bar');
    expect(html).not.toContain('enable JavaScript');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it("puts the page's title into <title>, escaped, and keeps index.html's when the page has none", () => {
    const titled = pageHtml(TEMPLATE, { ...page, title: 'رہنما اصول · R&D <b> $& نکاح' });
    expect(titled).toContain('<title>رہنما اصول · R&amp;D &lt;b&gt; $&amp; نکاح</title>');
    expect(titled).not.toContain('<title>Nikah</title>');
    expect(pageHtml(TEMPLATE, page)).toContain('<title>Nikah</title>');
  });

  it('links the style sheets and chunks of the used modules, not the entry index.html loads', () => {
    const links = pageLinks(MANIFEST, ['src/features/home/HomePage.tsx']);
    const hrefs = [...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.sort()).toEqual(['/assets/Card.css', '/assets/HomePage.css']);
    // The page's chunks are not fetched with the page: index.html's loader preloads them with the
    // app once the page has painted (issue 29).
    const chunks = [...links.matchAll(/<meta name="module-after-paint" content="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(chunks.sort()).toEqual(['/assets/Card.js', '/assets/HomePage.js']);
    expect(links).not.toContain('modulepreload');
    expect(pageLinks(MANIFEST, ['src/unknown.tsx'])).toBe('');
  });

  it("finds the build's font style sheets by package path", () => {
    const sheets = loadFontSheets(webDist(false), MANIFEST);
    expect([...sheets.entries()]).toEqual([
      [NASTALIQ_400, { css: 'assets/arabic-400-x1.css' }],
      [OWN_SHEET, { css: 'assets/nastaliqUrdu-x4.css' }],
    ]);
  });

  it("links the app's own font sheet by its path", () => {
    const sheets = loadFontSheets(webDist(false), MANIFEST);
    expect(fontLinks(sheets, [OWN_SHEET])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/nastaliqUrdu-x4.css">',
    );
  });

  it("links the language's font style sheet and preloads no font file; nothing for none", () => {
    const sheets = loadFontSheets(webDist(false), MANIFEST);
    const links = fontLinks(sheets, [NASTALIQ_400]);
    // The files are not preloaded: they competed with the page's text (issue 29).
    expect(links).toBe('<link rel="stylesheet" crossorigin href="/assets/arabic-400-x1.css">');
    expect(fontLinks(sheets, [])).toBe('');
    // A sheet the build does not have (another build's bundle) is skipped, not linked.
    expect(fontLinks(sheets, ['@fontsource/noto-sans-tamil/tamil-400.css'])).toBe('');
  });

  it('gives different pages different validators and the same page the same', () => {
    expect(etagOf('<p>a</p>')).toBe(etagOf('<p>a</p>'));
    expect(etagOf('<p>a</p>')).not.toBe(etagOf('<p>b</p>'));
  });
});

describe('server rendering with a server bundle', () => {
  let t: TestApp;
  let total: number;
  beforeAll(async () => {
    t = await makeTestApp('pglite', {
      demoProfiles: 7,
      env: { WEB_DIST: webDist(true), SSR_TIMEOUT_MS: '300' },
    });
    const home = await t.app.inject({ method: 'GET', url: '/api/home/' });
    total = home.json<{ totalProfile: number }>().totalProfile;
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders a visitor page with its data, language, style links and validators', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', cookies: { 'nikah.lang': 'ur' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<p id="count">${total}</p>`);
    expect(res.body).toContain('<html lang="ur" dir="rtl"');
    expect(res.body).toContain('href="/assets/HomePage.css"');
    // The Urdu font's sheet, its files not preloaded (issue 29).
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/arabic-400-x1.css">');
    expect(res.body).not.toContain('as="font"');
    expect(res.body).toContain('id="ssr-state"');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/Cookie/i);
    const etag = String(res.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      cookies: { 'nikah.lang': 'ur' },
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('links no web font for a language in Latin script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', cookies: { 'nikah.lang': 'en' } });
    expect(res.body).toContain('<html lang="en" dir="ltr"');
    expect(res.body).not.toContain('as="font"');
    expect(res.body).not.toContain('arabic-400');
  });

  it('sends a member the shell, private to them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', cookies: { session: 'any-token' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('boot-bar');
    expect(res.body).not.toContain('id="count"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("renders a member's page for the session cookie's member, with API calls as them, private", async () => {
    const m = await signUp(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/profiles/${m.slug}`,
      cookies: { session: m.token },
    });
    expect(res.statusCode).toBe(200);
    // The API answered the render as the member: their own profile, with is_owner.
    expect(res.body).toContain(`<p id="member">${m.username} ${m.profileId} ${m.slug} true</p>`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/Cookie/i);
  });

  it('sends the shell for a session that ended, and for a member page the bundle does not render', async () => {
    const m = await signUp(t);
    const other = await t.app.inject({ method: 'GET', url: '/', cookies: { session: m.token } });
    expect(other.body).toContain('boot-bar');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/logout/',
      headers: { authorization: `Token ${m.token}` },
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    for (const token of [m.token, 'a-token-no-session-has-0123456789']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/profiles/${m.slug}`,
        cookies: { session: token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('boot-bar');
      expect(res.body).not.toContain('id="member"');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('sends the shell for pages the bundle does not render, a render error and a slow render', async () => {
    for (const url of ['/chatindex', '/boom', '/slow']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('boot-bar');
      expect(res.body, url).not.toContain('id="count"');
    }
  });

  it("keeps the API's English validation messages after the bundle loaded", async () => {
    await t.app.inject({ method: 'GET', url: '/' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/configs/feedback/',
      payload: {},
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().name).toEqual([MSG.required]);
  });

  it('leaves the API alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('detail');
  });
});

describe('without a server bundle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { demoProfiles: 0, env: { WEB_DIST: webDist(false) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every page with the client shell', async () => {
    for (const url of ['/', '/guidelines', '/profiles?gender=Female']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('boot-bar');
      expect(res.body, url).toContain('<html lang="en" dir="ltr">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
