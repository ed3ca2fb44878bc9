/**
 * Minimal JSON client for the same-origin API (`/api/...`). When a member is logged in, every call
 * carries `Authorization: Token <token>` (SPEC.md section 7); the session cookie is sent as well.
 * A 401 `Invalid token.` answer ends the session (SPEC.md section 4) through the handler that the
 * session store installs with `configureAuth`.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly body: unknown;

  constructor(status: number, detail: string, body: unknown) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
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

/** The text the server answers for a revoked or unknown token (SPEC.md sections 4 and 8). */
export const INVALID_TOKEN = 'Invalid token.';

interface AuthHooks {
  /** The session token, if a member is logged in. */
  getToken: () => string | null;
  /** Called once per answer `401 Invalid token.`, before the ApiError is thrown. */
  onInvalidToken: () => void;
}

let auth: AuthHooks = { getToken: () => null, onInvalidToken: () => undefined };

/** Installs the session's token source and its `Invalid token.` handler (features/accounts). */
export function configureAuth(hooks: AuthHooks): void {
  auth = hooks;
}

function detailOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') {
    return body.detail;
  }
  return fallback;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The browser's IANA time zone (the server shows contact details 08:00-22:00 there, DESIGN.md D6). */
function timeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Headers of every call: JSON answers, the time zone, and the member's token when there is one. */
export function authHeaders(extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  const zone = timeZone();
  if (zone) headers['X-Timezone'] = zone;
  const token = auth.getToken();
  if (token) headers.Authorization = `Token ${token}`;
  return headers;
}

/** Turns a non-2xx answer into an ApiError, ending the session on `401 Invalid token.`. */
export function failure(status: number, statusText: string, body: unknown): ApiError {
  const detail = detailOf(body, statusText || 'Request failed');
  if (status === 401 && detail === INVALID_TOKEN) auth.onInvalidToken();
  return new ApiError(status, detail, body);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  init?: { signal?: AbortSignal },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: authHeaders(body === undefined ? undefined : { 'Content-Type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: init?.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error', null);
  }
  const parsed = await readBody(res);
  if (!res.ok) throw failure(res.status, res.statusText, parsed);
  return parsed as T;
}

/**
 * GETs `path` (relative to the site root, e.g. `/api/home/`) and returns the parsed JSON.
 * Throws an ApiError with the status and the server's `detail` for any non-2xx answer, and with
 * status 0 when the network fails.
 */
export function apiGet<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  return request<T>('GET', path, undefined, init);
}

/** POSTs `body` as JSON (an empty JSON object when omitted) and returns the parsed JSON answer. */
export function apiPost<T>(path: string, body: unknown = {}, init?: { signal?: AbortSignal }): Promise<T> {
  return request<T>('POST', path, body, init);
}

/** PATCHes `body` as JSON and returns the parsed JSON answer. */
export function apiPatch<T>(path: string, body: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  return request<T>('PATCH', path, body, init);
}

/**
 * POSTs `form` as multipart/form-data with XMLHttpRequest, which reports upload progress
 * (fetch does not): `onProgress` gets 0 to 1. Resolves with the parsed JSON answer.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  init?: { signal?: AbortSignal },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      if (xhr.responseText) {
        try {
          parsed = JSON.parse(xhr.responseText) as unknown;
        } catch {
          parsed = xhr.responseText;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(parsed as T);
      } else reject(failure(xhr.status, xhr.statusText, parsed));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    init?.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Retries network failures and 5xx answers, never 4xx (they will not get better). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
