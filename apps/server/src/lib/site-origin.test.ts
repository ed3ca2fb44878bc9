import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  const base = { NODE_ENV: 'development', HOST: '0.0.0.0', PORT: 3000 } as const;

  it('is SITE_URL without its trailing slash when set, in every mode', () => {
    for (const NODE_ENV of ['development', 'production', 'test'] as const) {
      expect(siteOrigin({ ...base, NODE_ENV, SITE_URL: 'https://nikah.example/' })).toBe(
        'https://nikah.example',
      );
    }
  });

  it("is the server's own address outside production", () => {
    expect(siteOrigin({ ...base, SITE_URL: undefined })).toBe('http://localhost:3000');
    expect(siteOrigin({ ...base, HOST: '127.0.0.1', PORT: 8080, SITE_URL: undefined })).toBe(
      'http://127.0.0.1:8080',
    );
    expect(siteOrigin({ ...base, HOST: '::1', SITE_URL: undefined })).toBe('http://[::1]:3000');
  });

  it('is empty in production without SITE_URL (never guessed from a request)', () => {
    expect(siteOrigin({ ...base, NODE_ENV: 'production', SITE_URL: undefined })).toBe('');
  });
});
