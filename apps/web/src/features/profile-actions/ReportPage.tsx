/**
 * `/report/:slug` (named route report-slug; SPEC.md sections 2, 5, 6 and 8; DESIGN.md D11): a
 * Verified member reports another profile with one of the seven reasons (a text for 'Other', at
 * most 2000 characters) and an evidence image. A member who is not Verified is told to verify
 * first, with a link to their profile's Verify button; a profile already reported says so.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFlag, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { PHOTO_MIME_TYPES, msg, reportForm } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../lib/api';
import { toast } from '../../app/toast';
import { errorText, fieldMessageOf, translateRef, useTranslateMessage } from '../../lib/messages';
import { rememberReturnSlug, useSession } from '../../app/session';
import { EvidenceInput } from './EvidenceInput';
import { useOwnProfile, useProfileDetail, useReportProfile } from './queries';
import { ReasonRadioGroup } from './ReasonRadioGroup';

type Schema = typeof reportForm;

export function ReportPage() {
  const { slug = '' } = useParams();
  const session = useSession();
  if (!session) {
    rememberReturnSlug(slug);
    return <Navigate to="/login" replace />;
  }
  return <ReportView slug={slug} ownSlug={session.slug} />;
}

function Notice({ color, children, testId }: { color: string; children: ReactNode; testId: string }) {
  return (
    <Alert color={color} variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid={testId}>
      {children}
    </Alert>
  );
}

function ReportView({ slug, ownSlug }: { slug: string; ownSlug: string | null }) {
  const { t } = useTranslation();
  const target = useProfileDetail(slug, slug === ownSlug);
  const own = useOwnProfile();
  const back = `/profiles/${encodeURIComponent(slug)}`;

  let body: ReactNode;
  if (target.isPending || (ownSlug && own.isPending)) {
    body = <Text role="status">{t('profileActions.loading')}</Text>;
  } else if (target.isError) {
    body = (
      <Notice color="red" testId="report-error">
        {errorText(t, target.error)}
      </Notice>
    );
  } else if (target.data.is_owner) {
    body = (
      <Notice color="gray" testId="report-self">
        {t('profileActions.report.self')}
      </Notice>
    );
  } else if (!own.data || !own.data.is_owner || own.data.verification_status !== 'Verified') {
    body = (
      <Stack gap="sm" data-testid="report-verify-first">
        <Notice color="yellow" testId="report-not-verified">
          {translateRef(t, msg('verifyToReport'))}
        </Notice>
        {ownSlug && (
          <Button
            component={Link}
            to={`/profiles/${encodeURIComponent(ownSlug)}#verify`}
            leftSection={<IconRosetteDiscountCheck size={18} aria-hidden />}
            w="fit-content"
            data-testid="report-verify-link"
          >
            {t('profileActions.report.verifyLink')}
          </Button>
        )}
      </Stack>
    );
  } else if (target.data.relation?.reported_by_me) {
    body = (
      <Notice color="blue" testId="report-already">
        {t('profileActions.report.already')}
      </Notice>
    );
  } else {
    body = <ReportForm slug={slug} name={target.data.full_name} back={back} />;
  }

  return (
    <Container size="sm" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="report-page">
      <PageHeader title={t('profileActions.report.title')} />
      <Stack gap="md">
        {body}
        <Button component={Link} to={back} variant="subtle" w="fit-content" data-testid="report-back">
          {t('profileActions.report.back')}
        </Button>
      </Stack>
    </Container>
  );
}

function ReportForm({ slug, name, back }: { slug: string; name: string; back: string }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const report = useReportProfile(slug);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [already, setAlready] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(reportForm),
    defaultValues: { other_reason: '' },
  });

  const requireFile = () => {
    if (!file) setFileError(translateRef(t, msg('fileRequired')));
    return file;
  };
  const submit = form.handleSubmit(async (values) => {
    const evidence = requireFile();
    if (!evidence) return;
    setFailure(null);
    const data = new FormData();
    data.append('reason', values.reason);
    if (values.reason === 'Other' && values.other_reason) data.append('other_reason', values.other_reason);
    data.append('user_slug', slug);
    data.append('file', evidence);
    try {
      await report.mutateAsync(data);
      toast(translateRef(t, msg('reported')), 'success');
      void navigate(back);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setAlready(true);
        return;
      }
      if (err instanceof ApiError && err.status === 400) {
        const fileMessage = fieldMessageOf(err, 'file');
        if (fileMessage) setFileError(tm(fileMessage));
        for (const field of ['reason', 'other_reason'] as const) {
          const message = fieldMessageOf(err, field);
          if (message) form.setError(field, { message });
        }
        if (fileMessage || fieldMessageOf(err, 'reason') || fieldMessageOf(err, 'other_reason')) return;
      }
      setFailure(errorText(t, err));
    }
  }, requireFile);

  if (already) {
    return (
      <Notice color="blue" testId="report-already">
        {t('profileActions.report.already')}
      </Notice>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="report-form">
      <Stack gap="md">
        <Text size="sm">{t('profileActions.report.intro', { name })}</Text>
        <ReasonRadioGroup kind="report" form={form} reasonName="reason" detailName="other_reason" />
        <EvidenceField
          file={file}
          error={fileError}
          onChange={(f, wrongType) => {
            setFile(f);
            setFileError(wrongType ? t('profileActions.report.notImage') : undefined);
          }}
        />
        {failure && (
          <Notice color="red" testId="report-failure">
            {failure}
          </Notice>
        )}
        <Group gap="xs">
          <Button
            type="submit"
            color="red.9"
            loading={report.isPending}
            leftSection={<IconFlag size={18} aria-hidden />}
            data-testid="report-submit"
          >
            {t('profileActions.report.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EvidenceField({
  file,
  error,
  onChange,
}: {
  file: File | null;
  error: string | undefined;
  onChange: (file: File | null, wrongType: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <EvidenceInput
      label={t('profileActions.report.evidence')}
      description={t('profileActions.report.evidenceHint')}
      placeholder={t('profileActions.report.evidencePlaceholder')}
      previewAlt={t('profileActions.report.preview')}
      clearLabel={t('profileActions.report.clearFile')}
      accept={PHOTO_MIME_TYPES}
      value={file}
      onChange={onChange}
      error={error}
      testId="report-evidence"
    />
  );
}
