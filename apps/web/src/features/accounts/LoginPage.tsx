/**
 * Login (SPEC.md sections 2, 4, 5 and 8): the username first (an Indian mobile number, or an
 * e-mail and a country for members living outside India), checked with `verify-user`:
 * available shows the password (at least 4 characters), blocked shows 'User Blocked, Reason: …',
 * anything else opens the signup wizard with that username. Server-rendered for visitors (issue
 * 11): what only the browser knows (the session, the reason it ended, `?profile=`) is read after
 * hydration or by code that runs after it, so the first render matches the server's markup.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconArrowRight, IconLogin2 } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  DEFAULT_COUNTRY,
  loginForm,
  loginIdentityForm,
  RETURN_PROFILE_PARAM,
  sessionEndReason,
} from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../lib/api';
import { login, verifyUser } from '../../lib/endpoints';
import { queryKeys } from '../../lib/queryKeys';
import { useAlert } from './dialogs';
import { toast } from '../../app/toast';
import {
  errorLines,
  errorText,
  fieldMessages,
  translateMessage,
  useTranslateMessage,
} from '../../lib/messages';
import type { SignedOutState } from '../../app/member';
import { useCountries } from '../../app/sharedQueries';
import { returnProfileOf, withoutReturnProfile } from './returnProfile';
import { rememberReturnSlug, setSession, takeReturnSlug, useSession } from '../../app/session';
import classes from './accounts.module.css';
import { isolate } from './text';

const passwordOnly = z.object({ password: loginForm.shape.password });
type IdentityForm = typeof loginIdentityForm;
type PasswordForm = typeof passwordOnly;

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const [search] = useSearchParams();
  const [username, setUsername] = useState<string | null>(null);
  // Set as this page logs in: the login's own navigation (to the remembered profile) is under way,
  // and a redirect here would replace it while the profile page's chunk loads.
  const [loggedIn, setLoggedIn] = useState(false);
  if (session?.slug && !loggedIn) {
    const from = (location.state as { from?: string } | null)?.from;
    // Sent here for a profile (`?profile=`) while this browser still holds a session: that profile.
    const slug = returnProfileOf(search) ?? session.slug;
    return <Navigate to={from ?? `/profiles/${encodeURIComponent(slug)}`} replace />;
  }
  return (
    <Container size="xs" py="lg" px={{ base: 'sm', sm: 'md' }} className={classes.scope}>
      <ReturnProfileParam />
      <LoginHeader />
      <SignedOutNotice />
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} radius="md">
        {username === null ? (
          <IdentityStep onAvailable={setUsername} />
        ) : (
          <PasswordStep
            username={username}
            onChange={() => setUsername(null)}
            onLoggedIn={() => setLoggedIn(true)}
          />
        )}
      </Paper>
    </Container>
  );
}

/**
 * Remembers the profile of `?profile=<slug>` (the server's redirect of a visitor's profile detail)
 * for after login and drops the parameter from the address, keeping the history entry's state.
 * In an effect: sessionStorage is the browser's, and the server's render cannot write it.
 */
function ReturnProfileParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (!search.has(RETURN_PROFILE_PARAM)) return;
    const slug = returnProfileOf(search);
    if (slug) rememberReturnSlug(slug);
    void navigate(
      { pathname: location.pathname, search: withoutReturnProfile(search), hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate]);
  return null;
}

function LoginHeader() {
  const { t } = useTranslation();
  return <PageHeader title={t('accounts.login.title')} intro={t('accounts.login.intro')} />;
}

function isSignedOutState(state: unknown): state is SignedOutState {
  return (
    !!state &&
    typeof state === 'object' &&
    'signedOut' in state &&
    sessionEndReason.safeParse(state.signedOut).success
  );
}

/**
 * Why the member is here when a password change (issue 15) or a moderators' block (issue 34)
 * ended this device's session; a blocked member can write to us.
 */
function SignedOutNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  // Only after hydration: the history entry's state survives a reload, and the server, which
  // rendered this page, never sees it (a notice only in the browser's first render is a mismatch).
  const mounted = useMounted();
  if (!mounted || !isSignedOutState(location.state)) return null;
  if (location.state.signedOut === 'blocked') {
    return (
      <Alert
        color="red"
        mb="md"
        role="status"
        data-testid="login-signed-out"
        title={t('accounts.profile.blockedTitle')}
      >
        <Text size="sm">{t('accounts.profile.blockedHelp')}</Text>
        <Anchor component={Link} to="/feedback" fw={600} size="sm">
          {t('accounts.profile.blockedWrite')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" mb="md" role="status" data-testid="login-signed-out">
      {t('accounts.login.signedOutPasswordChanged')}
    </Alert>
  );
}

function IdentityStep({ onAvailable }: { onAvailable: (username: string) => void }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const alert = useAlert();
  const countries = useCountries();
  const form = useForm<z.input<IdentityForm>, unknown, z.output<IdentityForm>>({
    defaultValues: { abroad: false, country: '', username: '' },
    resolver: zodResolver(loginIdentityForm),
    mode: 'onTouched',
  });
  const abroad = form.watch('abroad') === true;
  const countryOptions = useMemo(
    () =>
      (countries.data ?? [])
        .filter((c) => c.name !== DEFAULT_COUNTRY)
        .map((c) => ({ value: c.name, label: c.name })),
    [countries.data],
  );
  const errors = form.formState.errors;
  const verify = useMutation({ mutationFn: verifyUser });
  // The server renders this form (issue 11): until the app has taken it over, a press of Continue
  // (or Enter) would be the browser's own submission, reloading the page with the username in its
  // address. So the button works from hydration on; typing works before.
  const hydrated = useMounted();

  // The schema's output: the username normalised (an e-mail lower-cased).
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await verify.mutateAsync(values.username);
      if (res.status === 'available') onAvailable(values.username);
      else if (res.status === 'blocked') {
        alert({
          title: t('accounts.login.blockedTitle'),
          message: t('accounts.msg.userBlocked', { reason: res.message }),
        });
      } else {
        // The drafts bring the signup form's fields and their checks (libphonenumber's metadata):
        // loaded when a new member goes on to sign up, not with the login page (issue 29).
        const { startSignupDraft } = await import('./drafts');
        startSignupDraft(
          values.username,
          values.abroad && values.country ? { country_current: values.country, email: values.username } : {},
        );
        toast(t('accounts.login.newMember'), 'info');
        void navigate('/signup');
      }
    } catch (err) {
      // The answer's text as a toast (SPEC.md section 8).
      toast(errorLines(t, err).join(' '), 'error');
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="login-identity">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="abroad"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              label={t('accounts.login.abroad')}
              checked={field.value === true}
              onChange={(e) => {
                field.onChange(e.currentTarget.checked);
                form.clearErrors();
              }}
              data-testid="login-abroad"
            />
          )}
        />
        {abroad && (
          <Controller
            control={form.control}
            name="country"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t('accounts.login.country')}
                withAsterisk
                data={countryOptions}
                value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                searchable
                nothingFoundMessage={t('accounts.common.noOptions')}
                placeholder={t('accounts.common.select')}
                error={tm(fieldState.error?.message)}
                data-testid="login-country"
              />
            )}
          />
        )}
        {abroad ? (
          <TextInput
            key="email"
            type="email"
            label={t('accounts.login.email')}
            withAsterisk
            autoComplete="username"
            dir="ltr"
            error={tm(errors.username?.message)}
            data-testid="login-username"
            {...form.register('username')}
          />
        ) : (
          <TextInput
            key="mobile"
            type="tel"
            label={t('accounts.login.mobile')}
            description={t('accounts.hints.mobile')}
            withAsterisk
            inputMode="numeric"
            autoComplete="username"
            maxLength={10}
            dir="ltr"
            // The whole field left to right, not only the input: in Urdu the +91 section would
            // otherwise sit at the right, over the digits, which start at the left.
            classNames={{ wrapper: classes.ltr }}
            leftSection={
              <Text size="sm" c="dimmed" className={classes.ltr}>
                +91
              </Text>
            }
            error={tm(errors.username?.message)}
            data-testid="login-username"
            {...form.register('username')}
          />
        )}
        <Button
          type="submit"
          loading={verify.isPending}
          disabled={!hydrated}
          rightSection={<IconArrowRight size={18} aria-hidden className={classes.flip} />}
          data-testid="login-continue"
        >
          {t('accounts.login.continue')}
        </Button>
        <Anchor component={Link} to="/forgot-password" size="sm" data-testid="login-forgot">
          {t('accounts.login.forgot')}
        </Anchor>
      </Stack>
    </form>
  );
}

function PasswordStep({
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
