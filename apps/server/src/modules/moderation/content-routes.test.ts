/**
 * Content routes of the moderation console (issue 9) on each database kind: every route refuses
 * visitors (401) and members (403); what a moderator creates, changes or deletes shows at once in
 * the public routes; every write leaves an audit row with before and after; a blocked keyword
 * added by a moderator refuses a profile update at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { blockedWordMessage, messageText, msg } from '@nikah/shared';
import { sampleSignup } from '../../../../../packages/shared/test/sample-profile';
import { DATABASE_KINDS } from '../../../test/databases';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import { auditRows, moderatorApp } from './content-test-helpers';

/** Every content route of the console, with a body that would be valid. */
const ROUTES: [InjectOptions['method'], string, unknown?][] = [
  ['GET', '/api/admin/books/'],
  ['POST', '/api/admin/books/'],
  ['POST', '/api/admin/books/1/'],
  ['DELETE', '/api/admin/books/1/'],
  ['GET', '/api/admin/feedback/'],
  ...(
    [
      ['guideline-tags', { name: 'Nikah' }],
      ['guidelines', { tag: 1, youtube_code: 'dQw4w9WgXcQ', title: 'A', title_hindi: 'ए' }],
      ['success-stories', { name: 'A', short_description: 'B', description: 'C' }],
      ['news', { title: 'A', link: 'https://example.org/a', description: 'B' }],
      ['header-messages', { message: 'Hello' }],
    ] as const
  ).flatMap(([path, body]): [InjectOptions['method'], string, unknown?][] => [
    ['GET', `/api/admin/${path}/`],
    ['POST', `/api/admin/${path}/`, body],
    ['PUT', `/api/admin/${path}/1/`, body],
    ['DELETE', `/api/admin/${path}/1/`],
  ]),
  ['GET', '/api/admin/blocked-keywords/'],
  ['POST', '/api/admin/blocked-keywords/', { keyword: 'x' }],
  ['DELETE', '/api/admin/blocked-keywords/1/'],
  ['GET', '/api/admin/groups/'],
  ['POST', '/api/admin/groups/', { group_name: 'x' }],
  ['DELETE', '/api/admin/groups/1/'],
];

