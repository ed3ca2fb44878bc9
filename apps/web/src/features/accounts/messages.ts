/**
 * The shared schemas and the server answer in English (packages/shared MSG, FORM_MSG,
 * ACCOUNT_MSG). These helpers show those texts in the interface language: a known text maps to a
 * translation key (with its number or word), anything else is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ACCOUNT_MSG, FORM_MSG, MSG, installZodMessages } from '@nikah/shared';
import { ApiError } from '../../lib/api';
import type accountsEn from './i18n/en.json';

// The shared schemas report SPEC.md's messages (every form of this feature imports this module).
installZodMessages();

type MsgKey = keyof (typeof accountsEn)['msg'];

/** Texts that map to a key as they are. */
const EXACT: ReadonlyMap<string, MsgKey> = new Map<string, MsgKey>([
  [MSG.required, 'required'],
  [MSG.invalidEmail, 'invalidEmail'],
  [MSG.invalidNumbers, 'invalidNumbers'],
  [MSG.doesNotMatch, 'doesNotMatch'],
  [MSG.alreadyExists, 'alreadyExists'],
  [MSG.invalidChoice, 'invalidChoice'],
  [MSG.invalidValue, 'invalidValue'],
  [MSG.tooManyRequests, 'tooManyRequests'],
  [MSG.serverError, 'serverError'],
  [MSG.tooLarge, 'fileTooLarge'],
  [FORM_MSG.fillRequired, 'fillRequired'],
  [FORM_MSG.mobileStart, 'mobileStart'],
  [FORM_MSG.emailValid, 'emailValid'],
  [FORM_MSG.otpIncorrect, 'otpIncorrect'],
  [FORM_MSG.invalidOtp, 'invalidOtp'],
  [FORM_MSG.countryRequired, 'countryRequired'],
  [ACCOUNT_MSG.otpSent, 'otpSent'],
  [ACCOUNT_MSG.otpLimit, 'otpLimit'],
  [ACCOUNT_MSG.otpDeliveryFailed, 'otpDeliveryFailed'],
  [ACCOUNT_MSG.created, 'created'],
  [ACCOUNT_MSG.updated, 'updated'],
  [ACCOUNT_MSG.passwordSet, 'passwordSet'],
  [ACCOUNT_MSG.invalidCredentials, 'invalidCredentials'],
  [ACCOUNT_MSG.noAccount, 'noAccount'],
  [ACCOUNT_MSG.noProfile, 'noProfile'],
  [ACCOUNT_MSG.forbidden, 'forbidden'],
  [ACCOUNT_MSG.notAuthenticated, 'notAuthenticated'],
  [ACCOUNT_MSG.invalidImage, 'invalidImage'],
  [ACCOUNT_MSG.imageTooLarge, 'imageTooLarge'],
  ['Network error', 'network'],
]);

/** Texts with a number or a word in them. */
const PATTERNS: readonly [RegExp, MsgKey, string][] = [
  [/^Min (\d+) characters required\.$/, 'minChars', 'n'],
  [/^Max (\d+) characters required\.$/, 'maxChars', 'n'],
  [/^Value must be less than or equal to (-?\d+)\.$/, 'lte', 'n'],
  [/^Value must be greater than or equal to (-?\d+)\.$/, 'gte', 'n'],
  [/^Mobile number must be (\d+) digits\.$/, 'mobileLength', 'n'],
  [/^Enter the (\d+)-digit code\.$/, 'otpDigits', 'n'],
  [/^User Blocked, Reason: ([\s\S]*)$/, 'userBlocked', 'reason'],
  [
    new RegExp(`^${FORM_MSG.blockedWords.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s\\S]*)$`),
    'blockedWords',
    'word',
  ],
];

/** The translation of `message` (an English text of the schemas or the server), or the text itself. */
export function translateMessage(t: TFunction, message: string): string {
  const exact = EXACT.get(message);
  if (exact) return t(`accounts.msg.${exact}`);
  for (const [re, key, name] of PATTERNS) {
    const m = re.exec(message);
    if (m) {
      const value = m[1] ?? '';
      return t(
        `accounts.msg.${key}`,
        name === 'n' ? { n: value } : name === 'reason' ? { reason: value } : { word: value },
      );
    }
  }
  return message;
}

/** `translateMessage` bound to the current language. */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
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

/**
 * The lines of an error answer as SPEC.md section 8 lists them: each field with its first message
 * ('Required' when there is none), one per line; or the `detail`.
 */
export function errorLines(t: TFunction, error: unknown): string[] {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fieldErrors);
    if (fields.length > 0) {
      return fields.map(
        ([field, messages]) => `${fieldLabel(t, field)}: ${translateMessage(t, messages[0] ?? MSG.required)}`,
      );
    }
    return [translateMessage(t, error.status === 0 ? 'Network error' : error.detail)];
  }
  return [t('accounts.msg.somethingWrong')];
}

/** One line for an error: the first of `errorLines`. */
export function errorText(t: TFunction, error: unknown): string {
  return errorLines(t, error)[0] ?? t('accounts.msg.somethingWrong');
}
