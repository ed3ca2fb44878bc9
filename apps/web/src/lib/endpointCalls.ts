/**
 * The request helpers of the endpoint functions (`./endpoints`, `./firstRouteEndpoints`): each
 * call names its answer's schema by a function of `./schemas`, the module that holds them, which is
 * loaded with the first call, beside its request, so that Zod with the schemas (about 35 kB
 * gzipped) is not on the first route (issue 11, apps/web/scripts/check-budget.mjs). The counters
 * and the site contacts, which every public page asks for just after hydration, use
 * `./publicAnswers` instead: Zod Mini and two schemas (about 17 kB gzipped, as it shares Zod's core
 * with full Zod), so a visitor's page does not load the full schemas' chunks for them.
 */
import {
  call as callApi,
  upload as uploadApi,
  type AnswerSchema,
  type CallOptions,
  type Method,
} from './api';
import type * as AnswerSchemas from './schemas';
import type * as PublicAnswers from './publicAnswers';

/** Picks an answer's schema from the loaded `./schemas` module. */
export type Pick<S extends AnswerSchema> = (schemas: typeof AnswerSchemas) => S;

/** The schemas' module, loaded once (the module system keeps it after the first import). */
export const loadSchemas = () => import('./schemas');

/** A request of the endpoint table (`to` of `./endpointTable`): its method and filled path. */
export type Request = { method: Method; path: string };
/** `request` with a query string added (`?a=1`, or '' for none). */
export const withQuery = (request: Request, query: string): Request => ({
  ...request,
  path: request.path + query,
});

/** `call` of `./api` with the schema picked from `./schemas` once it has loaded. */
export const call = <S extends AnswerSchema>(request: Request, pick: Pick<S>, options?: CallOptions) =>
  callApi(request.method, request.path, () => loadSchemas().then(pick), options);
/** `upload` (a multipart POST) of `./api` with the schema picked from `./schemas`. */
export const upload = <S extends AnswerSchema>(
  request: Request,
  form: FormData,
  pick: Pick<S>,
  onProgress?: (fraction: number) => void,
) => uploadApi(request.path, form, () => loadSchemas().then(pick), onProgress);

/** An abort signal, or none. */
export type Signal = AbortSignal | undefined;
/** A GET parsed with a schema of `./schemas`. */
export const get = <S extends AnswerSchema>(request: Request, pick: Pick<S>, signal?: Signal) =>
  call(request, pick, { signal });
/** A GET parsed with a schema of the small `./publicAnswers` module. */
export const getPublic = <S extends AnswerSchema>(
  request: Request,
  pick: (schemas: typeof PublicAnswers) => S,
  signal?: Signal,
) => callApi(request.method, request.path, () => import('./publicAnswers').then(pick), { signal });
/** Encodes a path segment or query value. */
export const enc = encodeURIComponent;
