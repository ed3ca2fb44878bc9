/**
 * The one input of a one-time code, for signup and password reset (SPEC.md section 5; DESIGN.md
 * D1): OTP_LENGTH digits, the numeric keyboard, the phone's code autofill, read left to right also
 * in Urdu. Spread a react-hook-form registration into it.
 */
import type { Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@nikah/shared';

export type OtpInputProps = Omit<TextInputProps, 'label' | 'inputMode' | 'maxLength'> & {
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
};

export function OtpInput(props: OtpInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('accounts.fields.otp')}
      withAsterisk
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      dir="ltr"
      size="md"
      {...props}
    />
  );
}
