/**
 * The one HTTP client of the web app for the same-origin API (`/api/...`, SPEC.md section 7).
 * Every answer is parsed with the Zod schema of packages/shared (a body of another shape is an
 * error, never a cast), given as is or as a loader that the call starts beside the request (so that
 * Zod and the schemas stay off the first route's JavaScript, issue 11); every failure becomes an
 * ApiError. The member is identified by the httpOnly
 * session cookie the server sets at login (DESIGN.md section 3, issue 13 defect 10): the app never
 * holds the token. A 401 answer ends the session through the handler the session store installs
 * with `configureAuth`, with the reason of the `X-Session-Ended` header when there is one.
 * Components do not call this module: they use the endpoint functions of `./endpoints`.
 */
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import {
  ERROR_KEYS_HEADER,
  sessionEndReasonOf,
  SESSION_ENDED_HEADER,
  type SessionEndReason,
} from '@nikah/shared';

/** A failed call: the status (0 offline), the server's `detail`, the body and its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly body: unknown;
  /** The raw `X-Error-Keys` header (the keys of the body's messages, DESIGN.md D18), if any. */
  readonly errorKeys: string | null;

  constructor(status: number, detail: string, body: unknown, errorKeys: string | null = null) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
    this.errorKeys = errorKeys;
  }

  /**
   * Field errors of a 400 answer (`{field: [messages]}`, DESIGN.md section 3), or an empty object
   * when the body is not of that shape.
   */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    if (this.status !== 400 || !this.body || typeof this.body !== 'object') return out;
    for (const [key, value] of Object.entries(this.body)) {
      if (Array.isArray(value)) out[key] = value.map(String);
      else if (typeof value === 'string' && key !== 'detail') out[key] = [value];
    }
    return out;
  }
}

/** The detail of an ApiError for an answer whose body does not match the endpoint's schema. */
export const UNEXPECTED_ANSWER = 'Unexpected answer';
/** The detail of an ApiError when the network fails. */
export const NETWORK_ERROR = 'Network error';

interface AuthHooks {
  /** Called once per 401 answer, before the ApiError is thrown. */
  onInvalidToken: (reason: SessionEndReason | null) => void;
}

let auth: AuthHooks = { onInvalidToken: () => undefined };

/** How a call reaches the API: the browser's fetch, or in server rendering the server itself. */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * Replaces the browser's fetch for `call` and `download` (entry-server.tsx routes the calls of a
 * server render to the API routes in the same process, where relative paths have no origin).
 */
export function configureTransport(next: Transport): void {
  transport = next;
}

/** Installs the session's `Invalid token.` handler (app/session.ts). */
export function configureAuth(hooks: AuthHooks): void {
  auth = hooks;
}

function detailOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') {
    return body.detail;
  }
  return fallback;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let zoneCache: { zone: string | null; at: number } | null = null;
// Building an Intl.DateTimeFormat costs a slow phone a few ms per call, and a chat page asks for
// messages often; a zone a minute old is still right for a date label.
const ZONE_CACHE_MS = 60_000;

/**
 * The browser's IANA time zone, sent as `X-Timezone` only on the calls whose answers are grouped
 * by date in it (friend chat's and the guardian's message pages, `CallOptions.zoned`; the server
 * never reads it for the contact window of DESIGN.md D6, which counts in the owner's zone:
 * apps/server/src/modules/policy/time-zones.ts). Other pages never read it, so a phone does not
 * load the time-zone data at start for nothing. Read at most once a minute; null when the browser
 * does not say.
 */
function timeZone(): string | null {
  const now = Date.now();
  if (zoneCache && now - zoneCache.at < ZONE_CACHE_MS) return zoneCache.zone;
  let zone: string | null = null;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    zone = null;
  }
  zoneCache = { zone, at: now };
  return zone;
}

function baseHeaders(extra?: Record<string, string>, zoned = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  const zone = zoned ? timeZone() : null;
  if (zone) headers['X-Timezone'] = zone;
  return headers;
}

type HeaderOf = (name: string) => string | null;

/**
 * A public route that ignored a dead session cookie (and cleared it) still says why the session
 * ended: the session ends here too, with that reason, before the page's other calls go out
 * without a cookie and come back with none.
 */
function sessionEndedBy(header: HeaderOf): void {
  const reason = sessionEndReasonOf(header(SESSION_ENDED_HEADER));
  if (reason) auth.onInvalidToken(reason);
}

/**
 * Turns a non-2xx answer into an ApiError. Any 401 ends the session: `Invalid token.` (revoked or
 * expired) and also `Authentication credentials were not provided.` (the cookie is gone while this
 * tab still thinks it is logged in).
 */
