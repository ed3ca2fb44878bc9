/**
 * The login page's first step (SPEC.md sections 2 and 8): an Indian mobile number, or an e-mail
 * and a country for members living outside India, checked with `verify-user`. Available calls
 * `onAvailable` (the password step follows), blocked shows 'User Blocked, Reason: …', anything
 * else starts a signup draft with that username and opens the signup wizard.
 */
import { useMemo } from 'react';
import { Anchor, Button, Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconArrowRight } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { DEFAULT_COUNTRY, loginIdentityForm } from '@nikah/shared';
import { verifyUser } from '../../lib/endpoints';
import { errorLines, useTranslateMessage } from '../../lib/messages';
import { toast } from '../../app/toast';
import { useCountries } from '../../app/sharedQueries';
import { useAlert } from './dialogs';
import classes from './accounts.module.css';

type IdentityForm = typeof loginIdentityForm;

export function IdentityStep({ onAvailable }: { onAvailable: (username: string) => void }) {
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
