/**
 * Server rendering of the public pages (issue 11; docs/architecture.md "Server rendering"). The web
 * build holds a Node bundle, `<WEB_DIST>/.ssr/entry-server.js` (apps/web/src/entry-server.tsx),
 * that renders a page with the web app's own routes and components. This module loads it, gives it
 * the page's API calls answered in process (`app.inject`, with the visitor's address so the
 * per-address limits and access rules stay the API's), and puts its markup and state into
 * index.html. For visitors, the public pages; for a member (a live session cookie of an account
 * with a profile), the pages the bundle renders for members, a profile's detail (issue 29), with
 * the page's API calls made as that member. Any other request with a session cookie gets the
 * client shell, as does any page the bundle does not render, a render error or one slower than
 * SSR_TIMEOUT_MS. A visitor's profile detail, members-only, is a redirect to the
 * (server-rendered) login page instead (`visitorRedirect`).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { installZodMessages, RETURN_PROFILE_PARAM } from '@nikah/shared';
import { slugParam } from '../lib/params';
import { resolveSession } from '../modules/auth/sessions';
import { SESSION_COOKIE } from './auth';

/** The language cookie the web app writes (apps/web/src/i18n/index.ts). */
export const LANGUAGE_COOKIE = 'nikah.lang';
/** Where the web build keeps the server bundle (apps/web/vite.config.ts). */
export const SSR_BUNDLE = path.join('.ssr', 'entry-server.js');

type FetchApi = (path: string, init: RequestInit) => Promise<Response>;

interface RenderOutput {
  html: string;
  modules: string[];
  scripts: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page's title in its language (unescaped text); absent when the page sets none. */
  title?: string;
  /** Package paths of the language's font style sheets (none for Latin; older bundles send none). */
  fonts?: string[];
}

/**
 * The member a page is rendered for: what the web app keeps of a session (apps/web
 * src/app/session.ts `Session`, the fields of the login answer).
 */
export interface PageSession {
  profileId: number;
  slug: string;
  username: string;
  isSuperuser?: boolean;
}

/** What the bundle exports (see entry-server.tsx). */
export interface PageRenderer {
  render(input: {
    url: string;
    lang: string | undefined;
    fetchApi: FetchApi;
    session?: PageSession;
    signal?: AbortSignal;
  }): Promise<RenderOutput | null>;
  /** Whether the bundle renders `pathname` for a member (absent in older bundles: none). */
  rendersForMember?: (pathname: string) => boolean;
}

function isRenderer(value: unknown): value is PageRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'render' in value &&
    typeof value.render === 'function' &&
    (!('rendersForMember' in value) || typeof value.rendersForMember === 'function')
  );
}

/**
 * Imports the server bundle of the web build in `webDist`. Returns null when there is none (a
 * build without it, or the server's unit tests) or it does not load: pages are then the shell.
 */
export async function loadRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const file = path.join(webDist, SSR_BUNDLE);
  if (!fs.existsSync(file)) return null;
  try {
    const mod: unknown = await import(pathToFileURL(file).href);
    // The bundle holds the web's copy of the shared messages, which installs Zod's global error map
    // in 'ref' mode (form errors translated by key) when it loads. Zod's config is process-wide, so
    // the API's own English messages are installed again: answers must not change after a render.
    installZodMessages();
    if (isRenderer(mod)) return mod;
    app.log.warn({ file }, 'server bundle has no render function; pages are client-rendered');
  } catch (err) {
    app.log.warn({ err, file }, 'server bundle failed to load; pages are client-rendered');
  }
  return null;
}

/**
 * The `<meta>` name under which a page lists the chunks index.html's loader preloads with the app
 * once the page has painted (apps/web/src/build/appAfterPaint.ts MODULE_AFTER_PAINT, loadApp.js).
 */
export const MODULE_AFTER_PAINT = 'module-after-paint';

