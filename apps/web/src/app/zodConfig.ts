/**
 * Zod compiles a fast parser for each object schema with `new Function`, after probing whether
 * eval is allowed. Our Content-Security-Policy forbids eval (script-src 'self'), so the probe is
 * refused and the browser records a CSP violation on every page that parses an answer (Lighthouse
 * best practices: inspector-issues, issue 11). Zod reads its settings from this global when it
 * loads, so setting `jitless` here, before any Zod module is evaluated (this module is main.tsx's
 * first import, and Zod only arrives later in lazy chunks), skips the probe; parsing then uses
 * Zod's interpreter, which is what it falls back to under the CSP anyway.
 *
 * It also chooses the shared schemas' message mode, read by packages/shared's zod-messages.ts when
 * it loads: encoded refs, which the forms translate by key (lib/messages.ts). Only here, in the
 * browser's entry: Zod's error map is process-wide, and on the server (the server-rendering bundle
 * runs inside the API process) it stays the API's English one. Chosen by a global rather than by
 * calling `installZodMessageRefs()`, which would load Zod at the start of every page that can
 * show an error (issue 29: evaluating Zod was a 250 ms task at 4x CPU slowdown).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
globalThis.__nikah_zodIssueMode = 'ref';

export {};
