/**
 * Security headers and the server-wide input check:
 * - helmet with a Content-Security-Policy that allows only our own scripts and the
 *   privacy-enhanced YouTube player in frames;
 * - HSTS only on requests that arrived over TLS (directly, or through a proxy TRUST_PROXY trusts
 *   that says `X-Forwarded-Proto: https`): sent over plain HTTP it would be ignored by browsers,
 *   and on a development machine it would pin localhost to HTTPS (issue 13 defect 11);
 * - no NUL character in any query, path parameter or JSON body string (issue 13 defect 2).
 *
 * Why the NUL check is one server-wide hook and not a refinement of each schema: PostgreSQL text
 * types cannot store U+0000 at all, so no route can ever accept it, and a check at the entry also
 * covers fields whose schema is a bare `z.string()` and routes added later. It runs before
 * validation, so the answer is the usual 400 `{field: [message]}` of DESIGN.md section 3.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { findNul, msg } from '@nikah/shared';
import { fieldError } from '../lib/errors';

/** HSTS for a year, subdomains included (the app is served from one host name). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Registers helmet, HSTS over TLS and the NUL check. Call before the routes are registered. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects its CSS variables in a style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', (req, reply, done) => {
    // req.protocol reads X-Forwarded-Proto only from a proxy that TRUST_PROXY trusts.
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done();
  });

  app.addHook('preValidation', (req, _reply, done) => {
    for (const [part, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const path = findNul(value);
      if (path) {
        const field = path.length > 0 ? path.join('.') : part === 'body' ? 'non_field_errors' : part;
        done(fieldError(field, msg('nul')));
        return;
      }
    }
    done();
  });
}
