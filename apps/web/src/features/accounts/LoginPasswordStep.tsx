/**
 * The login page's second step (SPEC.md sections 2, 5 and 8): the password of `username`. On
 * success it starts the session and goes to where the member came from, the profile remembered
 * from `?profile=`, or their own profile; a blocked account gets the reason in a dialog; other
 * errors show under the password.
 */
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { loginForm } from '@nikah/shared';
import { ApiError } from '../../lib/api';
import { login } from '../../lib/endpoints';
import {
  errorLines,
  errorText,
  fieldMessages,
  translateMessage,
  useTranslateMessage,
} from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { toast } from '../../app/toast';
import { setSession, takeReturnSlug } from '../../app/session';
import { useAlert } from './dialogs';
import { isolate } from './text';

const passwordOnly = z.object({ password: loginForm.shape.password });
type PasswordForm = typeof passwordOnly;

export function PasswordStep({
  username,
  onChange,
  onLoggedIn,
}: {
  username: string;
  onChange: () => void;
  /** Called just before the session starts; the step then navigates itself. */
  onLoggedIn: () => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const alert = useAlert();
  const queryClient = useQueryClient();
  const form = useForm<z.input<PasswordForm>, unknown, z.output<PasswordForm>>({
    defaultValues: { password: '' },
    resolver: zodResolver(passwordOnly),
    mode: 'onTouched',
  });

  const mutation = useMutation({ mutationFn: login });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      // The answer also sets the httpOnly session cookie; the body's token is for API clients.
      const res = await mutation.mutateAsync({ username, password });
      if (!res.token) {
        form.setError('password', { message: res.message || t('accounts.msg.somethingWrong') });
        return;
      }
      onLoggedIn();
      setSession({
        profileId: res.profile_id,
        slug: res.slug,
        username,
        isSuperuser: res.is_superuser === true,
      });
      queryClient.removeQueries({ queryKey: queryKeys.profile.all });
      toast(t('accounts.login.welcome'), 'success');
      const from = (location.state as { from?: string } | null)?.from;
      const slug = takeReturnSlug();
      const target =
        from ??
        (slug ? `/profiles/${encodeURIComponent(slug)}` : null) ??
        (res.slug ? `/profiles/${encodeURIComponent(res.slug)}` : '/');
      void navigate(target, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) {
        alert({ title: t('accounts.login.blockedTitle'), message: errorText(t, err) });
        return;
      }
      // Login errors: the joined error values (SPEC.md section 8).
      const messages =
        err instanceof ApiError && Object.keys(err.fieldErrors).length > 0
          ? Object.values(fieldMessages(err)).map((m) => translateMessage(t, m))
          : errorLines(t, err);
      form.setError('password', { message: messages.join(' ') }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="login-password">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" data-testid="login-account">
            {t('accounts.login.loggedInAs', { username: isolate(username) })}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={onChange} data-testid="login-change">
            {t('accounts.login.change')}
          </Anchor>
        </Group>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordInput
          label={t('accounts.login.password')}
          withAsterisk
          autoComplete="current-password"
          error={tm(form.formState.errors.password?.message)}
          data-testid="login-password-input"
          data-autofocus
          autoFocus
          {...form.register('password')}
        />
        <Button
          type="submit"
          loading={mutation.isPending}
          leftSection={<IconLogin2 size={18} aria-hidden />}
          data-testid="login-submit"
        >
          {t('accounts.login.submit')}
        </Button>
        <Anchor
          component={Link}
          to={`/forgot-password?username=${encodeURIComponent(username)}`}
          size="sm"
          data-testid="login-forgot"
        >
          {t('accounts.login.forgot')}
        </Anchor>
      </Stack>
    </form>
  );
}
