/**
 * Forgot password (SPEC.md sections 2, 4, 5 and 8): the username (at least 4 characters), Get OTP
 * (`send-otp` with purpose reset), then the 6-digit code and a new password (at least 6, confirmed);
 * 'Password set successfully' and back to the login page.
 *
 * When the number's codes are used up for the day (429 `otpLimit` or `otpProveLast`, perhaps by a
 * stranger; issue 13 defect 5), the page asks for the last code the member received and sends it as
 * `last_otp`, which gets them a new code; the page says so before it happens. No e-mail hint is
 * shown: `get-email/` answers only the account's own session (issue 13 defect 7).
 *
 * The code step survives a reload (issue 34 point 5): the username the code went to is kept in
 * this tab's session storage until the password is set or the member picks another username.
 */
import { useEffect, useState } from 'react';
import { Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { IconKey, IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  OTP_VALID_MINUTES,
  forgotPasswordForm,
  setPasswordForm,
  parseErrorKeys,
  OTP_LENGTH,
} from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../lib/api';
import { sendOtp, setPassword } from '../../lib/endpoints';
import { useAlert } from './dialogs';
import { toast } from '../../app/toast';
import { errorLines, fieldMessageOf, translateMessage, useTranslateMessage } from '../../lib/messages';
import classes from './accounts.module.css';
import { OtpInput } from './OtpInput';
import { isolate } from './text';

type UsernameForm = typeof forgotPasswordForm;
type ResetForm = typeof setPasswordForm;

/** Session storage key of the username a reset code was sent to (the code step, kept on reload). */
const CODE_STEP_KEY = 'nikah.forgot.username';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const alert = useAlert();
  const [params] = useSearchParams();
  // Read after the first render: the server rendered the first step, and hydration must match it.
  const [stored, setStored, removeStored] = useSessionStorage<string>({
    key: CODE_STEP_KEY,
    defaultValue: '',
    getInitialValueInEffect: true,
  });
  const username = stored === '' ? null : stored;
  /** The username whose codes are used up for today: ask for the last code received (`last_otp`). */
  const [proofFor, setProofFor] = useState<string | null>(null);
  const [lastOtp, setLastOtp] = useState('');

  const first = useForm<z.input<UsernameForm>, unknown, z.output<UsernameForm>>({
    defaultValues: { username: params.get('username') ?? '' },
    resolver: zodResolver(forgotPasswordForm),
    mode: 'onTouched',
  });
  const second = useForm<z.input<ResetForm>, unknown, z.output<ResetForm>>({
    defaultValues: { username: '', otp: '', password: '', confirm_password: '' },
    resolver: zodResolver(setPasswordForm),
    mode: 'onTouched',
  });

  useEffect(() => {
    if (username !== null) second.setValue('username', username);
  }, [username, second]);

  const codeRequest = useMutation({ mutationFn: sendOtp });
  const reset = useMutation({ mutationFn: setPassword });

  const requestCode = async (name: string, proof?: string) => {
    try {
      await codeRequest.mutateAsync({
        username: name,
        purpose: 'reset',
        ...(proof ? { last_otp: proof } : {}),
      });
      toast(t('accounts.msg.otpSent'), 'success');
      setStored(name);
      setProofFor(null);
      setLastOtp('');
      return true;
    } catch (err) {
      const usernameError = err instanceof ApiError ? fieldMessageOf(err, 'username') : undefined;
      if (usernameError) {
        first.setError('username', { message: usernameError }, { shouldFocus: true });
        return false;
      }
      // Past the day's limits the owner can still prove the last code they received.
      const key = err instanceof ApiError ? parseErrorKeys(err.errorKeys).detail?.key : undefined;
      if (key === 'otpLimit' || key === 'otpProveLast') setProofFor(name);
      alert({ message: errorLines(t, err).join('\n') });
      return false;
    }
  };

  const submitFirst = first.handleSubmit(async ({ username: name }) => {
    await requestCode(name);
  });

  const submitSecond = second.handleSubmit(async (values) => {
    try {
      const res = await reset.mutateAsync(values);
      if (res.status !== 'Done') {
        alert({ message: translateMessage(t, res.message) });
        return;
      }
      toast(t('accounts.msg.passwordSet'), 'success');
      removeStored();
      void navigate('/login', { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        let focused = false;
        for (const name of ['otp', 'password', 'confirm_password'] as const) {
          const message = fieldMessageOf(err, name);
          if (!message) continue;
          second.setError(name, { message }, { shouldFocus: !focused });
          focused = true;
        }
        if (focused) return;
      }
      alert({ message: errorLines(t, err).join('\n') });
    }
  });

  return (
    <Container size="xs" py="lg" px={{ base: 'sm', sm: 'md' }} className={classes.scope}>
      <PageHeader title={t('accounts.forgot.title')} intro={t('accounts.forgot.intro')} />
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} radius="md">
        {username === null ? (
          <form onSubmit={(e) => void submitFirst(e)} noValidate data-testid="forgot-username">
            <Stack gap="md">
              <TextInput
                label={t('accounts.forgot.username')}
                withAsterisk
                autoComplete="username"
                dir="ltr"
                error={tm(first.formState.errors.username?.message)}
                data-testid="forgot-username-input"
                {...first.register('username')}
              />
              <Text size="sm" c="dimmed">
                {t('accounts.forgot.limitNote')}
              </Text>
              <Button
                type="submit"
                loading={codeRequest.isPending}
                leftSection={<IconSend size={18} aria-hidden />}
                data-testid="forgot-get-otp"
              >
                {t('accounts.forgot.getOtp')}
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={(e) => void submitSecond(e)} noValidate data-testid="forgot-reset">
            <Stack gap="md">
              <Text size="sm" data-testid="forgot-sent">
                {t('accounts.otp.sentTo', { username: isolate(username), minutes: OTP_VALID_MINUTES })}
              </Text>
              <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
              <OtpInput
                size="sm"
                error={tm(second.formState.errors.otp?.message)}
                data-testid="forgot-otp"
                {...second.register('otp', { onChange: () => second.clearErrors('otp') })}
              />
              <PasswordInput
                label={t('accounts.forgot.newPassword')}
                description={t('accounts.hints.password')}
                withAsterisk
                autoComplete="new-password"
                error={tm(second.formState.errors.password?.message)}
                data-testid="forgot-password"
                {...second.register('password')}
              />
              <PasswordInput
                label={t('accounts.forgot.confirmPassword')}
                withAsterisk
                autoComplete="new-password"
                error={tm(second.formState.errors.confirm_password?.message)}
                data-testid="forgot-confirm"
                {...second.register('confirm_password')}
              />
              <Button
                type="submit"
                loading={reset.isPending}
                leftSection={<IconKey size={18} aria-hidden />}
                data-testid="forgot-set"
              >
                {t('accounts.forgot.setPassword')}
              </Button>
              <Button
                variant="subtle"
                onClick={() => void requestCode(username)}
                data-testid="forgot-resend"
                w="fit-content"
              >
                {t('accounts.otp.resend')}
              </Button>
              <Button
                variant="subtle"
                color="gray"
                onClick={() => {
                  removeStored();
                  second.reset();
                  setProofFor(null);
                }}
                data-testid="forgot-change-username"
                w="fit-content"
              >
                {t('accounts.forgot.changeUsername')}
              </Button>
            </Stack>
          </form>
        )}
        {proofFor !== null && (
          <Stack gap="xs" mt="md" data-testid="forgot-prove">
            <TextInput
              label={t('accounts.forgot.lastOtp')}
              description={t('accounts.forgot.lastOtpHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              dir="ltr"
              value={lastOtp}
              onChange={(e) => setLastOtp(e.currentTarget.value)}
              data-testid="forgot-last-otp"
            />
            <Button
              variant="light"
              w="fit-content"
              loading={codeRequest.isPending}
              disabled={!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(lastOtp.trim())}
              onClick={() => void requestCode(proofFor, lastOtp.trim())}
              data-testid="forgot-prove-send"
            >
              {t('accounts.forgot.getNewOtp')}
            </Button>
          </Stack>
        )}
        <Anchor component={Link} to="/login" size="sm" mt="md" display="inline-block">
          {t('accounts.forgot.backToLogin')}
        </Anchor>
      </Paper>
    </Container>
  );
}