describe.each(DATABASE_KINDS)('moderation content routes on %s', (kind) => {
  const c = moderatorApp(kind);
  const { admin, publicGet } = c;
  let member: Member;

  beforeAll(async () => {
    member = await signUp(c.t);
  });

  it('refuses every route to a visitor (401) and to a member (403)', async () => {
    for (const [method, url, body] of ROUTES) {
      const visitor = await send(c.t, method, url, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await send(c.t, method, url, body, auth(member.token));
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json()).toEqual({ detail: messageText(msg('forbidden')) });
    }
  });

  it('creates, changes and deletes a header message, shown at once by the public route, audited', async () => {
    const created = await admin('POST', '/api/admin/header-messages/', {
      message: 'Eid Mubarak to all families',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const shown = await publicGet<{ id: number; message: string }[]>('/api/configs/header-message/');
    expect(shown).toContainEqual({ id, message: 'Eid Mubarak to all families', translations: {} });

    const changed = await admin('PUT', `/api/admin/header-messages/${id}/`, { message: 'Ramadan Mubarak' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await publicGet('/api/configs/header-message/')).toContainEqual({
      id,
      message: 'Ramadan Mubarak',
      translations: {},
    });

    const list = await admin('GET', '/api/admin/header-messages/?page=1&page_size=5');
    expect(list.json()).toMatchObject({ count: 1, results: [{ id, message: 'Ramadan Mubarak' }] });

    expect((await admin('DELETE', `/api/admin/header-messages/${id}/`)).json()).toEqual({ id });
    const after = await publicGet<{ id: number }[]>('/api/configs/header-message/');
    expect(after.map((m) => m.id)).not.toContain(id);
    expect((await admin('DELETE', `/api/admin/header-messages/${id}/`)).statusCode).toBe(404);

    const audit = await auditRows(c.t, 'header_message', id);
    expect(audit.map((a) => a.action)).toEqual([
      'header_message.create',
      'header_message.update',
      'header_message.delete',
    ]);
    expect(audit[0]).toMatchObject({ before: null, after: { message: 'Eid Mubarak to all families' } });
    expect(audit[1]).toMatchObject({
      before: { message: 'Eid Mubarak to all families' },
      after: { message: 'Ramadan Mubarak' },
    });
    expect(audit[2]).toMatchObject({ before: { message: 'Ramadan Mubarak' }, after: null });
    expect(audit.every((a) => (a.actorUserId ?? 0) > 0)).toBe(true);
  });

  it('refuses a profile update with a keyword a moderator just blocked, and accepts it once removed', async () => {
    const url = `/api/profiles/update/${member.profileId}/`;
    const body = sampleSignup({ hobbies: 'Reading, zorbing and calligraphy' });
    expect((await send(c.t, 'PATCH', url, body, auth(member.token))).statusCode).toBe(200);

    const added = await admin('POST', '/api/admin/blocked-keywords/', { keyword: '  Zorbing ' });
    expect(added.statusCode, added.body).toBe(201);
    const { id, keyword } = added.json<{ id: number; keyword: string }>();
    expect(keyword).toBe('zorbing');
    const dup = await admin('POST', '/api/admin/blocked-keywords/', { keyword: 'ZORBING' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ keyword: [messageText(msg('alreadyExists'))] });
    expect(await publicGet('/api/configs/blocked-keywords/')).toContainEqual({ id, keyword: 'zorbing' });

    const refused = await send(c.t, 'PATCH', url, body, auth(member.token));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ hobbies: [blockedWordMessage('zorbing')] });

    expect((await admin('DELETE', `/api/admin/blocked-keywords/${id}/`)).statusCode).toBe(200);
    expect((await send(c.t, 'PATCH', url, body, auth(member.token))).statusCode).toBe(200);
    const audit = await auditRows(c.t, 'blocked_keyword', id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['blocked_keyword.create', null, { id, keyword: 'zorbing' }],
      ['blocked_keyword.delete', { id, keyword: 'zorbing' }, null],
    ]);
  });

  it('keeps a guideline tag that has guidelines (409) and shows guidelines in the public routes', async () => {
    const tag = (await admin('POST', '/api/admin/guideline-tags/', { name: 'Before nikah' })).json<{
      id: number;
    }>();
    const dupTag = await admin('POST', '/api/admin/guideline-tags/', { name: 'Before nikah' });
    expect(dupTag.json()).toEqual({ name: [messageText(msg('alreadyExists'))] });
    const badVideo = await admin('POST', '/api/admin/guidelines/', {
      tag: tag.id,
      youtube_code: 'https://example.org/watch?v=dQw4w9WgXcQ',
      title: 'Istikhara',
      title_hindi: 'इस्तिख़ारा',
    });
    expect(badVideo.statusCode).toBe(400);
    expect(badVideo.json()).toEqual({ youtube_code: [messageText(msg('invalidYoutube'))] });
    const noTag = await admin('POST', '/api/admin/guidelines/', {
      tag: 999999,
      youtube_code: 'dQw4w9WgXcQ',
      title: 'Istikhara',
      title_hindi: 'इस्तिख़ारा',
    });
    expect(noTag.json()).toEqual({ tag: [messageText(msg('invalidChoice'))] });

    const g = await admin('POST', '/api/admin/guidelines/', {
      tag: tag.id,
      youtube_code: 'https://youtu.be/dQw4w9WgXcQ?t=3',
      title: 'Istikhara',
      title_hindi: 'इस्तिख़ारा',
    });
    expect(g.statusCode, g.body).toBe(201);
    const guideline = g.json<{ id: number; youtube_code: string }>();
    expect(guideline.youtube_code).toBe('dQw4w9WgXcQ');
    expect(await publicGet(`/api/configs/guidelines/${tag.id}`)).toEqual([
      {
        id: guideline.id,
        tag: tag.id,
        youtube_code: 'dQw4w9WgXcQ',
        title: 'Istikhara',
        title_hindi: 'इस्तिख़ारा',
        translations: {},
      },
    ]);
    expect(await publicGet('/api/configs/guidelines-tags/')).toContainEqual({
      id: tag.id,
      name: 'Before nikah',
      translations: {},
    });

    const busy = await admin('DELETE', `/api/admin/guideline-tags/${tag.id}/`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ detail: messageText(msg('tagInUse')) });
    expect(JSON.parse(busy.headers['x-error-keys'] as string)).toEqual({ detail: { key: 'tagInUse' } });

    expect((await admin('DELETE', `/api/admin/guidelines/${guideline.id}/`)).statusCode).toBe(200);
    expect(await publicGet(`/api/configs/guidelines/${tag.id}`)).toEqual([]);
    expect((await admin('DELETE', `/api/admin/guideline-tags/${tag.id}/`)).statusCode).toBe(200);
    expect((await send(c.t, 'GET', `/api/configs/guidelines/${tag.id}`)).statusCode).toBe(404);
  });

  it('edits success stories and news cards shown by the public routes; news links are https only', async () => {
    const story = await admin('POST', '/api/admin/success-stories/', {
      name: 'Amina and Yusuf',
      short_description: 'Met through the site',
      description: 'Both families agreed within a month.',
      youtube_code: '',
    });
    expect(story.statusCode, story.body).toBe(201);
    const s = story.json<{ id: number }>();
    expect(await publicGet('/api/configs/success-stories/')).toContainEqual(
      expect.objectContaining({ id: s.id, name: 'Amina and Yusuf', youtube_code: null }),
    );
    await admin('PUT', `/api/admin/success-stories/${s.id}/`, {
      name: 'Amina and Yusuf',
      short_description: 'Married in Lucknow',
      description: 'Both families agreed within a month.',
      youtube_code: 'dQw4w9WgXcQ',
    });
    expect(await publicGet('/api/configs/success-stories/')).toContainEqual(
      expect.objectContaining({
        id: s.id,
        short_description: 'Married in Lucknow',
        youtube_code: 'dQw4w9WgXcQ',
      }),
    );

    const http = await admin('POST', '/api/admin/news/', {
      title: 'Camp',
      link: 'http://example.org/camp',
      description: 'A marriage counselling camp.',
    });
    expect(http.json()).toEqual({ link: [messageText(msg('invalidUrl'))] });
    const news = await admin('POST', '/api/admin/news/', {
      title: 'Camp',
      link: 'https://example.org/camp',
      description: 'A marriage counselling camp.',
    });
    expect(news.statusCode, news.body).toBe(201);
    const n = news.json<{ id: number }>();
    expect(await publicGet('/api/configs/blogs')).toContainEqual({
      id: n.id,
      title: 'Camp',
      link: 'https://example.org/camp',
      preview: { image: null, title: 'Camp', description: 'A marriage counselling camp.' },
      translations: {},
    });
    await admin('DELETE', `/api/admin/news/${n.id}/`);
    await admin('DELETE', `/api/admin/success-stories/${s.id}/`);
    expect((await publicGet<{ id: number }[]>('/api/configs/blogs')).map((b) => b.id)).not.toContain(n.id);
    expect((await auditRows(c.t, 'news_card', n.id)).map((a) => a.action)).toEqual([
      'news_card.create',
      'news_card.delete',
    ]);
  });

  it('creates and deletes groups, and lists feedback newest first', async () => {
    const group = await admin('POST', '/api/admin/groups/', { group_name: 'Parents of Lucknow' });
    expect(group.statusCode, group.body).toBe(201);
    const gid = group.json<{ id: number }>().id;
    expect((await admin('POST', '/api/admin/groups/', { group_name: 'Parents of Lucknow' })).statusCode).toBe(
      400,
    );
    expect((await admin('GET', '/api/admin/groups/')).json()).toMatchObject({
      count: 1,
      results: [{ id: gid, group_name: 'Parents of Lucknow' }],
    });
    expect((await admin('DELETE', `/api/admin/groups/${gid}/`)).statusCode).toBe(200);
    expect((await admin('GET', '/api/admin/groups/')).json()).toEqual({ count: 0, results: [] });

    for (const name of ['First Writer', 'Second Writer']) {
      const res = await send(c.t, 'POST', '/api/configs/feedback/', {
        category: 'Suggestion',
        name,
        gender: 'Male',
        mobile: '9876543210',
        email: 'writer@example.org',
        location: 'Lucknow',
        description: 'Please add more guidelines videos.',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (await admin('GET', '/api/admin/feedback/?page_size=1')).json<{
      count: number;
      results: { name: string }[];
    }>();
    expect(list.count).toBe(2);
    expect(list.results.map((r) => r.name)).toEqual(['Second Writer']);
    const page2 = (await admin('GET', '/api/admin/feedback/?page_size=1&page=2')).json<{
      results: { name: string }[];
    }>();
    expect(page2.results.map((r) => r.name)).toEqual(['First Writer']);
  });

  it('answers bad input with 400, never 5xx', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/admin/header-messages/', { message: '' }],
      ['PUT', '/api/admin/guidelines/0/', {}],
      ['GET', '/api/admin/news/?page=0'],
      ['GET', '/api/admin/news/?page_size=1000'],
      ['DELETE', '/api/admin/groups/99999999999/'],
    ] as const) {
      const res = await admin(method, url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
    }
  });
});
