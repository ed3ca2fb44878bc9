/**
 * Messages shown in the interface language by key (DESIGN.md D18), never by reading English:
 * - form errors: the shared schemas' issue messages are encoded refs on the web (the mode
 *   app/zodConfig.ts chooses before Zod loads), decoded and translated here;
 * - server errors: the keys of an answer's messages come in its `X-Error-Keys` header (ApiError's
 *   `errorKeys`); the English body is shown only for a message without a key.
 * Every key of packages/shared's registry is translated under `accounts.msg.<key>` (field names
 * under `accounts.fields`). Every area uses it, so it is the app's (issue 33 point 3); the keys stay
 * in the accounts catalogue (features/accounts/i18n), which src/i18n loads like every area's.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  decodeMessage,
  encodeMessage,
  msg,
  parseErrorKeys,
  type MessageKey,
  type MessageRef,
} from '@nikah/shared';
import { ApiError, NETWORK_ERROR, UNEXPECTED_ANSWER } from './api';

/** The translation of a ref: `accounts.msg.<key>` with the ref's parameters. */
export function translateRef(t: TFunction, ref: MessageRef): string {
  return t(`accounts.msg.${ref.key}`, { ...ref.params });
}

/**
 * The translation of a message: a ref, or a string holding an encoded ref (a form error); any
 * other string (an English text that came without a key) is shown as it is.
 */
export function translateMessage(t: TFunction, message: string | MessageRef): string {
  if (typeof message !== 'string') return translateRef(t, message);
  const ref = decodeMessage(message);
  return ref ? translateRef(t, ref) : message;
}

/** `translateMessage` bound to the current language. */
export function useTranslateMessage(): (message: string | MessageRef | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message) => (message ? translateMessage(t, message) : undefined), [t]);
}

/**
 * The name of a form field in an error list, upper-cased as SPEC.md section 8 shows it
 * (`FULL NAME`): the translated label when known, else the wire name with spaces.
 */
export function fieldLabel(t: TFunction, field: string): string {
  const key = `accounts.fields.${field}`;
  const label = t(key as 'accounts.fields.full_name', { defaultValue: '' });
  return (label || field.replace(/[_.]/g, ' ')).toUpperCase();
}

/** The message key of a failed call's `detail` (D18: acted on by key, never by its English), or null. */
export function detailKeyOf(error: unknown): MessageKey | null {
  if (!(error instanceof ApiError)) return null;
  return parseErrorKeys(error.errorKeys).detail?.key ?? null;
}

/**
 * The first message of each field of a 400 answer, as refs where the answer gave keys, else as
 * the body's text (a form error's text is an encoded ref); 'This field is required.' for a field
 * without messages. Empty for other answers.
 */
export function fieldMessages(error: ApiError): Record<string, string | MessageRef> {
  const keys = parseErrorKeys(error.errorKeys).fields ?? {};
  const out: Record<string, string | MessageRef> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    out[field] = keys[field]?.[0] ?? messages[0] ?? msg('required');
  }
  return out;
}

/**
 * The first message of `field` in a 400 answer as a string for a form's `setError` (an encoded ref
 * when the answer gave its key, which `useTranslateMessage` translates), or undefined.
 */
export function fieldMessageOf(error: ApiError, field: string): string | undefined {
  const message = fieldMessages(error)[field];
  return message === undefined || typeof message === 'string' ? message : encodeMessage(message);
}

/** The message of an answer without field errors: its detail's ref, or what the status says. */
function detailMessage(error: ApiError): string | MessageRef {
  if (error.status === 0 || error.detail === NETWORK_ERROR) return msg('network');
  const ref = parseErrorKeys(error.errorKeys).detail;
  if (ref) return ref;
  if (error.detail === UNEXPECTED_ANSWER || error.status >= 500) return msg('serverError');
  return error.detail;
}

/**
 * The lines of an error answer as SPEC.md section 8 lists them: each field with its first message
 * ('Required' when there is none), one per line; or the `detail`. Translated by key.
 */
export function errorLines(t: TFunction, error: unknown): string[] {
  if (error instanceof ApiError) {
    const fields = Object.entries(fieldMessages(error));
    if (fields.length > 0) {
      return fields.map(([field, message]) => `${fieldLabel(t, field)}: ${translateMessage(t, message)}`);
    }
    return [translateMessage(t, detailMessage(error))];
  }
  return [t('accounts.msg.somethingWrong')];
}

/**
 * One sentence for an error, without field names: the first field's message or the detail. For
 * a call with one input, such as a photo upload ("This file is not a photo. Choose a JPEG...").
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const [first] = Object.values(fieldMessages(error));
    return translateMessage(t, first ?? detailMessage(error));
  }
  return t('accounts.msg.somethingWrong');
}
