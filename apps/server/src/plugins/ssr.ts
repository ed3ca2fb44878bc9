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
 * (server-rendered) login page instead (./ssr-redirect.ts). The build's links are in
 * ./ssr-assets.ts, the HTML assembly in ./ssr-html.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { installZodMessages } from '@nikah/shared';
import { resolveSession } from '../modules/auth/sessions';
import { SESSION_COOKIE } from './auth';
import { fontLinks, pageLinks, type FontSheets, type Manifest } from './ssr-assets';
import { pageHtml, type RenderOutput } from './ssr-html';
import { pathOf } from './ssr-redirect';

/** The language cookie the web app writes (apps/web/src/i18n/index.ts). */
export const LANGUAGE_COOKIE = 'nikah.lang';
/** Where the web build keeps the server bundle (apps/web/vite.config.ts). */
export const SSR_BUNDLE = path.join('.ssr', 'entry-server.js');

type FetchApi = (path: string, init: RequestInit) => Promise<Response>;

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