/** One chunk of the browser build's manifest (`<WEB_DIST>/.vite/manifest.json`, Vite's format). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every(
    (chunk: unknown) =>
      typeof chunk === 'object' && chunk !== null && 'file' in chunk && typeof chunk.file === 'string',
  );
}

/** The browser build's manifest, or an empty one when the build has none (pages still render). */
export function loadManifest(webDist: string): Manifest {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'));
    return isManifest(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * The head elements for the page modules a render used (manifest keys): `<link>`s to the style
 * sheets of their chunks and of the chunks they import, and a `<meta name="module-after-paint">`
 * for each of those chunks. Without the style sheets the page's own styles would arrive only with
 * its script (unstyled without JavaScript, a layout shift with it). The chunks are preloaded with
 * the app by index.html's loader once the page has painted (issue 29,
 * apps/web/src/build/loadApp.js): asked for with the page, they only competed with its text and
 * style sheets on a slow network. index.html's chunk and the chunks it imports are skipped: the page
 * already links their style sheets and preloads their scripts (a second `<link>` to the same
 * sheet, as the search page had, made the browser match its rules twice, and put them after the
 * app's own sheet).
 */
export function pageLinks(manifest: Manifest, modules: string[]): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const inIndex = new Set<string>();
  const markIndex = (key: string) => {
    if (inIndex.has(key) || !manifest[key]) return;
    inIndex.add(key);
    manifest[key].imports?.forEach(markIndex);
  };
  markIndex('index.html');
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || inIndex.has(key) || !chunk) return;
    seen.add(key);
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return (
    [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
    [...js].map((file) => `<meta name="${MODULE_AFTER_PAINT}" content="/${file}">`).join('')
  );
}

/** A font style sheet of the build: its file in the build folder. */
export interface FontSheet {
  css: string;
}
/**
 * The build's font style sheets by package path (`@fontsource/noto-sans-tamil/tamil-400.css`) or,
 * for the web app's own, by path from apps/web (`src/i18n/nastaliqUrdu.css`).
 */
export type FontSheets = Map<string, FontSheet>;

const PACKAGE_DIR = 'node_modules/';

/**
 * The style sheets the browser build imports on demand (its manifest's keys that are CSS files:
 * the fonts of apps/web/src/i18n/fonts.ts, from packages under `node_modules/` or the app's own,
 * such as the Urdu face with its unicode-range): found once at start, so a page's font links cost
 * nothing per request. A sheet missing from the build folder is left out (the page then loads
 * that font as before, after its script).
 */
export function loadFontSheets(webDist: string, manifest: Manifest): FontSheets {
  const sheets: FontSheets = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!key.endsWith('.css') || !chunk.file.endsWith('.css')) continue;
    // Not in the build folder: no link for it.
    if (!fs.existsSync(path.join(webDist, chunk.file))) continue;
    const at = key.lastIndexOf(PACKAGE_DIR);
    sheets.set(at < 0 ? key : key.slice(at + PACKAGE_DIR.length), { css: chunk.file });
  }
  return sheets;
}

/**
 * `<link>` elements for the font of the page's language (`fonts`: package paths of its style
 * sheets, from the render): the style sheet itself, the same file the app would add later (Vite
 * sees it linked and does not add it again). Its faces name the device's own copy of the font
 * first (`local()`; Urdu, apps/web/src/i18n/nastaliqUrdu.css): there the text is in its font from
 * the first paint, and nothing is downloaded. Elsewhere the text paints at once in the stand-in
 * fonts sized to the web font (apps/web/src/app/global.css, `font-display: swap`), which swaps in
 * without moving it. The font files are not preloaded any more (issue 29): preloaded, two
 * Nastaliq files of 155 kB each competed with the page's text on a slow network, and Lighthouse
 * counted them in the largest paint (LCP in Urdu 4.1-5.9 s; bench/results/lighthouse-trace.md).
 * Only the page's own language: no other script's font is fetched.
 */
