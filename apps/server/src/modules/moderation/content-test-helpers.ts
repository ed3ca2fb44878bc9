/**
 * Helpers for the moderation console's content tests (issue 9): a logged-in superuser, a member,
 * the audit rows of a target, and multipart bodies with text fields and files.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog } from '../../db/schema';
import { createOrPromoteSuperuser } from '../auth/superuser';
import type { DatabaseKind } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, auth, send } from '../../../test/accounts-helpers';

/** Creates superuser `username` and returns its `Authorization` headers. */
export async function moderatorHeaders(t: TestApp, username = 'moderator'): Promise<Record<string, string>> {
  const password = 'moderator-pass1';
  await createOrPromoteSuperuser(t.database.db, username, password);
  const res = await send(t, 'POST', '/api/profiles/login/', { username, password });
  expect(res.statusCode, res.body).toBe(200);
  return auth(res.json<{ token: string }>().token);
}

/**
 * A console test's app on database `kind` with a logged-in moderator, made in a `beforeAll` and
 * closed in an `afterAll` of the calling `describe`: `t` and `mod` are there inside its tests.
 * `admin` sends a request as the moderator; `publicGet` reads a public route and expects 200.
 */
export function moderatorApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  let mod: Record<string, string> = {};
  beforeAll(async () => {
    app = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    mod = await moderatorHeaders(app);
  });
  afterAll(() => app?.close());
  const t = (): TestApp => {
    if (!app) throw new Error('moderatorApp: the app exists inside tests only');
    return app;
  };
  return {
    get t() {
      return t();
    },
    get mod() {
      return mod;
    },
    admin: (method: InjectOptions['method'], url: string, body?: unknown) =>
      send(t(), method, url, body, mod),
    publicGet: async <T>(url: string): Promise<T> => {
      const res = await send(t(), 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    },
  };
}

/** The audit rows of one target, oldest first. */
export function auditRows(t: TestApp, targetType: string, targetId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));
}

/** A file part of a multipart body. */
export interface FilePart {
  data: Buffer;
  filename: string;
  type: string;
}

/** A multipart/form-data body of text `fields` and `files`, with its content-type header. */
export function multipartBody(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const boundary = 'x-content-boundary-9';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
