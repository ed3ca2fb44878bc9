/**
 * Per-language content of the moderation console (issue 12, content in the member's language) on
 * each database kind: a save that leaves `translations` out keeps the stored ones, a given object
 * replaces them, and the public routes serve them; guideline tags carry their names per language.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { auditRows, moderatorApp } from './content-test-helpers';

describe.each(DATABASE_KINDS)('moderation content translations on %s', (kind) => {
  const c = moderatorApp(kind);
  const { admin, publicGet } = c;

  it('keeps the stored translations when a save leaves `translations` out; a given object replaces them', async () => {
    const english = {
      name: 'Sana and Imran',
      short_description: 'Met through the site',
      description: 'Their families met in Bhopal.',
    };
    const hi = { name: 'सना और इमरान', short_description: 'साइट पर मिले', description: 'भोपाल में मिले।' };
    const ur = { name: 'ثنا اور عمران' };
    const created = await admin('POST', '/api/admin/success-stories/', {
      ...english,
      translations: { hi, ur },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const url = `/api/admin/success-stories/${id}/`;
    const stored = async () =>
      (await publicGet<{ id: number; translations: unknown }[]>('/api/configs/success-stories/')).find(
        (s) => s.id === id,
      )?.translations;

    // An API client (or a form path) that does not send translations loses none of them.
    const kept = await admin('PUT', url, { ...english, short_description: 'Married in Bhopal' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ short_description: 'Married in Bhopal', translations: { hi, ur } });
    expect(await stored()).toEqual({ hi, ur });
    const audit = await auditRows(c.t, 'success_story', id);
    expect(audit.at(-1)).toMatchObject({
      before: { translations: { hi, ur } },
      after: { translations: { hi, ur } },
    });

    // A given object is the whole set: a language given empty or left out is cleared...
    const partial = await admin('PUT', url, { ...english, translations: { hi: { name: '' }, ur } });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await stored()).toEqual({ ur });
    // ...and an explicit {} clears them all.
    expect((await admin('PUT', url, { ...english, translations: {} })).statusCode).toBe(200);
    expect(await stored()).toEqual({});
    // Bad translations are refused whole (400) and change nothing.
    await admin('PUT', url, { ...english, translations: { ur } });
    const bad = await admin('PUT', url, { ...english, translations: { ur: { name: 'x'.repeat(10_000) } } });
    expect(bad.statusCode).toBe(400);
    expect(await stored()).toEqual({ ur });
    await admin('DELETE', url);
  });

  it('gives a guideline tag its names per language, kept by a save without them and served publicly', async () => {
    const created = await admin('POST', '/api/admin/guideline-tags/', {
      name: 'Mahr',
      translations: { ur: { name: ' مہر ' }, hi: { name: 'महर' }, kn: { name: '' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toEqual({
      id,
      name: 'Mahr',
      translations: { ur: { name: 'مہر' }, hi: { name: 'महर' } },
    });
    const url = `/api/admin/guideline-tags/${id}/`;
    const shown = async () =>
      (
        await publicGet<{ id: number; name: string; translations: unknown }[]>(
          '/api/configs/guidelines-tags/',
        )
      ).find((g) => g.id === id);
    expect(await shown()).toEqual({
      id,
      name: 'Mahr',
      translations: { ur: { name: 'مہر' }, hi: { name: 'महर' } },
    });

    // A rename that leaves `translations` out keeps them (like the other kinds)...
    const renamed = await admin('PUT', url, { name: 'Mahr (dower)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await shown()).toEqual({
      id,
      name: 'Mahr (dower)',
      translations: { ur: { name: 'مہر' }, hi: { name: 'महर' } },
    });
    // ...a given object replaces them, and the console list shows the stored ones.
    const changed = await admin('PUT', url, {
      name: 'Mahr (dower)',
      translations: { ur: { name: 'حق مہر' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await shown())?.translations).toEqual({ ur: { name: 'حق مہر' } });
    expect((await admin('GET', '/api/admin/guideline-tags/?page_size=100')).json()).toMatchObject({
      results: expect.arrayContaining([
        { id, name: 'Mahr (dower)', translations: { ur: { name: 'حق مہر' } } },
      ]),
    });
    // A name longer than the English field's limit is refused, keyed by language and field.
    const tooLong = await admin('PUT', url, {
      name: 'Mahr',
      translations: { ur: { name: 'م'.repeat(10_000) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json<Record<string, string[]>>())).toEqual(['translations.ur.name']);
    expect((await shown())?.translations).toEqual({ ur: { name: 'حق مہر' } });
    expect((await auditRows(c.t, 'guideline_tag', id)).at(-1)).toMatchObject({
      before: { translations: { ur: { name: 'مہر' }, hi: { name: 'महर' } } },
      after: { translations: { ur: { name: 'حق مہر' } } },
    });
    expect((await admin('DELETE', url)).statusCode).toBe(200);
  });
});