export function fontLinks(sheets: FontSheets, fonts: readonly string[]): string {
  return fonts
    .flatMap((name) => sheets.get(name) ?? [])
    .map(({ css }) => `<link rel="stylesheet" crossorigin href="/${css}">`)
    .join('');
}

/** `text` safe as the content of an HTML element such as `<title>` (`&`, `<` and `>` escaped). */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `index.html` with the rendered page: language, direction, title (the one the browser sets, so
 * the tab, a bookmark and a shared link name the page before any script runs), page links, markup
 * and state.
 */
export function pageHtml(template: string, page: RenderOutput, links = ''): string {
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  // The root element is the last element of the body (index.html); its content is the boot bar.
  const rootEnd = template.lastIndexOf('</div>', bodyEnd);
  if (rootStart < 0 || bodyEnd < 0 || rootEnd < rootStart) throw new Error('index.html has no #root');
  return (
    template
      .slice(0, rootStart)
      .replace(
        /<html[^>]*>/,
        `<html lang="${page.lang}" dir="${page.dir}" data-mantine-color-scheme="light">`,
      )
      // A function replacement: a `$` in the title is text, not a replacement pattern.
      .replace(/<title>[\s\S]*?<\/title>/, (original) =>
        page.title ? `<title>${escapeText(page.title)}</title>` : original,
      )
      .replace('</head>', `${links}</head>`)
      // The page is readable without JavaScript: no "enable JavaScript" notice above it.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '') +
    `<div id="root">${page.html}</div>${page.scripts}` +
    template.slice(rootEnd + '</div>'.length)
  );
}

/** A profile's detail page, `/profiles/:slug` of the web app's routes (apps/web/src/app/router.tsx). */
/** The path of `req`'s address, without its query. */
const pathOf = (req: FastifyRequest): string => req.url.split('?', 1)[0] ?? '';

const PROFILE_DETAIL_PATH = /^\/profiles\/([^/]+)\/?$/;

/**
 * Where a page request of `req` goes instead of a page, or null for none (issue 11). A visitor (no
 * session cookie) opening a profile's detail, members-only (SPEC.md section 4), is sent to
 * `/login?profile=<slug>`: the login page arrives server-rendered at once, where the browser used
 * to load the shell, then the app, then send the visitor on to the login page's chunk. The login
 * page remembers the profile, so after login the member lands on it. The profile is not looked
 * up: the answer is the same whether it exists or not, so a visitor learns nothing of it. A
 * segment that is no plausible slug (`slugParam`: blank, too long) goes to `/login` without the
 * parameter, as the browser sent a visitor there for any slug: the address is the members-only
 * page whatever it names, so the login page, not a 404. A member's request (session
 * cookie, even an expired one) is not redirected: the server renders the profile for a live
 * session (`renderPage`), and the app shows its own login for an ended one.
 */
export function visitorRedirect(req: FastifyRequest): string | null {
  if (req.cookies[SESSION_COOKIE]) return null;
  const segment = PROFILE_DETAIL_PATH.exec(pathOf(req))?.[1];
  if (segment === undefined) return null;
  let slug: string | null = null;
  try {
    const parsed = slugParam.safeParse(decodeURIComponent(segment));
    if (parsed.success) slug = parsed.data;
  } catch {
    // Malformed percent-encoding (URIError; Fastify refuses such paths first, 400): no slug.
  }
  return slug === null ? '/login' : `/login?${RETURN_PROFILE_PARAM}=${encodeURIComponent(slug)}`;
}

/**
 * Sends the redirect `location` of `visitorRedirect`: never stored (`no-store`: it depends on the
 * session cookie, and a member's later visit must reach the page), varying with the cookies as
 * the pages do.
 */
export function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply
    .code(302)
    .header('Location', location)
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Cookie')
    .send();
}

