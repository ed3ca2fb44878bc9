/** The feedback form's checks (the shared schema) and the translation of their messages. */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { loaders } from '../../../i18n/catalogues';
import { en } from '../../../i18n/english';
import { encodeErrorKeys, encodeMessage, msg } from '@nikah/shared';
import { ApiError } from '../../../lib/api';
import { fieldErrorsOf, translateFieldError, validateFeedback, EMPTY_FEEDBACK } from './validation';
import { installZodMessageRefs } from '@nikah/shared';

// In a browser lib/messages.ts installs the error map of refs when it loads; these
// tests run in Node, where it leaves Zod's process-wide map alone (the server-rendering case).
installZodMessageRefs();

const VALID = {
  category: 'Suggestion',
  name: 'Abdul Rahman',
  gender: 'Male',
  mobile: '9876543210',
  email: 'abdul@example.com',
  location: 'Hyderabad',
  description: 'Please add a search by mother tongue.',
};

describe('feedback validation', () => {
  it('accepts a complete form and reports every missing field', () => {
    expect(validateFeedback(VALID)).toEqual({});
    const errors = validateFeedback(EMPTY_FEEDBACK);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(VALID).sort());
    // Messages are keys on the web (DESIGN.md D18), translated when shown.
    expect(errors.name).toEqual([encodeMessage(msg('required'))]);
  });

  it('keeps only known fields of a server answer, each message by its key', () => {
    const body = { email: ['E-mail must be valid'], other: ['y'] };
    const keys = encodeErrorKeys({ fields: { email: [msg('emailValid')], other: [null] } });
    expect(fieldErrorsOf(new ApiError(400, 'Bad Request', body, keys))).toEqual({
      email: [encodeMessage(msg('emailValid'))],
    });
    // Without keys the text is kept as it came.
    expect(fieldErrorsOf(new ApiError(400, 'Bad Request', body))).toEqual({
      email: ['E-mail must be valid'],
    });
    expect(fieldErrorsOf(new ApiError(500, 'x', null))).toEqual({});
  });

  it('translates every message the schema or the server gives, in Hindi and Urdu', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
    });
    for (const lang of ['hi', 'ur'] as const) {
      i18n.addResourceBundle(lang, 'translation', await loaders[lang](), true, true);
      await i18n.changeLanguage(lang);
      const messages = [
        ...Object.values(validateFeedback(EMPTY_FEEDBACK)).flat(),
        ...Object.values(
          validateFeedback({ ...VALID, mobile: '123', email: 'a@', description: 'short' }),
        ).flat(),
        ...Object.values(validateFeedback({ ...VALID, category: 'Spam', location: 'x'.repeat(101) })).flat(),
      ];
      for (const message of messages) {
        const shown = translateFieldError(i18n.t, message);
        expect(shown, message).not.toBe(message);
        expect(shown, message).not.toMatch(/content\./);
      }
      expect(translateFieldError(i18n.t, encodeMessage(msg('minChars', { n: 10 })))).toContain('10');
    }
    // Unknown messages are shown as sent.
    expect(translateFieldError(i18n.t, 'Something new.')).toBe('Something new.');
  });
});
