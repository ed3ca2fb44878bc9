/**
 * Content in the member's language (issue 12) on each database kind: the demo header messages,
 * guideline tags, guidelines, stories and news carry Hindi and Urdu texts beside SPEC.md's English fields; what a
 * moderator gives per language is stored, served and replaced, empty languages dropped, too long
 * texts refused with the field's key; and the answer is the same whatever the visitor's language,
 * so the shared cache and its ETag need no language in their key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUIDELINE_TRANSLATION_LANGUAGES,
  HEADER_MESSAGE_MAX,
  localizedText,
  type BlogItem,
  type GuidelineItem,
  type GuidelineTagItem,
  type HomeResponse,
  type SuccessStoryItem,
} from '@nikah/shared';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { RELAXED_LIMITS, send } from '../../../test/accounts-helpers';
import { moderatorHeaders } from '../moderation/content-test-helpers';

const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;

interface HeaderMessage {
  id: number;
  message: string;
  translations: Record<string, { message?: string }>;
}

describe.each(DATABASE_KINDS)('content translations on %s', (kind) => {
  let demo: TestApp;
  let t: TestApp;
  let mod: Record<string, string>;
  beforeAll(async () => {
    demo = await makeTestApp(kind, { demoProfiles: 1 });
    t = await makeTestApp(kind, { demoProfiles: 0, env: RELAXED_LIMITS });
    mod = await moderatorHeaders(t);
  });
  afterAll(async () => {
    await demo.close();
    await t.close();
  });

  const get = async <T>(app: TestApp, url: string, headers: Record<string, string> = {}) => {
    const res = await app.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const admin = (method: 'POST' | 'PUT', url: string, body: unknown) => send(t, method, url, body, mod);

  it('serves the demo content in Hindi and Urdu beside the English fields, the ticker and tags in all twelve', async () => {
    const messages = await get<HeaderMessage[]>(demo, '/api/configs/header-message/');
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) {
      expect(m.message).toMatch(/^[\x20-\x7E—]+$/);
      expect(m.translations.hi?.message).toMatch(DEVANAGARI);
      expect(m.translations.ur?.message).toMatch(ARABIC);
      // The ticker is in Kannada too (issue 34 point 7), in its own script.
      expect(localizedText(m, 'message', 'kn')).toEqual({ text: m.translations.kn?.message, lang: 'kn' });
      expect(m.translations.kn?.message).toMatch(/[\u0C80-\u0CFF]/);
      expect(localizedText(m, 'message', 'ur')).toEqual({ text: m.translations.ur?.message, lang: 'ur' });
    }

    const tags = await get<GuidelineTagItem[]>(demo, '/api/configs/guidelines-tags/');
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(tag.name).toMatch(/^[A-Za-z ]+$/);
      expect(tag.translations.hi?.name).toMatch(DEVANAGARI);
      expect(tag.translations.ur?.name).toMatch(ARABIC);
      expect(localizedText(tag, 'name', 'ur')).toEqual({ text: tag.translations.ur?.name, lang: 'ur' });
      expect(localizedText(tag, 'name', 'ta')).toEqual({ text: tag.translations.ta?.name, lang: 'ta' });
      expect(tag.translations.ta?.name).toMatch(/[\u0B80-\u0BFF]/);
    }

    const guidelines = await get<GuidelineItem[]>(demo, '/api/configs/all-guidelines');
    for (const g of guidelines) {
      expect(g.title_hindi).toMatch(DEVANAGARI);
      expect(g.translations.ur?.title).toMatch(ARABIC);
      expect(g.translations.hi).toBeUndefined();
      // A Kannada title in its own script (issue 34 point 7); without it a Kannada reader would see
      // the English one, marked English.
      expect(localizedText(g, 'title', 'kn')).toEqual({ text: g.translations.kn?.title, lang: 'kn' });
      expect(g.translations.kn?.title).toMatch(/[\u0C80-\u0CFF]/);
      const { kn: _kn, ...withoutKannada } = g.translations;
      expect(localizedText({ ...g, translations: withoutKannada }, 'title', 'kn')).toEqual({
        text: g.title,
        lang: 'en',
      });
    }

    const stories = await get<SuccessStoryItem[]>(demo, '/api/configs/success-stories/');
    for (const s of stories) {
      for (const field of ['name', 'short_description', 'description'] as const) {
        expect(s[field]).toMatch(/[a-z]/i);
        expect(s.translations.hi?.[field]).toMatch(DEVANAGARI);
        expect(s.translations.ur?.[field]).toMatch(ARABIC);
      }
    }

    const news = await get<BlogItem[]>(demo, '/api/configs/blogs');
    for (const n of news) {
      expect(n.preview.title).toBe(n.title);
      expect(n.translations.hi?.title).toMatch(DEVANAGARI);
      expect(n.translations.ur?.description).toMatch(ARABIC);
    }
  });

  it('gives the home page each ticker line’s translations in the ticker’s order', async () => {
    const home = await get<HomeResponse>(demo, '/api/home/');
    const messages = await get<HeaderMessage[]>(demo, '/api/configs/header-message/');
    expect(home.header_messages).toEqual(messages.map((m) => m.message));
    expect(home.header_message_translations).toEqual(messages.map((m) => m.translations));
    expect(home.guidelines.every((g) => ARABIC.test(g.translations.ur?.title ?? ''))).toBe(true);
  });

  it('answers every language alike: one body and ETag, no Vary on the language', async () => {
    const ask = (lang: string) =>
      demo.app.inject({
        method: 'GET',
        url: '/api/configs/all-guidelines',
        headers: { cookie: `nikah.lang=${lang}`, 'accept-language': lang },
      });
    const [ur, kn] = [await ask('ur'), await ask('kn')];
    expect(ur.statusCode).toBe(200);
    expect(ur.body).toBe(kn.body);
    expect(ur.headers.etag).toBeTruthy();
    expect(ur.headers.etag).toBe(kn.headers.etag);
    expect(String(ur.headers.vary ?? '')).not.toMatch(/accept-language/i);
  });

  it('stores what the moderator gives per language, drops empty ones, and replaces them on update', async () => {
    const created = await admin('POST', '/api/admin/header-messages/', {
      message: 'Eid Mubarak',
      translations: {
        ur: { message: '  عید مبارک  ' },
        hi: { message: 'ईद मुबारक' },
        kn: { message: '' },
        ta: {},
        xx: { message: 'not a language' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, translations } = created.json<HeaderMessage>();
    expect(translations).toEqual({ ur: { message: 'عید مبارک' }, hi: { message: 'ईद मुबारक' } });
    expect(await get<HeaderMessage[]>(t, '/api/configs/header-message/')).toContainEqual({
      id,
      message: 'Eid Mubarak',
      translations: { ur: { message: 'عید مبارک' }, hi: { message: 'ईद मुबारक' } },
    });

    const changed = await admin('PUT', `/api/admin/header-messages/${id}/`, {
      message: 'Eid Mubarak to all',
      translations: { bn: { message: 'ঈদ মোবারক' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<HeaderMessage>().translations).toEqual({ bn: { message: 'ঈদ মোবারক' } });

    // A client that sends only SPEC.md's fields changes the English text and keeps the translations.
    const plain = await admin('PUT', `/api/admin/header-messages/${id}/`, { message: 'Eid Mubarak' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<HeaderMessage>().message).toBe('Eid Mubarak');
    expect(plain.json<HeaderMessage>().translations).toEqual({ bn: { message: 'ঈদ মোবারক' } });
  });

  it('refuses a translation longer than its English field, keyed by language and field', async () => {
    const res = await admin('POST', '/api/admin/header-messages/', {
      message: 'Short',
      translations: { ur: { message: 'ب'.repeat(HEADER_MESSAGE_MAX + 1) } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<Record<string, string[]>>())).toEqual(['translations.ur.message']);
    expect(res.json<Record<string, string[]>>()['translations.ur.message']?.[0]).toMatch(
      String(HEADER_MESSAGE_MAX),
    );
    const english = await admin('POST', '/api/admin/header-messages/', {
      message: '',
      translations: { ur: { message: 'صرف اردو' } },
    });
    expect(english.statusCode).toBe(400);
    expect(Object.keys(english.json<Record<string, string[]>>())).toEqual(['message']);
  });

  it('keeps guideline, story and news translations; a guideline’s Hindi stays title_hindi', async () => {
    const tag = await admin('POST', '/api/admin/guideline-tags/', { name: 'Nikah' });
    expect(tag.statusCode, tag.body).toBe(201);
    const guideline = await admin('POST', '/api/admin/guidelines/', {
      tag: tag.json<{ id: number }>().id,
      youtube_code: 'dQw4w9WgXcQ',
      title: 'Mahr',
      title_hindi: 'महर',
      translations: { hi: { title: 'ignored' }, ur: { title: 'مہر' }, te: { title: 'మహర్' } },
    });
    expect(guideline.statusCode, guideline.body).toBe(201);
    expect(GUIDELINE_TRANSLATION_LANGUAGES).not.toContain('hi');
    const stored = (await get<GuidelineItem[]>(t, '/api/configs/all-guidelines')).find(
      (g) => g.title === 'Mahr',
    );
    expect(stored).toMatchObject({
      title_hindi: 'महर',
      translations: { ur: { title: 'مہر' }, te: { title: 'మహర్' } },
    });
    expect(stored?.translations.hi).toBeUndefined();

    const story = await admin('POST', '/api/admin/success-stories/', {
      name: 'Amir & Huma',
      short_description: 'Pune',
      description: 'Met through their parents.',
      translations: { ur: { name: 'عامر اور ہما', description: 'والدین کے ذریعے ملے۔' } },
    });
    expect(story.statusCode, story.body).toBe(201);
    const shownStory = (await get<SuccessStoryItem[]>(t, '/api/configs/success-stories/'))[0];
    expect(shownStory?.translations).toEqual({
      ur: { name: 'عامر اور ہما', description: 'والدین کے ذریعے ملے۔' },
    });
    // A field without a translation falls back to English on its own.
    expect(localizedText(shownStory!, 'short_description', 'ur')).toEqual({ text: 'Pune', lang: 'en' });

    const news = await admin('POST', '/api/admin/news/', {
      title: 'Register',
      link: 'https://example.org/',
      description: 'How to register a marriage.',
      translations: { hi: { title: 'रजिस्ट्रेशन' } },
    });
    expect(news.statusCode, news.body).toBe(201);
    const shownNews = (await get<BlogItem[]>(t, '/api/configs/blogs'))[0];
    expect(shownNews?.translations).toEqual({ hi: { title: 'रजिस्ट्रेशन' } });
  });
});
