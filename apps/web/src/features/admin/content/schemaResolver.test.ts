/**
 * The console's content form checks its flat inputs with the shared schema (issue 12): a cleared
 * language tab is still sent (as the whole translations object, so the server clears it), and a
 * form without translation inputs sends no `translations`, so the server keeps the stored ones.
 */
import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { headerMessageForm, successStoryForm } from '@nikah/shared';
import { schemaResolver, translationField, type TextValues } from './schemaResolver';

const options: ResolverOptions<TextValues> = { fields: {}, shouldUseNativeValidation: false };
const resolve = async (schema: Parameters<typeof schemaResolver>[0], values: TextValues) =>
  schemaResolver(schema)(values, undefined, options);

describe('schemaResolver', () => {
  it('sends the translations of every tab, a cleared tab as no text, so saving clears it', async () => {
    const res = await resolve(headerMessageForm, {
      message: 'Eid Mubarak',
      [translationField('ur', 'message')]: '',
      [translationField('hi', 'message')]: ' ईद मुबारक ',
    });
    expect(res.errors).toEqual({});
    expect(res.values).toEqual({ message: 'Eid Mubarak', translations: { hi: { message: 'ईद मुबारक' } } });

    const cleared = await resolve(headerMessageForm, {
      message: 'Eid Mubarak',
      [translationField('ur', 'message')]: '',
    });
    expect(cleared.values).toHaveProperty('translations', {});
  });

  it('sends no translations when the form has no translation input (the server keeps them)', async () => {
    const res = await resolve(headerMessageForm, { message: 'Eid Mubarak' });
    expect(res.values).not.toHaveProperty('translations');
    expect(JSON.stringify(res.values)).toBe('{"message":"Eid Mubarak"}');
  });

  it('keys an invalid translation by its flat input name', async () => {
    const res = await resolve(successStoryForm, {
      name: 'A',
      short_description: 'B',
      description: 'C',
      [translationField('ta', 'name')]: 'அ'.repeat(1000),
    });
    expect(Object.keys(res.errors)).toEqual([translationField('ta', 'name')]);
  });
});
