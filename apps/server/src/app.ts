/**
 * `buildApp(deps)` assembles the Fastify server (plugins, error format, routes, web app) without
 * listening; `main.ts` listens. Tests build one per file with their own database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { installZodMessages, MSG } from '@nikah/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Storage } from './lib/storage';
import { errorHandler } from './lib/errors';
import { registerSecurity } from './plugins/security';
import { registerDocs } from './plugins/docs';
import { registerWeb } from './plugins/web';
import { healthRoutes } from './modules/health/routes';
import { referenceRoutes } from './modules/reference/routes';
import { configsRoutes } from './modules/configs/routes';
import { contentRoutes } from './modules/content/routes';
import { profilesRoutes } from './modules/profiles/routes';
import { mediaRoutes } from './modules/media/routes';
import { homeRoutes } from './modules/home/routes';
import { devRoutes } from './modules/dev/routes';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Largest JSON body accepted, in bytes (forms are a few KB). */
const BODY_LIMIT_BYTES = 256 * 1024;

export type App = FastifyInstance;

/** Builds the server. Does not listen; call `app.ready()` or `app.listen()`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  installZodMessages();
  const app = Fastify({
    logger:
      deps.config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await registerSecurity(app);
  await registerDocs(app);
  // Only for reply.sendFile (range requests, ETags); every call passes its own root.
  await app.register(fastifyStatic, { root: deps.config.DATA_DIR, serve: false });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(referenceRoutes);
      await api.register(configsRoutes);
      await api.register(contentRoutes);
      await api.register(profilesRoutes);
      await api.register(mediaRoutes);
      await api.register(homeRoutes);
      if (deps.config.NODE_ENV !== 'production') await api.register(devRoutes);
      api.setNotFoundHandler((_req, reply) => reply.status(404).send({ detail: MSG.notFound }));
    },
    { prefix: '/api' },
  );
  await registerWeb(app);
  return app;
}
