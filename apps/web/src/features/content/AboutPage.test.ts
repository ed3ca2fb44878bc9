/**
 * The about page's default videos are titled in every interface language (issue 12): each stable
 * key of ABOUT_VIDEO_KEYS (what the server's defaults carry) has a title in every content
 * catalogue, translated (not the English text), so AboutPage never shows a raw key or English.
 */
import { describe, expect, it } from 'vitest';
import { ABOUT_VIDEO_KEYS, INTERFACE_LANGUAGES } from '@nikah/shared';

type Catalogue = { about: { videos?: Record<string, string> } };

const catalogues = import.meta.glob<Catalogue>('./i18n/*.json', { eager: true, import: 'default' });
const english = catalogues['./i18n/en.json']!.about.videos ?? {};

describe('about video titles', () => {
  it('English has exactly the keys of ABOUT_VIDEO_KEYS', () => {
    expect(Object.keys(english).sort()).toEqual([...ABOUT_VIDEO_KEYS].sort());
  });

  it.each(INTERFACE_LANGUAGES.map((l) => l.code).filter((c) => c !== 'en'))(
    '%s titles every default video in its own words',
    (lang) => {
      const videos = catalogues[`./i18n/${lang}.json`]?.about.videos ?? {};
      for (const key of ABOUT_VIDEO_KEYS) {
        expect(videos[key], `${lang} about.videos.${key}`).toBeTruthy();
        expect(videos[key], `${lang} about.videos.${key} is English`).not.toBe(english[key]);
      }
    },
  );
});
