/**
 * Serves the built web app (apps/web/dist) at `/`: hashed assets cached for a year, every other
 * GET outside `/api` answered with a page: server-rendered, when the build has its server bundle
 * (plugins/ssr.ts), for visitors on the public pages and for members on a profile's detail; else
 * index.html so the client router can show the page (or its 404). Pages are revalidated on every use; a member's are `private`. A visitor's
 * profile detail is a redirect to the login page (plugins/ssr-redirect.ts visitorRedirect).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { msg } from '@nikah/shared';
import { sendDetail } from '../lib/errors';
import { SESSION_COOKIE } from './auth';
import { loadRenderer, renderPage, sendPage } from './ssr';
import { loadFontSheets, loadManifest } from './ssr-assets';
import { sendRedirect, visitorRedirect } from './ssr-redirect';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Registers static serving when the web app has been built; otherwise only a JSON 404. */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const root = app.deps.config.WEB_DIST;
  const hasWeb = fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders(res, filePath: string) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }
  const renderer = hasWeb ? await loadRenderer(app, root) : null;
  const manifest = renderer ? loadManifest(root) : {};
  const site = renderer && {
    renderer,
    template: fs.readFileSync(path.join(root, 'index.html'), 'utf8'),
    manifest,
    fonts: loadFontSheets(root, manifest),
  };
  app.setNotFoundHandler(async (req, reply) => {
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (hasWeb && isPage && !req.url.startsWith('/api/')) {
      // A visitor's profile detail: the login page (members only, SPEC.md section 4).
      const redirect = visitorRedirect(req);
      if (redirect !== null) return sendRedirect(reply, redirect);
      const html = site ? await renderPage(app, site, req, app.deps.config.SSR_TIMEOUT_MS) : null;
      if (html !== null) return sendPage(req, reply, html);
      // A member's shell is theirs alone: no shared cache may keep it.
      const member = Boolean(req.cookies[SESSION_COOKIE]);
      return (
        reply
          .header('Cache-Control', member ? 'private, no-cache' : 'no-cache')
          .header('Vary', 'Cookie')
          .type('text/html')
          // cacheControl false: @fastify/static would replace ours with `public, max-age=0`.
          .sendFile('index.html', root, { cacheControl: false })
      );
    }
    return sendDetail(reply, 404, msg('notFound'));
  });
}