function failure(status: number, statusText: string, body: unknown, header: HeaderOf): ApiError {
  const detail = detailOf(body, statusText || 'Request failed');
  if (status === 401) {
    auth.onInvalidToken(sessionEndReasonOf(header(SESSION_ENDED_HEADER)));
  }
  return new ApiError(status, detail, body, header(ERROR_KEYS_HEADER));
}

/**
 * A schema of an answer: full Zod, or Zod Mini for the few answers every public page reads
 * (packages/shared/src/public-answers.ts). Zod Mini's type is what the two have in common.
 */
export type AnswerSchema = ZodMiniType;

/**
 * An answer's schema: the schema itself, or a function that loads it (a dynamic import of the
 * schemas' chunk, lib/endpoints.ts). A call starts the loader together with its request.
 */
export type SchemaSource<S extends AnswerSchema> = S | (() => Promise<S>);

/**
 * Starts getting the schema of `source`. The promise is marked handled at once: a request that
 * fails first reports its own error, and a load that fails is reported by `loaded`.
 */
function startLoading<S extends AnswerSchema>(source: SchemaSource<S>): Promise<S> {
  const schema = 'safeParse' in source ? Promise.resolve(source) : source();
  schema.catch(() => undefined);
  return schema;
}

/**
 * The schema once loaded; a failed load (offline, or a chunk gone after a deploy) is a network
 * error like a failed request: an ApiError with status 0 that `shouldRetry` retries.
 */
async function loaded<S extends AnswerSchema>(schema: Promise<S>): Promise<S> {
  try {
    return await schema;
  } catch {
    throw new ApiError(0, NETWORK_ERROR, null);
  }
}

/** The parsed answer, or an ApiError when its shape is not the endpoint's. */
function answer<S extends AnswerSchema>(schema: S, status: number, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.warn('unexpected answer', parsed.error.issues);
  throw new ApiError(status, UNEXPECTED_ANSWER, body);
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Options of one call. */
export interface CallOptions {
  /** The JSON body (writes); omitted for GET. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the call finish while the page unloads (counters). */
  keepalive?: boolean;
  /** Extra request headers (e.g. `X-Socket-Id` of friend chat's send-message). */
  headers?: Record<string, string>;
  /** Sends the browser's time zone (`X-Timezone`): the answer's date labels follow it. */
  zoned?: boolean;
}

/**
 * Calls `method path` (relative to the site root, e.g. `/api/home/`) and returns the answer parsed
 * with `schema` (a schema or its loader, loaded while the request runs). Throws an ApiError with the status and the server's `detail` for any non-2xx answer
 * or an answer of another shape, with status 0 when the network fails; an abort is rethrown as is.
 */
export async function call<S extends AnswerSchema>(
  method: Method,
  path: string,
  schema: SchemaSource<S>,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const { body, signal, keepalive, headers, zoned } = options;
  const schemaLoading = startLoading(schema);
  let res: Response;
  try {
    res = await transport(path, {
      method,
      headers: baseHeaders(
        { ...headers, ...(body === undefined ? undefined : { 'Content-Type': 'application/json' }) },
        zoned,
      ),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
      keepalive,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR, null);
  }
  const parsed = parseJson(await res.text());
  if (!res.ok) throw failure(res.status, res.statusText, parsed, (name) => res.headers.get(name));
  sessionEndedBy((name) => res.headers.get(name));
  return answer(await loaded(schemaLoading), res.status, parsed);
}

/**
 * POSTs `form` as multipart/form-data with XMLHttpRequest, which reports upload progress
 * (fetch does not): `onProgress` gets 0 to 1. Resolves with the answer parsed with `schema` (a
 * schema or its loader, as for `call`); rejects like `call`.
 */
export function upload<S extends AnswerSchema>(
  path: string,
  form: FormData,
  schema: SchemaSource<S>,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const schemaLoading = startLoading(schema);
  return new Promise<z.output<S>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const parsed = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failure(xhr.status, xhr.statusText, parsed, (name) => xhr.getResponseHeader(name)));
        return;
      }
      sessionEndedBy((name) => xhr.getResponseHeader(name));
      loaded(schemaLoading)
        .then((loadedSchema) => {
          const data = answer(loadedSchema, xhr.status, parsed);
          onProgress?.(1);
          resolve(data);
        })
        .catch((err: unknown) => reject(err instanceof Error ? err : new Error(String(err))));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * GETs a file (the bio-data PDF) and returns its bytes as a Blob; fails like `call` (an error
 * answer is JSON and becomes an ApiError with its keys). An abort is rethrown as is.
 */
export async function download(path: string, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await transport(path, {
      headers: baseHeaders({ Accept: '*/*' }),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR, null);
  }
  if (!res.ok) {
    const parsed = parseJson(await res.text());
    throw failure(res.status, res.statusText, parsed, (name) => res.headers.get(name));
  }
  return res.blob();
}

/** Retries network failures and 5xx answers, never 4xx (they will not get better). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
