/**
 * Every rule of SPEC.md section 5 for the signup steps on `POST /api/profiles/create/` (one failing
 * and one passing case each; a passing case gets as far as the code check), the server's reference
 * and blocked-word checks (DESIGN.md D9), and an existing username.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { blockedKeywords } from '../../db/schema';
import { BLOCKED_KEYWORDS } from '../../db/seed/demo/content';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, newMobile, send, signUp } from '../../../test/accounts-helpers';
import { RULES } from '../../../test/accounts-rules';

const BLOCKED = 'Your Profile contains blocked words, please remove them to proceed. Blocked Word: ';

describe.each(DATABASE_KINDS)('create rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    await t.database.db.insert(blockedKeywords).values(BLOCKED_KEYWORDS.map((keyword) => ({ keyword })));
  });
  afterAll(() => t.close());

  describe('rules of SPEC.md section 5 on create', () => {
    it.each(RULES)('%s: %j gives %s', async (field, failing, message, passing) => {
      const bad = await send(
        t,
        'POST',
        '/api/profiles/create/',
        sampleSignup({ username: newMobile(), ...failing }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json<Record<string, string[]>>()[field], bad.body).toContain(message);
      // Passing: everything is accepted up to the code, which is wrong here.
      const good = await send(
        t,
        'POST',
        '/api/profiles/create/',
        sampleSignup({ username: newMobile(), ...passing }),
      );
      expect(good.statusCode).toBe(400);
      expect(good.json(), good.body).toEqual({ otp: ['OTP is incorrect'] });
    });
  });

  it.each([
    ['state', { state: 'Atlantis' }],
    ['city', { city: 'Mumbai' }],
    ['biradari', { biradari: 'Martian' }],
    ['maslak', { maslak: 'Nowhere' }],
    [
      'country_current',
      { country_current: 'Narnia', state_current: '', city_current: '', email: 'a@example.com' },
    ],
    ['state_current', { state_current: 'Atlantis' }],
    ['city_current', { city_current: 'Pune' }],
  ])('refuses an unknown %s', async (field, change) => {
    const res = await send(
      t,
      'POST',
      '/api/profiles/create/',
      sampleSignup({ username: newMobile(), ...change }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: ['Select a valid choice.'] });
  });

  it('refuses blocked words in any text field, case-insensitively', async () => {
    for (const [field, value, word] of [
      ['expectations', 'DOWRY expected, we want a grand wedding only.', 'dowry'],
      ['hobbies', 'Contact Broker uncle', 'broker'],
      ['extra_information', 'Please send   money to our family for the walima.', 'send money'],
    ] as const) {
      const res = await send(
        t,
        'POST',
        '/api/profiles/create/',
        sampleSignup({ username: newMobile(), [field]: value }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: [`${BLOCKED}${word}`] });
    }
    // A blocked word inside another word is not a match.
    const ok = await send(
      t,
      'POST',
      '/api/profiles/create/',
      sampleSignup({ username: newMobile(), hobbies: 'Coffees and books' }),
    );
    expect(ok.json()).toEqual({ otp: ['OTP is incorrect'] });
  });

  it('refuses a username that already exists, before and after the code', async () => {
    const a = await signUp(t);
    const again = await send(t, 'POST', '/api/configs/send-otp/', { username: a.username });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ username: ['Already exists.'] });
    const create = await send(
      t,
      'POST',
      '/api/profiles/create/',
      sampleSignup({ username: a.username, otp: '000000' }),
    );
    expect(create.json()).toEqual({ username: ['Already exists.'] });
  });
});
