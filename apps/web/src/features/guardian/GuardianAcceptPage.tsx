/**
 * `/guardian/accept` (DESIGN.md D19; issue 10): the guardian enters the mobile number or e-mail the
 * invitation went to (prefilled from `?contact=`) and its code; the server starts a session (the
 * httpOnly cookie) and the guardian goes to /guardian. Checked with the shared `guardianAcceptForm`.
 */
import { Alert, Button, Container, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { OTP_LENGTH, guardianAcceptForm } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../lib/api';
import { toast } from '../../app/toast';
import { errorText, fieldMessageOf, useTranslateMessage } from '../../lib/messages';
import { setSession } from '../../app/session';
import { useAcceptGuardian } from './queries';

type Schema = typeof guardianAcceptForm;

export function GuardianAcceptPage() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accept = useAcceptGuardian();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    defaultValues: { contact: params.get('contact') ?? '', code: '' },
    resolver: zodResolver(guardianAcceptForm),
  });
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const done = await accept.mutateAsync(body);
      setSession({ profileId: done.profile_id, slug: done.slug, username: body.contact });
      toast(t('guardian.accept.done', { name: done.member_name }), 'success');
      void navigate('/guardian');
    } catch (error) {
      const code = error instanceof ApiError ? fieldMessageOf(error, 'code') : undefined;
      const contact = error instanceof ApiError ? fieldMessageOf(error, 'contact') : undefined;
      if (code) form.setError('code', { message: code });
      if (contact) form.setError('contact', { message: contact });
      if (!code && !contact) setProblem(errorText(t, error));
    }
  });
  return (
    <Container size="xs" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="guardian-accept-page">
      <PageHeader title={t('guardian.accept.title')} intro={t('guardian.accept.intro')} />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('guardian.accept.contact')}
              autoComplete="username"
              dir="ltr"
              withAsterisk
              error={tm(form.formState.errors.contact?.message)}
              data-testid="guardian-accept-contact"
              {...form.register('contact')}
            />
            <TextInput
              label={t('guardian.accept.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={OTP_LENGTH}
              dir="ltr"
              withAsterisk
              error={tm(form.formState.errors.code?.message)}
              data-testid="guardian-accept-code"
              {...form.register('code')}
            />
            {problem && (
              <Alert color="red" variant="light" role="alert" data-testid="guardian-accept-error">
                {problem}
              </Alert>
            )}
            <Text size="xs" c="dimmed">
              {t('guardian.page.bannerText')}
            </Text>
            <Button
              type="submit"
              leftSection={<IconShieldCheck size={18} aria-hidden />}
              loading={accept.isPending}
              data-testid="guardian-accept-submit"
            >
              {t('guardian.accept.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