/** A weak validator of an HTML body (SHA-1 of the bytes, enough to tell two pages apart). */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function headerRecord(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

/**
 * The API call of a render, answered by the app itself for the visitor's address, and with the
 * member's session token (`token`) for a member's page: the API's access rules and per-account
 * limits apply as they do to the browser's own calls.
 */
function inProcessFetch(app: FastifyInstance, req: FastifyRequest, token?: string): FetchApi {
  return async (url, init) => {
    const res = await app.inject({
      method: init.method === 'POST' || init.method === 'PATCH' ? init.method : 'GET',
      url,
      headers: headerRecord(init),
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: req.ip,
      ...(token ? { cookies: { [SESSION_COOKIE]: token } } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

/** Who a page is rendered for: a visitor, or a member with the token of their session. */
type Viewer = { session?: undefined; token?: undefined } | { session: PageSession; token: string };

/**
 * Who the page of `req` is rendered for: a visitor (no session cookie), or the cookie's member when
 * the bundle renders the page for members and the session is live, not blocked, and has a profile
 * (a moderator without one, or a guardian, gets the shell as on every member page). Null for the
 * client shell, also when the session has ended: the app then says why.
 */
async function viewerOf(
  app: FastifyInstance,
  renderer: PageRenderer,
  req: FastifyRequest,
): Promise<Viewer | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return {};
  if (!renderer.rendersForMember?.(pathOf(req))) return null;
  const member = await resolveSession(app.deps.database.db, token);
  if (!member || member.isBlocked || member.profileId === null || member.slug === null) return null;
  const { profileId, slug, username, isSuperuser } = member;
  return { token, session: { profileId, slug, username, ...(isSuperuser ? { isSuperuser } : {}) } };
}

/**
 * Renders the page of `req` within `timeoutMs`, for a visitor or a member (`viewerOf`). Returns
 * the full HTML, or null for the client shell (a member's page the bundle does not render, a
 * session that ended, another page the bundle does not render, an error or the time limit).
 */
export async function renderPage(
  app: FastifyInstance,
  site: { renderer: PageRenderer; template: string; manifest: Manifest; fonts?: FontSheets },
  req: FastifyRequest,
  timeoutMs: number,
): Promise<string | null> {
  const viewer = await viewerOf(app, site.renderer, req).catch((err: unknown) => {
    app.log.warn({ err, url: req.url }, "page's session lookup failed; sending the client shell");
    return null;
  });
  if (!viewer) return null;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    const page = await Promise.race([
      site.renderer.render({
        // Only the path and query matter to the render; the Host header is not trusted for it.
        url: `http://localhost${req.url}`,
        lang: req.cookies[LANGUAGE_COOKIE],
        fetchApi: inProcessFetch(app, req, viewer.token),
        ...(viewer.session ? { session: viewer.session } : {}),
        signal: controller.signal,
      }),
      timeout,
    ]);
    if (!page && controller.signal.aborted) app.log.warn({ url: req.url }, 'page render timed out');
    if (!page) return null;
    const fonts = site.fonts ? fontLinks(site.fonts, page.fonts ?? []) : '';
    const links = fonts + pageLinks(site.manifest, page.modules);
    return pageHtml(site.template, page, links);
  } catch (err) {
    app.log.warn({ err, url: req.url }, 'page render failed; sending the client shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a server-rendered page: revalidated on every use (`no-cache`, with an ETag answered by
 * 304), and varying with the cookies (language, session) so no shared cache mixes them up; a
 * member's page (it holds their data) is `private`, kept by no shared cache at all.
 */
export function sendPage(req: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const etag = etagOf(html);
  const member = Boolean(req.cookies[SESSION_COOKIE]);
  reply
    .header('Cache-Control', member ? 'private, no-cache' : 'no-cache')
    .header('Vary', 'Cookie, Accept-Encoding')
    .header('ETag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  // The not-found handler is no route, so @fastify/compress does not hook it: gzip here.
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  }
  return reply.send(html);
}
