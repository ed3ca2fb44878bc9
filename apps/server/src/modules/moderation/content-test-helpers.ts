/**
 * Helpers for the moderation console's content tests (issue 9): a logged-in superuser, a member,
 * the audit rows of a target, and multipart bodies with text fields and files.
 */
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../db/schema';
import { createOrPromoteSuperuser } from '../auth/superuser';
import type { TestApp } from '../../../test/app';
import { auth, send } from '../../../test/accounts-helpers';

/** Creates superuser `username` and returns its `Authorization` headers. */
export async function moderatorHeaders(t: TestApp, username = 'moderator'): Promise<Record<string, string>> {
  const password = 'moderator-pass1';
  await createOrPromoteSuperuser(t.database.db, username, password);
  const res = await send(t, 'POST', '/api/profiles/login/', { username, password });
  expect(res.statusCode, res.body).toBe(200);
  return auth(res.json<{ token: string }>().token);
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
