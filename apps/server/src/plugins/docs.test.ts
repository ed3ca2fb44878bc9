/**
 * The served API document (issue 33 point 9): Redocly's recommended rules (redocly.yaml at the
 * repository root) find no error in `GET /api/docs/json`; every operation has a unique, readable
 * `operationId` and a summary; its `security` and 401 agree with the access matrix; its error
 * answers are DESIGN.md section 3's shapes. The only warnings left are public operations that take
 * no input and so have no 4xx answer to document.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeTestApp, type TestApp } from '../../test/app';
import { ACCESS } from '../access/matrix';
import { operationName } from './docs-operations';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const REDOCLY = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const operationSchema = z
  .object({
    operationId: z.string().optional(),
    summary: z.string().optional(),
    security: z.array(z.record(z.string(), z.array(z.string()))).default([]),
    requestBody: z.unknown().optional(),
    parameters: z.array(z.object({ in: z.string() })).optional(),
    responses: z.record(z.string(), z.object({ $ref: z.string().optional() }).passthrough()),
  })
  .passthrough();
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });
const lintSchema = z.object({
  totals: z.object({ errors: z.number(), warnings: z.number() }),
  problems: z.array(
    z.object({
      ruleId: z.string(),
      severity: z.string(),
      message: z.string(),
      location: z.array(z.object({ pointer: z.string() })),
    }),
  ),
});

type Operation = z.infer<typeof operationSchema>;

/** Every operation of the document by `METHOD /path` (the access matrix's keys). */
function operationsOf(doc: unknown): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [url, item] of Object.entries(documentSchema.parse(doc).paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (METHODS.includes(method)) out.set(`${method.toUpperCase()} ${url}`, operationSchema.parse(op));
    }
  }
  return out;
}

/** Runs `redocly lint` with the repository's redocly.yaml on a document; its JSON report. */
async function lint(doc: string): Promise<z.infer<typeof lintSchema>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-openapi-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, doc);
  const args = [REDOCLY, 'lint', file, '--config', path.join(REPO_ROOT, 'redocly.yaml')];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  try {
    // A document with errors makes the command exit 1; its report is on standard output either way.
    const run = await promisify(execFile)(
      process.execPath,
      [...args, '--format', 'json', '--max-problems', '10000'],
      {
        env,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    return lintSchema.parse(JSON.parse(run.stdout));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const errorsOf = (op: Operation) =>
  Object.fromEntries(Object.entries(op.responses).filter(([status]) => status.startsWith('4')));
const needsSession = (op: Operation) =>
  op.security.length > 0 && op.security.every((s) => Object.keys(s).length > 0);

describe('the served API document', () => {
  let t: TestApp;
  let body: string;
  let ops: Map<string, Operation>;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { demoProfiles: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    body = res.body;
    ops = operationsOf(JSON.parse(body));
  });
  afterAll(() => t.close());

  it("passes Redocly's recommended rules with no error", async () => {
    const report = await lint(body);
    const line = (p: (typeof report.problems)[number]) =>
      `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`;
    console.log(`redocly lint: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
    expect(report.problems.filter((p) => p.severity === 'error').map(line)).toEqual([]);
    // A warning is only a public operation without input, which has no 4xx answer to give.
    const other = report.problems.filter((p) => {
      const [, url, method] =
        /^#\/paths\/([^/]+)\/(\w+)\/responses$/.exec(p.location[0]?.pointer ?? '') ?? [];
      const op = url && method ? ops.get(`${method.toUpperCase()} ${url.replaceAll('~1', '/')}`) : undefined;
      const inputless = op && op.security.length === 0 && !op.requestBody && !op.parameters;
      return !(p.ruleId === 'operation-4xx-response' && inputless);
    });
    expect(other.map(line)).toEqual([]);
  }, 120_000);

  it('names every operation once, readably, with a summary', () => {
    expect([...ops].filter(([, op]) => !op.operationId || !op.summary).map(([key]) => key)).toEqual([]);
    const ids = [...ops.values()].map((op) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    const byKey = (key: string) => ops.get(key)?.operationId;
    expect(byKey('POST /api/profiles/login/')).toBe('profilesLogin');
    expect(byKey('POST /api/admin/profiles/{id}/approve/')).toBe('adminProfilesApprove');
    expect(byKey('GET /api/friends/get-messages')).toBe('friendsMessagesList');
    expect(byKey('GET /api/admin/profiles/')).toBe('adminProfilesList');
    expect(byKey('GET /api/admin/profiles/{id}/')).toBe('adminProfilesGet');
    expect(byKey('PUT /api/admin/news/{id}/')).toBe('adminNewsUpdate');
    expect(operationName('DELETE', '/api/admin/news/:id/')).toEqual({
      operationId: 'adminNewsDelete',
      summary: 'Admin news: delete ({id}).',
    });
    // A route's own summary is kept.
    expect(ops.get('POST /api/configs/feedback/')?.summary).toBe(
      'Sends a feedback message to the moderators.',
    );
  });

  it('asks for a session exactly where the access matrix refuses a visitor with 401', () => {
    const mismatches = [...ops].flatMap(([key, op]) => {
      const visitor = ACCESS[key]?.visitor;
      if (visitor === undefined) return [];
      const documented = needsSession(op) && '401' in op.responses;
      return documented === (visitor === 401)
        ? []
        : [`${key}: documented ${documented}, visitor gets ${visitor}`];
    });
    expect(mismatches).toEqual([]);
    expect(ops.get('GET /api/home/')?.security).toEqual([]);
    expect(ops.get('GET /api/profiles/list/')?.security).toEqual([{}, { token: [] }, { session: [] }]);
    expect(ops.get('GET /api/admin/profiles/')?.security).toEqual([{ token: [] }, { session: [] }]);
    expect(errorsOf(ops.get('GET /api/admin/profiles/')!)['403']).toEqual({
      $ref: '#/components/responses/SuperuserOnly',
    });
  });

  it("documents the error answers of DESIGN.md section 3 that the route's config can give", async () => {
    const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
    expect(errorsOf(ops.get('POST /api/profiles/login/')!)).toEqual({
      '400': ref('BadRequest'),
      '429': ref('TooManyRequests'),
    });
    expect(errorsOf(ops.get('POST /api/friends/send-message')!)).toEqual({
      '400': ref('BadRequest'),
      '401': ref('Unauthorized'),
      '403': ref('Forbidden'),
      '429': ref('TooManyRequests'),
    });
    expect(Object.keys(errorsOf(ops.get('DELETE /api/admin/news/{id}/')!))).toEqual([
      '400',
      '401',
      '403',
      '404',
    ]);
    // The shapes are the served ones: field errors for a bad body, {detail} for a missing session.
    const doc = z
      .object({ components: z.object({ schemas: z.record(z.string(), z.unknown()) }) })
      .parse(JSON.parse(body));
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorDetail', 'FieldErrors']),
    );
    const bad = await t.app.inject({ method: 'POST', url: '/api/profiles/login/', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(z.record(z.string(), z.array(z.string())).safeParse(bad.json()).success).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/profiles/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: expect.any(String) });
  });
});
