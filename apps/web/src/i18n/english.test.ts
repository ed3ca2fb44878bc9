/**
 * The English catalogue in two parts (issue 11): the first route's strings bundled in the app
 * (catalogues.ts enFirstRoute) and the other areas' loaded with their pages (loadEnglishAreas) add
 * up to the whole catalogue the server renders with (english.ts `en`), with nothing missing or
 * twice; and the bundled part holds no member area (their strings would be back on the first route).
 */
import { describe, expect, it } from 'vitest';
import { enFirstRoute, FIRST_ROUTE_AREAS, loadEnglishAreas, loaders } from './catalogues';
import { en } from './english';

describe('English catalogue', () => {
  it('first route + loaded areas = the whole catalogue, each area in one part only', async () => {
    const areas = await loadEnglishAreas();
    const first = Object.keys(enFirstRoute);
    const later = Object.keys(areas);
    expect(later.filter((key) => first.includes(key))).toEqual([]);
    expect({ ...enFirstRoute, ...areas }).toEqual(en);
    expect(await loaders.en()).toEqual(en);
  });

  it('bundles the shell and only the areas the home page shows', async () => {
    const areas = Object.keys(await loadEnglishAreas()).sort();
    expect(areas).toEqual([
      'accounts',
      'chat',
      'discovery',
      'groups',
      'guardian',
      'notifications',
      'privacy',
      'profileActions',
      'proposals',
    ]);
    for (const area of FIRST_ROUTE_AREAS) expect(Object.keys(enFirstRoute)).toContain(area);
    expect(Object.keys(enFirstRoute)).not.toContain('accounts');
    expect(Object.keys(enFirstRoute)).not.toContain('discovery');
  });
});
