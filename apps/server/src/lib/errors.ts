/**
 * HTTP errors in the format of DESIGN.md section 3: 400 `{field: [messages]}` for bad fields,
 * `{detail}` for everything else. `errorHandler` turns every thrown error into that format and
 * never sends a stack trace; unexpected errors are logged and answered 500.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, type FieldErrors } from '@nikah/shared';

/** An error with a status and either a detail message or field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Invalid fields');
  }
}

/** 400 with field errors, e.g. `fieldError('state', 'Select a valid choice.')`. */
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
/** Any status with `{detail}`. */
export const detailError = (status: number, detail: string) => new HttpError(status, { detail });

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

/** Fastify error handler producing the contract's error bodies. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) return reply.status(err.statusCode).send(err.body);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const out: FieldErrors = {};
    for (const issue of err.validation) {
      const key = fieldName(issue.instancePath ?? '', err.validationContext);
      (out[key] ??= []).push(issue.message ?? MSG.invalidValue);
    }
    return reply.status(400).send(out);
  }
  const status = err.statusCode ?? 500;
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return reply.status(400).send({ detail: MSG.malformedJson });
  }
  if (status === 413) return reply.status(413).send({ detail: MSG.tooLarge });
  if (status === 429) return reply.status(429).send({ detail: MSG.tooManyRequests });
  if (status >= 400 && status < 500) return reply.status(status).send({ detail: err.message });
  req.log.error({ err: withoutQueryParams(err) }, 'unhandled error');
  return reply.status(500).send({ detail: MSG.serverError });
}
