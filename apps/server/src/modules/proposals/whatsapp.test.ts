/**
 * The chat-app (WhatsApp) dialog (issue 8; SPEC.md section 4; DESIGN.md D6): a wrong captcha
 * answer is 400 and sends nothing; a right one sends a proposal when there is none yet (not again,
 * not back to a member who proposed), then gives the wa.me link when the contact rules allow it,
 * logged and capped like "Show contact", else the reason ('private', 'hours', 'cap').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messageText, msg, type WhatsappResponse } from '@nikah/shared';
import { contactViews, proposals } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import {
  RELAXED_DISCOVERY_LIMITS,
  codeOf,
  insertProfile,
  makeVisible,
  ok,
  testClock,
} from '../../../test/discovery-helpers';

// 15 January 2026 in India (UTC+5:30): 12:00 is inside the contact hours, 23:00 outside.
const NOON_IST = '2026-01-15T06:30:00Z';
const NIGHT_IST = '2026-01-15T17:30:00Z';

describe.each(DATABASE_KINDS)('the WhatsApp dialog on %s', (kind) => {
  const clock = testClock();
  let t: TestApp;
  let bride: Member;
  let groom: Member;
  let groom2: Member;
  const code: Record<string, string> = {};

  beforeAll(async () => {
    clock.set(NOON_IST);
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: { ...RELAXED_DISCOVERY_LIMITS, CONTACT_REVEALS_PER_DAY: '4' },
      deps: { clock: clock.now },
    });
    bride = await signUp(t);
    groom = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi' });
    groom2 = await signUp(t, { gender: 'Male', full_name: 'Faisal Ansari' });
    for (const [name, m] of Object.entries({ bride, groom, groom2 })) {
      await makeVisible(t, m);
      code[name] = await codeOf(t, m);
    }
  });
  afterAll(() => t.close());

  /** A fresh captcha for `m`: its id and the right answer. */
  async function captcha(m: Member) {
    const q = ok<{ captcha_id: string; question: string }>(
      await send(t, 'GET', '/api/profiles/captcha/', undefined, auth(m.token)),
    );
    const [a, b] = q.question.split('+').map((n) => Number(n.trim()));
    return { captcha_id: q.captcha_id, answer: a! + b! };
  }
  const dialog = (m: Member, c: string, body: unknown) =>
    send(t, 'POST', `/api/profiles/whatsapp/${c}/`, body, auth(m.token));
  /** A visible woman whose contact is not private; her hours are India's, whatever country the generated profile would have had. */
  const publicBride = () =>
    insertProfile(t, {
      gender: 'Female',
      approvalStatus: 'approved',
      privateContact: false,
      countryCurrent: 'India',
    });
  const proposalsFrom = (m: Member) =>
    t.database.db.select().from(proposals).where(eq(proposals.senderId, m.profileId));
  const reveals = (m: Member) =>
    t.database.db
      .select()
      .from(contactViews)
      .where(and(eq(contactViews.viewerProfileId, m.profileId), eq(contactViews.kind, 'contact')));

  it('answers a wrong value with 400 and sends nothing', async () => {
    const q = await captcha(groom);
    const res = await dialog(groom, code.bride!, { ...q, answer: q.answer + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ answer: [messageText(msg('wrongValue'))] });
    expect(await proposalsFrom(groom)).toHaveLength(0);
    // The question is used up.
    const reused = await dialog(groom, code.bride!, q);
    expect(reused.statusCode).toBe(400);
    expect(Object.keys(reused.json())).toEqual(['captcha_id']);
  });

  it('sends a proposal on a right answer; a private contact gives its link once she accepts (D6)', async () => {
    const res = ok<WhatsappResponse>(await dialog(groom, code.bride!, await captcha(groom)));
    expect(res).toMatchObject({
      proposal_sent: true,
      proposal: { status: 'Sent', sender: code.groom, receiver: code.bride },
      link: null,
      hidden_reason: 'private',
      contact_time_zone: 'Asia/Kolkata',
    });
    expect(await proposalsFrom(groom)).toHaveLength(1);
    expect(await reveals(groom)).toHaveLength(0);
    await t.database.db.update(proposals).set({ status: 'Accepted' });
    const accepted = ok<WhatsappResponse>(await dialog(groom, code.bride!, await captcha(groom)));
    expect(accepted).toMatchObject({
      proposal_sent: false,
      proposal: null,
      link: 'https://wa.me/919876543210',
      hidden_reason: null,
    });
    expect(await reveals(groom)).toHaveLength(1);
  });

  it('does not send again once one is accepted, nor back to a member who proposed', async () => {
    const again = ok<WhatsappResponse>(await dialog(groom, code.bride!, await captcha(groom)));
    expect(again).toMatchObject({ proposal_sent: false, proposal: null, link: 'https://wa.me/919876543210' });
    expect(await proposalsFrom(groom)).toHaveLength(1);
    // The same profile again the same day is not a second reveal (issue 34 point 9).
    expect(await reveals(groom)).toHaveLength(1);
    const back = ok<WhatsappResponse>(await dialog(bride, code.groom!, await captcha(bride)));
    expect(back).toMatchObject({ proposal_sent: false, link: 'https://wa.me/919876543210' });
    expect(await proposalsFrom(bride)).toHaveLength(0);
  });

  it("uses a number containing + as it is; outside the owner's hours gives 'hours' and no link", async () => {
    const abroad = await insertProfile(t, {
      gender: 'Female',
      approvalStatus: 'approved',
      privateContact: false,
      countryCurrent: 'India',
      whatsappCountryCode: '+91',
      whatsappNumber: '+971 50 123 4567',
    });
    const res = ok<WhatsappResponse>(await dialog(groom, abroad.profileCode, await captcha(groom)));
    expect(res).toMatchObject({
      proposal_sent: true,
      link: 'https://wa.me/971501234567',
      hidden_reason: null,
    });

    clock.set(NIGHT_IST);
    const open = await publicBride();
    const night = ok<WhatsappResponse>(await dialog(groom, open.profileCode, await captcha(groom)));
    expect(night).toMatchObject({ proposal_sent: true, link: null, hidden_reason: 'hours' });
    clock.set(NOON_IST);
  });

  it("gives 'cap' once the daily contact reveals are used, the proposal still sent", async () => {
    // Reveals so far: groom 2 profiles (bride, abroad), cap 4; bride again counts for nothing.
    ok(await dialog(groom, code.bride!, await captcha(groom)));
    for (let i = 0; i < 2; i += 1) {
      const target = await publicBride();
      const res = ok<WhatsappResponse>(await dialog(groom, target.profileCode, await captcha(groom)));
      expect(res).toMatchObject({ proposal_sent: true, hidden_reason: null });
    }
    const target = await publicBride();
    const res = ok<WhatsappResponse>(await dialog(groom, target.profileCode, await captcha(groom)));
    expect(res).toMatchObject({ proposal_sent: true, link: null, hidden_reason: 'cap' });
    // A profile already shown today still opens.
    const bride2 = ok<WhatsappResponse>(await dialog(groom, code.bride!, await captcha(groom)));
    expect(bride2).toMatchObject({ link: 'https://wa.me/919876543210', hidden_reason: null });
  });

  it('keeps the proposal rules: same gender 400, own profile 400, unknown 404', async () => {
    const same = await dialog(groom, code.groom2!, await captcha(groom));
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ detail: messageText(msg('proposalSameGender')) });
    expect((await dialog(groom, code.groom!, await captcha(groom))).statusCode).toBe(400);
    expect((await dialog(groom, 'NK999999999', await captcha(groom))).statusCode).toBe(404);
    expect(
      (await send(t, 'POST', `/api/profiles/whatsapp/${code.bride}/`, { captcha_id: 'x', answer: 1 }))
        .statusCode,
    ).toBe(401);
  });
});
