/**
 * "Download my data" (DESIGN.md D22, issue 31): the export starts (202 `{id}`), answers 202 while
 * the job makes it, then the ZIP to its owner only, holding the member's rows as JSON and their
 * photos and document as files, and nothing of other members' conversations; other members and
 * visitors never get it; EXPORTS_PER_DAY per 24 hours, then 429; gone after its link time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION, EXPORTS_PER_DAY, type ExportStarted } from '@nikah/shared';
import { chatMessages } from '../../db/schema';
import { HOUR_MS } from '../../lib/time';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, RELAXED_LIMITS, send, signUp, type Member } from '../../../test/accounts-helpers';
import { makeExport, removeExpiredExports } from './export';
import { fillMemberData, readZip } from './privacy-test-helpers';

describe.each(DATABASE_KINDS)('data export on %s', (kind) => {
  let t: TestApp;
  let me: Member;
  let you: Member;
  let third: Member;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    me = await signUp(t, { consent_version: CONSENT_VERSION, consent_language: 'hi' });
    you = await signUp(t, { gender: 'Female' });
    third = await signUp(t);
  }, 120_000);
  afterAll(() => t.close());

  const start = async (m: Member) => send(t, 'POST', '/api/profiles/export/', {}, auth(m.token));
  const linkHours = () => t.app.deps.config.EXPORT_LINK_HOURS;

  it("gives the member a ZIP of their data and photos, and nobody else's", async () => {
    const life = await fillMemberData(t, me, you);
    // The other member's conversation with a third member is theirs, not mine.
    const elsewhere = `Between you and third ${third.profileId}`;
    await t.database.db
      .insert(chatMessages)
      .values({ senderId: you.profileId, receiverId: third.profileId, text: elsewhere });

    const started = await start(me);
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<ExportStarted>();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The job (also queued) makes it; run it here so the test waits for nothing.
    await makeExport({ db: t.database.db, storage: t.storage, linkHours: linkHours() }, id, new Date());

    // Nobody else gets it: another member, a visitor.
    expect((await send(t, 'GET', `/api/profiles/export/${id}/`, undefined, auth(you.token))).statusCode).toBe(
      404,
    );
    expect((await send(t, 'GET', `/api/profiles/export/${id}/`)).statusCode).toBe(401);

    const res = await send(t, 'GET', `/api/profiles/export/${id}/`, undefined, auth(me.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await readZip(res.rawPayload);
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8')) as unknown;

    expect(json('profile.json')).toMatchObject({ id: me.profileId, slug: me.slug });
    expect(json('account.json')).toMatchObject({ username: me.username });
    expect(json('consents.json')).toEqual([
      expect.objectContaining({ version: CONSENT_VERSION, language: 'hi' }),
    ]);
    expect(json('proposals.json')).toEqual([
      expect.objectContaining({ sender_id: me.profileId, receiver_id: you.profileId, status: 'Accepted' }),
    ]);
    expect(json('favourites.json')).toEqual([
      expect.objectContaining({ favourite_profile_id: you.profileId }),
    ]);
    expect(json('visits.json')).toEqual({
      made: [expect.objectContaining({ visited_id: you.profileId })],
      received: [expect.objectContaining({ visitor_id: you.profileId })],
    });
    expect(json('contact-reveals.json')).toEqual({
      made: [expect.objectContaining({ profile_id: you.profileId, kind: 'contact' })],
      received: [expect.objectContaining({ viewer_profile_id: you.profileId, kind: 'contact' })],
    });
    expect(json('notifications.json')).toEqual({
      centre: [expect.objectContaining({ kind: 'proposal-accepted', link: '/sent-proposal', read_on: null })],
      messages_sent: [expect.objectContaining({ kind: 'proposal-accepted' })],
      preferences: [],
      saved_searches: [expect.objectContaining({ name: 'Lucknow', filters: { city: 'Lucknow' } })],
    });
    const messages = json('chat-messages.json') as { text: string }[];
    expect(messages.map((m) => m.text)).toEqual([life.sent, life.received]);

    // The photos and the document as files, byte for byte; no blurred copies, no other's file.
    const stored = async (key: string) => {
      const path = await t.storage.locate(key);
      const fs = await import('node:fs/promises');
      return fs.readFile(path!);
    };
    const names = [...files.keys()];
    expect(names.filter((n) => n.startsWith('photos/'))).toEqual([
      'photos/1-exp1aaaa.jpg',
      'photos/2-exp2bbbb.jpg',
    ]);
    expect(files.get('photos/1-exp1aaaa.jpg')).toEqual(await stored(life.photos[0]!.original));
    const docs = names.filter((n) => n.startsWith('documents/'));
    expect(docs).toHaveLength(1);
    expect(files.get(docs[0]!)).toEqual(await stored(life.doc.storageKey));

    // Nothing of the other member's conversation with a third member, anywhere in the ZIP.
    const all = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(all).not.toContain(elsewhere);
    expect(all).not.toContain(you.username);

    // After its link time the ZIP is deleted and its address answers 404.
    const later = new Date(Date.now() + (linkHours() + 1) * HOUR_MS);
    expect(
      await removeExpiredExports({ db: t.database.db, storage: t.storage }, later),
    ).toBeGreaterThanOrEqual(1);
    expect((await send(t, 'GET', `/api/profiles/export/${id}/`, undefined, auth(me.token))).statusCode).toBe(
      404,
    );
  });

  it('answers 202 while pending and refuses more than EXPORTS_PER_DAY a day', async () => {
    // `third` has made none yet.
    for (let i = 0; i < EXPORTS_PER_DAY; i += 1) {
      const res = await start(third);
      expect(res.statusCode, res.body).toBe(202);
      const { id } = res.json<ExportStarted>();
      const poll = await send(t, 'GET', `/api/profiles/export/${id}/`, undefined, auth(third.token));
      // Pending, unless the queued job already made it.
      expect([200, 202]).toContain(poll.statusCode);
      if (poll.statusCode === 202) expect(poll.json()).toEqual({ status: 'pending' });
    }
    const refused = await start(third);
    expect(refused.statusCode).toBe(429);
    expect((await send(t, 'POST', '/api/profiles/export/', {})).statusCode).toBe(401);
  });
});
