/** Recognising database errors the services turn into answers, whichever driver raised them. */

/**
 * True for a unique-index violation (PostgreSQL SQLSTATE 23505): node-postgres puts the code on
 * the error, PGlite and Drizzle's wrapper on the error or its `cause`.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
