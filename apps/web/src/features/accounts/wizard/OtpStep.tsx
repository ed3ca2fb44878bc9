/**
 * Step 6 of signup, the one-time code (SPEC.md sections 4, 5 and 8; DESIGN.md D1): request the
 * code (after the blocked-word check), then enter the 6 digits. A wrong code shows
 * 'OTP is incorrect', which clears as soon as the person types again. Before the code is sent the
 * signup shows its consent notice here (`notice`).
 */
import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMessage2, IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OTP_VALID_MINUTES, otpStep } from '@nikah/shared';
import { toast } from '../../../app/toast';
import { useTranslateMessage } from '../../../lib/messages';
import { OtpInput } from '../OtpInput';
import { isolate } from '../text';
import { StepActions } from './stepForm';

interface OtpStepProps {
  username: string;
  /** When a code was last requested (a refresh keeps it), if ever. */
  sentAt?: number;
  /** Requests a code; resolves true when it was sent. */
  onSend: () => Promise<boolean>;
  /** True while the code request runs. */
  sending: boolean;
  /** Creates the profile with `otp`; resolves with the code's error message, if any. */
  onCreate: (otp: string) => Promise<string | undefined>;
  /** True while the profile is being created. */
  creating: boolean;
  onBack: () => void;
  onCancel: () => void;
  /**
   * Shown before the code is requested: the consent notice (DESIGN.md D22), which the send button
   * (`sendLabel`) accepts.
   */
  notice?: ReactNode;
  /** The send button's label (default "Send OTP"). */
  sendLabel?: string;
}

export function OtpStep({
  username,
  sentAt,
  onSend,
  sending,
  onCreate,
  creating,
  onBack,
  onCancel,
  notice,
  sendLabel,
}: OtpStepProps) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const sent = sentAt !== undefined;
  const form = useForm<z.input<typeof otpStep>, unknown, z.output<typeof otpStep>>({
    defaultValues: { otp: '' },
    resolver: zodResolver(otpStep),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const send = async () => {
    await onSend();
  };

  const submit = form.handleSubmit(
    async ({ otp }) => {
      const error = await onCreate(otp.trim());
      if (error) form.setError('otp', { message: error }, { shouldFocus: true });
    },
    () => toast(t('accounts.msg.fillRequired'), 'error'),
  );

  const reg = form.register('otp', {
    // 'OTP is incorrect' clears as soon as the person types again (SPEC.md section 8).
    onChange: () => form.clearErrors('otp'),
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="step-otp">
      <Stack gap="md">
        {!sent && notice}
        {!sent && (
          <Button
            onClick={() => void send()}
            loading={sending}
            leftSection={<IconSend size={18} aria-hidden />}
            size="md"
            data-testid="otp-send"
          >
            {sendLabel ?? t('accounts.otp.send')}
          </Button>
        )}
        {sent && (
          <>
            <Alert variant="light" icon={<IconMessage2 aria-hidden />} data-testid="otp-sent">
              <Text size="sm">
                {t('accounts.otp.sentTo', { username: isolate(username), minutes: OTP_VALID_MINUTES })}
              </Text>
            </Alert>
            <OtpInput error={tm(form.formState.errors.otp?.message)} data-testid="field-otp" {...reg} />
          </>
        )}
        <Text size="sm" c="dimmed">
          {t('accounts.otp.limitNote')}
        </Text>
        {sent && (
          <Button
            variant="subtle"
            onClick={() => void send()}
            disabled={sending}
            w="fit-content"
            data-testid="otp-resend"
          >
            {t('accounts.otp.resend')}
          </Button>
        )}
      </Stack>
      <StepActions
        onBack={onBack}
        onCancel={onCancel}
        nextLabel={creating ? t('accounts.otp.creating') : t('accounts.otp.create')}
        busy={creating}
        disabledNext={!sent}
      />
    </form>
  );
}
