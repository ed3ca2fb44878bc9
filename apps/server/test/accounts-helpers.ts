/**
 * Helpers for the account API tests: unique usernames, reading a code from the dev outbox, and a
 * full signup through the real calls (send-otp, outbox, create).
 */
import { expect } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sampleSignup } from '../../../packages/shared/test/sample-profile';
import type { TestApp } from './app';

let counter = 0;
/** A fresh valid Indian mobile username for this process (7xxxxxxxxx). */
export function newMobile(): string {
  counter += 1;
  return `7${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(5, '0')}`;
}

/** Environment that lifts the rate limits out of the way of the tests that do not test them. */
export const RELAXED_LIMITS = {
  RATE_LIMIT_OTP_PER_HOUR: '1000',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  RATE_LIMIT_CODE_CHECKS_PER_HOUR: '1000',
  RATE_LIMIT_LOOKUPS_PER_MINUTE: '1000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '1000',
};

/** `Authorization: Token <token>` headers. */
export const auth = (token: string) => ({ authorization: `Token ${token}` });

/** Sends a JSON request. */
export function send(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, payload: payload as InjectOptions['payload'], headers });
}

/** Asks for a code and reads it from the dev outbox (`GET /api/dev/outbox?to=`). */
export async function requestCode(t: TestApp, username: string, purpose: 'signup' | 'reset' = 'signup') {
  const res = await send(t, 'POST', '/api/configs/send-otp/', { username, purpose });
  expect(res.statusCode, res.body).toBe(200);
  const to = username.includes('@') ? username.toLowerCase() : username;
  const outbox = await send(t, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = outbox.json<{ results: { code: string | null }[] }>().results[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

export interface Member {
  username: string;
  password: string;
  token: string;
  profileId: number;
  slug: string;
}

/** Signs up a new member with `overrides` of the sample form; returns the session. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Member> {
  const username = (overrides.username as string | undefined) ?? newMobile();
  const code = await requestCode(t, username);
  const body = sampleSignup({ ...overrides, username, otp: code });
  const res = await send(t, 'POST', '/api/profiles/create/', body);
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json<{ token: string; profile_id: number; slug: string }>();
  return {
    username,
    password: body.password as string,
    token: json.token,
    profileId: json.profile_id,
    slug: json.slug,
  };
}
