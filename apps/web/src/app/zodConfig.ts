/**
 * Zod compiles a fast parser for each object schema with `new Function`, after probing whether
 * eval is allowed. Our Content-Security-Policy forbids eval (script-src 'self'), so the probe is
 * refused and the browser records a CSP violation on every page that parses an answer (Lighthouse
 * best practices: inspector-issues, issue 11). Zod reads its settings from this global when it
 * loads, so setting `jitless` here, before any Zod module is evaluated (this module is main.tsx's
 * first import, and Zod only arrives later in lazy chunks), skips the probe; parsing then uses
 * Zod's interpreter, which is what it falls back to under the CSP anyway.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
