/** Content translations (issue 12): the form keeps only given texts within the English limits; the pick falls back to English. */
import { describe, expect, it } from 'vitest';
import { localizedText, TRANSLATION_LANGUAGES, translationsForm } from './content-translations';

const form = translationsForm({ title: 10, description: 20 });

describe('translationsForm', () => {
  it('trims texts and drops empty texts, empty languages and unknown languages or fields', () => {
    expect(
      form.parse({
        ur: { title: '  عنوان  ', description: '' },
        kn: { title: '   ' },
        hi: {},
        xx: { title: 'no' },
        bn: { title: 'শিরোনাম', other: 'x' },
      }),
    ).toEqual({ ur: { title: 'عنوان' }, bn: { title: 'শিরোনাম' } });
    expect(form.parse({})).toEqual({});
  });

  it('gives undefined for absent translations, so a save without them keeps the stored ones', () => {
    expect(form.parse(undefined)).toBeUndefined();
  });

  it('refuses a text longer than its field, at translations.<lang>.<field>', () => {
    const res = form.safeParse({ ta: { title: 'அ'.repeat(11) } });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path)).toEqual([['ta', 'title']]);
  });

  it('offers every interface language but English', () => {
    expect(TRANSLATION_LANGUAGES).toHaveLength(11);
    expect(TRANSLATION_LANGUAGES).not.toContain('en');
  });
});

describe('localizedText', () => {
  const item = { title: 'Mahr', translations: { ur: { title: 'مہر' } } };
  it('gives the translation in its language, else English marked en', () => {
    expect(localizedText(item, 'title', 'ur')).toEqual({ text: 'مہر', lang: 'ur' });
    expect(localizedText(item, 'title', 'kn')).toEqual({ text: 'Mahr', lang: 'en' });
    expect(localizedText(item, 'title', undefined)).toEqual({ text: 'Mahr', lang: 'en' });
    expect(localizedText({ title: 'Mahr' }, 'title', 'ur')).toEqual({ text: 'Mahr', lang: 'en' });
  });
});
