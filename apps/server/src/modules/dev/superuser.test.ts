/**
 * `POST /api/dev/superuser/` (outside production, no login): creates a new superuser account for
 * browser tests, leaves an existing superuser as it is, and refuses (409) any other existing
 * account, which it neither promotes nor gives a new password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@nikah/shared';
import { users } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, send, signUp, type Member } from '../../../test/accounts-helpers';

describe.each(DATABASE_KINDS)('the development superuser route on %s', (kind) => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    member = await signUp(t);
  });
  afterAll(() => t.close());

  const create = (username: string, password: string) =>
    send(t, 'POST', '/api/dev/superuser/', { username, password });
  const login = (username: string, password: string) =>
    send(t, 'POST', '/api/profiles/login/', { username, password });
  const isSuperuser = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0]?.isSuperuser;

  it('creates a new superuser, who can log in as one', async () => {
    const res = await create('devmoderator1', 'first-pass1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: true });
    const session = await login('devmoderator1', 'first-pass1');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ is_superuser: true });
  });

  it('leaves an existing superuser as it is: no new password', async () => {
    const res = await create('devmoderator1', 'other-pass2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: false });
    expect((await login('devmoderator1', 'other-pass2')).statusCode).not.toBe(200);
    expect((await login('devmoderator1', 'first-pass1')).statusCode).toBe(200);
  });

  it("refuses a member's account (409): not promoted, password unchanged", async () => {
    const res = await create(member.username, 'taken-over1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: MESSAGES.alreadyExists });
    expect(await isSuperuser(member.username)).toBe(false);
    expect((await login(member.username, 'taken-over1')).statusCode).not.toBe(200);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });
});
