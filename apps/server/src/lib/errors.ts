/**
 * HTTP errors in the format of DESIGN.md section 3: 400 `{field: [messages]}` for bad fields,
 * `{detail}` for everything else. `errorHandler` turns every thrown error into that format and
 * never sends a stack trace; unexpected errors are logged and answered 500.
 *
 * Every message is thrown as a ref (`msg(key, params)`, packages/shared messages.ts, DESIGN.md
 * D18). The body carries the English text exactly as before; the keys travel beside it in the
 * `X-Error-Keys` header (`{"detail": ref}` or `{"fields": {field: [ref]}}`, JSON with non-ASCII
 * escaped), so clients that compare bodies see no change and the web app translates by key.
 * A header rather than an extra body member: DESIGN.md section 3 fixes the body's shape, and a
 * 400 body's members are all field names.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_KEYS_HEADER,
  encodeErrorKeys,
  refInIssueParams,
  messageText,
  msg,
  type ErrorKeys,
  type FieldErrors,
  type MessageRef,
} from '@nikah/shared';

/** Messages per field, as refs. */
export type FieldRefs = Record<string, MessageRef[]>;

// A field named 'detail' would hold a list, so a ref under 'detail' means a detail answer.
const isDetail = (refs: { detail: MessageRef } | FieldRefs): refs is { detail: MessageRef } =>
  'detail' in refs && !Array.isArray(refs.detail);

/** An error with a status and either a detail message or field errors, each message a ref. */
export class HttpError extends Error {
  /** The answer's body (English texts, DESIGN.md section 3). */
  readonly body: { detail: string } | FieldErrors;
  /** The keys of the body's messages (the `X-Error-Keys` header). */
  readonly keys: ErrorKeys;

  constructor(
    readonly statusCode: number,
    refs: { detail: MessageRef } | FieldRefs,
  ) {
    super(isDetail(refs) ? messageText(refs.detail) : 'Invalid fields');
    if (isDetail(refs)) {
      this.body = { detail: messageText(refs.detail) };
      this.keys = { detail: refs.detail };
    } else {
      this.body = Object.fromEntries(Object.entries(refs).map(([f, list]) => [f, list.map(messageText)]));
      this.keys = { fields: refs };
    }
  }
}

/** 400 with one field's message, e.g. `fieldError('state', msg('invalidChoice'))`. */
export const fieldError = (field: string, ref: MessageRef) => new HttpError(400, { [field]: [ref] });
/** Any status with `{detail}`, e.g. `detailError(404, msg('noProfile'))`. */
export const detailError = (status: number, ref: MessageRef) => new HttpError(status, { detail: ref });

/** Sends `{detail}` of `ref` with its key, for replies outside the error handler (404 handlers). */
export function sendDetail(reply: FastifyReply, status: number, ref: MessageRef): FastifyReply {
  return reply
    .status(status)
    .header(ERROR_KEYS_HEADER, encodeErrorKeys({ detail: ref }))
    .send({ detail: messageText(ref) });
}

function fieldName(instancePath: string, part: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean);
  return path.length > 0
    ? path.join('.')
    : part === 'body'
      ? 'non_field_errors'
      : (part ?? 'non_field_errors');
}

/**
 * A failed database query carries its parameters (phone numbers, password hashes...) in its
 * message, stack and `params`; logs get the query and the driver's error without them.
 */
export function withoutQueryParams(err: Error): Error {
  const e = err as Error & { query?: unknown; params?: unknown };
  if (e.params === undefined || typeof e.query !== 'string') return err;
  const clean = new Error(`Failed query: ${e.query}`, { cause: e.cause });
  clean.name = e.name;
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  clean.stack = [`${clean.name}: ${clean.message}`, ...frames].join('\n');
  return clean;
}

/**
 * Errors of the multipart parser (busboy): a body that is not multipart, has no boundary or ends
 * early. They carry no status or code, only these messages; the body is bad input (issue 13
 * defect 2), so 400, not 500. @fastify/multipart's own errors (limits) carry their status.
 */
const MULTIPART_PARSER_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data)$/;
function isMultipartParserError(err: FastifyError): boolean {
  return err.statusCode === undefined && MULTIPART_PARSER_ERROR.test(err.message);
}

/**
 * The ref of one issue of fastify-type-provider-zod (the Zod issue spread into `keyword`,
 * `message` and `params`), or null when its text is not the ref's (a message set by hand).
 */
function validationRef(v: { message?: string; params: Record<string, unknown> }): MessageRef | null {
  const ref = refInIssueParams(v.params.params);
  return ref && messageText(ref) === v.message ? ref : null;
}

/** Fastify error handler producing the contract's error bodies, with their keys in X-Error-Keys. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) {
    return reply.status(err.statusCode).header(ERROR_KEYS_HEADER, encodeErrorKeys(err.keys)).send(err.body);
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const out: FieldErrors = {};
    const keys: Record<string, (MessageRef | null)[]> = {};
    for (const issue of err.validation) {
      const key = fieldName(issue.instancePath ?? '', err.validationContext);
      const ref = validationRef(issue);
      (out[key] ??= []).push(issue.message ?? messageText(msg('invalidValue')));
      (keys[key] ??= []).push(issue.message === undefined ? msg('invalidValue') : ref);
    }
    return reply
      .status(400)
      .header(ERROR_KEYS_HEADER, encodeErrorKeys({ fields: keys }))
      .send(out);
  }
  if (isMultipartParserError(err)) return sendDetail(reply, 400, msg('malformedMultipart'));
  const status = err.statusCode ?? 500;
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return sendDetail(reply, 400, msg('malformedJson'));
  }
  if (status === 413) return sendDetail(reply, 413, msg('tooLarge'));
  if (status === 429) return sendDetail(reply, 429, msg('tooManyRequests'));
  // Fastify's own 4xx texts (unsupported media type...) have no key: the web shows them as they are.
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .header(ERROR_KEYS_HEADER, encodeErrorKeys({ detail: null }))
      .send({ detail: err.message });
  }
  req.log.error({ err: withoutQueryParams(err) }, 'unhandled error');
  return sendDetail(reply, 500, msg('serverError'));
}
