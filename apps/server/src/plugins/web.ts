/**
 * Serves the built web app (apps/web/dist) at `/`: hashed assets cached for a year, every other
 * GET outside `/api` answered with index.html so the client router can show the page (or its 404).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { msg } from '@nikah/shared';
import { sendDetail } from '../lib/errors';

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
  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (hasWeb && isPage && !req.url.startsWith('/api/')) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', root);
    }
    return sendDetail(reply, 404, msg('notFound'));
  });
}
