import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { withoutQueryParams } from './errors';

describe('withoutQueryParams', () => {
  it('drops the parameters of a failed query from what is logged', () => {
    const cause = new Error('duplicate key');
    const err = new DrizzleQueryError(
      'insert into users values ($1, $2)',
      ['9876543210', '$argon2id$secret'],
      cause,
    );
    const clean = withoutQueryParams(err);
    const logged = JSON.stringify({ ...clean, message: clean.message, stack: clean.stack });
    expect(clean.message).toBe('Failed query: insert into users values ($1, $2)');
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('argon2id');
    expect(clean.cause).toBe(cause);
  });
  it('keeps other errors as they are', () => {
    const err = new Error('boom');
    expect(withoutQueryParams(err)).toBe(err);
  });
});
