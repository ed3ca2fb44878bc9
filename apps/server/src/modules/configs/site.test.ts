/**
 * The site's own contact details come from the configuration (issue 15): `GET /api/configs/site/`
 * answers the SITE_* settings, null for the unset ones (documented default: unset, nothing shown),
 * and a bad value stops the server at start with the variable named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContacts } from '@nikah/shared';
import { loadConfig } from '../../config';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';

const SITE_ENV = {
  SITE_WHATSAPP: '+91 98765 43210',
  SITE_EMAIL: 'Help@Nikah.org',
  SITE_YOUTUBE_URL: 'https://www.youtube.com/@nikahorg',
  SITE_FACEBOOK_URL: 'https://www.facebook.com/nikahorg',
  SITE_INSTAGRAM_URL: 'https://www.instagram.com/nikahorg',
  SITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=org.nikah',
  SITE_APP_STORE_URL: 'https://apps.apple.com/app/id123456789',
  SITE_URL: 'https://nikah.org/',
};

describe('site settings', () => {
  it('are unset by default and refuse malformed values with the variable named', () => {
    const c = loadConfig({});
    expect([c.SITE_WHATSAPP, c.SITE_EMAIL, c.SITE_FACEBOOK_URL, c.SITE_URL]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(() => loadConfig({ SITE_WHATSAPP: 'call me' })).toThrow(/SITE_WHATSAPP/);
    expect(() => loadConfig({ SITE_EMAIL: 'nobody' })).toThrow(/SITE_EMAIL/);
    expect(() => loadConfig({ SITE_FACEBOOK_URL: 'javascript:alert(1)' })).toThrow(/SITE_FACEBOOK_URL/);
    expect(() => loadConfig({ SITE_URL: 'ftp://nikah.org/' })).toThrow(/SITE_URL/);
  });
});

describe.each(DATABASE_KINDS)('GET /api/configs/site/ on %s', (kind) => {
  let configured: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    [configured, bare] = await Promise.all([
      makeTestApp(kind, { demoProfiles: 0, env: SITE_ENV }),
      makeTestApp(kind, { demoProfiles: 0 }),
    ]);
  });
  afterAll(() => Promise.all([configured.close(), bare.close()]));

  it('answers the configured contact details', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/api/configs/site/' });
    expect(res.statusCode).toBe(200);
    expect(siteContacts.parse(res.json())).toEqual({
      whatsapp: '+919876543210',
      email: 'help@nikah.org',
      youtube: 'https://www.youtube.com/@nikahorg',
      facebook: 'https://www.facebook.com/nikahorg',
      instagram: 'https://www.instagram.com/nikahorg',
      play_store: 'https://play.google.com/store/apps/details?id=org.nikah',
      app_store: 'https://apps.apple.com/app/id123456789',
      site_url: 'https://nikah.org/',
    });
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('answers null for every detail left unset, never a placeholder', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/api/configs/site/' });
    expect(res.statusCode).toBe(200);
    const body = siteContacts.parse(res.json());
    expect(Object.values(body)).toEqual(Object.values(body).map(() => null));
    expect(res.body).not.toMatch(/example|90000/);
  });
});
