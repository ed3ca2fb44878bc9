/**
 * The feedback limit is the named setting RATE_LIMIT_FEEDBACK_PER_HOUR of config.ts (issue 15:
 * every rate limit is a setting with a documented default), counted per client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';

const VALID = {
  category: 'Suggestion',
  name: 'Abdul Rahman',
  gender: 'Male',
  mobile: '9876543210',
  email: 'abdul@example.com',
  location: 'Hyderabad',
  description: 'Please add a search by mother tongue to the profile search.',
};

describe('feedback limit setting', () => {
  it('defaults to 10 messages per address per hour and rejects nonsense', () => {
    expect(loadConfig({}).RATE_LIMIT_FEEDBACK_PER_HOUR).toBe(10);
    expect(loadConfig({ RATE_LIMIT_FEEDBACK_PER_HOUR: '3' }).RATE_LIMIT_FEEDBACK_PER_HOUR).toBe(3);
    expect(() => loadConfig({ RATE_LIMIT_FEEDBACK_PER_HOUR: '0' })).toThrow(/RATE_LIMIT_FEEDBACK_PER_HOUR/);
  });
});

describe.each(DATABASE_KINDS)('feedback limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: { RATE_LIMIT_FEEDBACK_PER_HOUR: '2' } });
  });
  afterAll(() => t.close());

  const post = (ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/configs/feedback/', payload: VALID, remoteAddress: ip });

  it('answers 429 past the configured number of messages from one address', async () => {
    expect((await post('10.1.0.1')).statusCode).toBe(201);
    expect((await post('10.1.0.1')).statusCode).toBe(201);
    const limited = await post('10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    expect((await post('10.1.0.2')).statusCode).toBe(201);
  });
});
