/**
 * `/delete/:slug` (named route delete-slug; SPEC.md sections 2, 4, 5 and 8; DESIGN.md D11): the
 * owner asks for their profile's deletion with one of the ten reasons (a text for 'Others') and a
 * confirmation. The server's answer is shown: its message on success (then the profile page shows
 * the 'under process' notice), or its refusal (already requested). Within DELETION_BLOCK_DAYS of
 * the profile's creation the page says from when deletion opens, before any form, and offers to
 * hide the profile at once instead (D16; issue 34 point 4).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Container, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconTrash } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { DELETION_BLOCK_DAYS, deleteRequestBody, msg, type OwnerProfileDetail } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../lib/api';
import { toast } from '../../app/toast';
import { errorText, fieldMessageOf, translateRef } from '../../lib/messages';
import { useSession } from '../../app/session';
import { formatDate } from '../../i18n/format';
import { ProfileVisibilitySwitch } from '../../components/ProfileVisibilitySwitch';
import { useOwnProfile, useRequestDeletion } from './queries';
import { ReasonRadioGroup } from './ReasonRadioGroup';
import { UnderProcess } from './UnderProcess';

type Schema = typeof deleteRequestBody;

export function DeletePage() {
  const { slug = '' } = useParams();
  const session = useSession();
  const { t } = useTranslation();
  const own = useOwnProfile();
  if (!session) return <Navigate to="/login" replace />;
  const back = `/profiles/${encodeURIComponent(slug)}`;

  let body: ReactNode;
  if (session.slug !== slug || session.profileId === null) {
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        data-testid="delete-not-owner"
      >
        {t('profileActions.delete.notOwner')}
      </Alert>
    );
  } else if (own.isPending) {
    body = <Text role="status">{t('profileActions.loading')}</Text>;
  } else if (own.isError || !own.data.is_owner) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        {own.isError ? errorText(t, own.error) : t('profileActions.loadFailed')}
      </Alert>
    );
  } else if (own.data.deletion_status === 'requested') {
    body = <UnderProcess />;
  } else if (new Date(own.data.deletion_allowed_from).getTime() > Date.now()) {
    body = <TooSoon profile={own.data} />;
  } else {
    body = <DeleteForm profileId={session.profileId} slug={slug} back={back} />;
  }

  return (
    <Container size="sm" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="delete-page">
      <PageHeader title={t('profileActions.delete.title')} />
      <Stack gap="md">
        {body}
        <Button component={Link} to={back} variant="subtle" w="fit-content">
          {t('profileActions.report.back')}
        </Button>
      </Stack>
    </Container>
  );
}

/** Within DELETION_BLOCK_DAYS of signup: when deletion opens, and hiding the profile now instead. */
function TooSoon({ profile }: { profile: OwnerProfileDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden />} data-testid="delete-too-soon">
        {t('profileActions.delete.tooSoon', {
          date: formatDate(profile.deletion_allowed_from, i18n.language),
          days: DELETION_BLOCK_DAYS,
        })}
      </Alert>
      <ProfileVisibilitySwitch profile={profile} />
    </Stack>
  );
}

function DeleteForm({ profileId, slug, back }: { profileId: number; slug: string; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestDeletion(profileId, slug);
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(deleteRequestBody),
    defaultValues: { reason_detail: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body =
      values.reason_to_delete === 'Others' ? values : { reason_to_delete: values.reason_to_delete };
    try {
      await request.mutateAsync(body);
      toast(translateRef(t, msg('deleteRequested')), 'success');
      void navigate(back);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        let shown = false;
        for (const field of ['reason_to_delete', 'reason_detail'] as const) {
          const message = fieldMessageOf(err, field);
          if (message) {
            form.setError(field, { message });
            shown = true;
          }
        }
        if (shown) return;
      }
      setFailure(errorText(t, err));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="delete-form">
      <Stack gap="md">
        <Text size="sm">{t('profileActions.delete.intro')}</Text>
        <ReasonRadioGroup
          kind="delete"
          form={form}
          reasonName="reason_to_delete"
          detailName="reason_detail"
        />
        <Checkbox
          checked={confirmed}
          onChange={(e) => setConfirmed(e.currentTarget.checked)}
          label={t('profileActions.delete.confirm')}
          data-testid="delete-confirm"
        />
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            data-testid="delete-failure"
          >
            {failure}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            type="submit"
            color="red.9"
            disabled={!confirmed}
            loading={request.isPending}
            leftSection={<IconTrash size={18} aria-hidden />}
            data-testid="delete-submit"
          >
            {t('profileActions.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
