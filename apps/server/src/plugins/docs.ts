/**
 * OpenAPI document generated from the route schemas, with its UI at `/api/docs` and the document
 * at `/api/docs/json`. Beyond the schemas, every operation gets (issue 33 point 9; derived once,
 * in docs-operations.ts): an `operationId` and summary, its `security` (the `Token` header or the
 * session cookie; none on public routes) and its error answers in the shapes of DESIGN.md
 * section 3, shared from `components.responses`. docs.test.ts lints the served document with
 * Redocly's recommended rules (redocly.yaml).
 */
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_KEYS_HEADER } from '@nikah/shared';
import { SESSION_COOKIE } from './auth';
import { accessOf, errorsOf, operationName, securityOf, type ErrorResponse } from './docs-operations';
import { ERRORS_KEY, referErrors, tidySchemas } from './docs-document';

const json = (schema: object) => ({ 'application/json': { schema } });
const detail = { $ref: '#/components/schemas/ErrorDetail' };
/** A `{detail}` answer with the `X-Error-Keys` header (lib/errors.ts). */
const detailResponse = (description: string) => ({
  description,
  headers: { [ERROR_KEYS_HEADER]: { $ref: '#/components/headers/ErrorKeys' } },
  content: json(detail),
});

/** The zod transform, then the operation's name, summary, security and error answers. */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const s = schema ?? {};
  if (s.hide) return { schema, url };
  const { route } = input;
  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const named = operationName(method, route.url);
  const access = accessOf(route);
  return {
    url,
    schema: {
      ...s,
      operationId: s.operationId ?? named.operationId,
      summary: s.summary ?? named.summary,
      security: securityOf(access),
      [ERRORS_KEY]: errorsOf(route, s, access),
    },
  };
};

/** The status of each error answer. */
const STATUS: Record<ErrorResponse, string> = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  SuperuserOnly: '403',
  NotFound: '404',
  TooManyRequests: '429',
};

/** Each operation's error answers as references, then the schemas tidied (docs-document.ts). */
const transformObject: SwaggerTransformObject = (input) => {
  const doc = 'openapiObject' in input ? input.openapiObject : input.swaggerObject;
  referErrors(doc, STATUS);
  tidySchemas(doc);
  return doc;
};

/** Registers the OpenAPI generator and its UI. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Free Muslim matrimony API',
        description:
          'The calls of SPEC.md section 7. Errors (DESIGN.md section 3): 400 `{"<field>": ["message"]}` ' +
          'for bad fields, `{"detail": "message"}` otherwise.',
        version: '0.1.0',
      },
      servers: [{ url: '/', description: 'This server' }],
      // The shared parts: credentials, error bodies and error answers.
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The token of login or signup, sent as `Token <token>` (SPEC.md section 7).',
          },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The same session as an httpOnly cookie, set by login for the web app. A write it ' +
              'authenticates must come from this site (its Origin or Referer), else 403.',
          },
        },
        headers: {
          ErrorKeys: {
            description: "The body's message keys (packages/shared messages.ts) as JSON, for translation.",
            schema: { type: 'string' },
          },
        },
        schemas: {
          ErrorDetail: {
            type: 'object',
            required: ['detail'],
            properties: { detail: { type: 'string', example: 'Invalid token.' } },
          },
          FieldErrors: {
            type: 'object',
            description: 'The messages of each bad field (`non_field_errors` for the body as a whole).',
            additionalProperties: { type: 'array', items: { type: 'string' } },
            example: { username: ['This field is required.'] },
          },
        },
        responses: {
          BadRequest: {
            description:
              'A bad field: `{"<field>": ["message", ...]}`; a malformed body or URL: `{"detail"}`.',
            headers: { [ERROR_KEYS_HEADER]: { $ref: '#/components/headers/ErrorKeys' } },
            content: json({ oneOf: [{ $ref: '#/components/schemas/FieldErrors' }, detail] }),
          },
          Unauthorized: detailResponse('No session, or an invalid one (`Invalid token.`).'),
          Forbidden: detailResponse(
            "Refused: a blocked member, another site's cookie write, or the route's own rule.",
          ),
          SuperuserOnly: detailResponse('Refused: the session is not a superuser.'),
          NotFound: detailResponse('Nothing at this path.'),
          TooManyRequests: detailResponse('Too many requests. Please try again later.'),
        } satisfies Record<ErrorResponse, object>,
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
