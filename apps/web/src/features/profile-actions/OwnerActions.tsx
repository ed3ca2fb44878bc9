/**
 * The owner's verification status and deletion control on their profile page (SPEC.md sections 4
 * and 6): Verified (badge), Not Verified ("Verify Profile" opens the dialog), In Process (button
 * disabled, status shown), Rejected (remarks shown, may upload again); the Delete button, or the
 * 'under process' notice once a deletion was asked for.
 */
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconRosetteDiscountCheck,
  IconRosetteDiscountCheckFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnerProfileDetail, VerificationStatus } from '@nikah/shared';
import { VERIFICATION_STATUSES, mayUploadVerification } from '@nikah/shared';
import { useRefLabel } from '../../i18n/refLabel';
import { useLazyDialog } from '../../app/useLazyDialog';
import { lazyChunk } from '../../lib/lazyChunk';
import { UnderProcess } from './UnderProcess';
import { opensDialog } from '../../components/LoadingIcon';

// The verification dialog, with its upload form, loads at the first tap on "Verify Profile".
const loadVerifyDialog = lazyChunk(() => import('./VerifyDialog').then((m) => m.VerifyDialog)).load;

const isStatus = (s: string): s is VerificationStatus =>
  (VERIFICATION_STATUSES as readonly string[]).includes(s);

export function OwnerActions({ profile }: { profile: OwnerProfileDetail }) {
  const { t } = useTranslation();
  const ref = useRefLabel();
  const verify = useLazyDialog(loadVerifyDialog);
  const status = isStatus(profile.verification_status) ? profile.verification_status : 'Not Verified';
  const statusLabel = ref.label('verification', status);
  return (
    <Card withBorder padding="md" id="verify" data-testid="owner-actions">
      <Title order={2} fz="lg" mb="sm" c="brand.8">
        {t('profileActions.verify.title')}
      </Title>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          {status === 'Verified' ? (
            <Badge
              leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />}
              data-testid="verification-status"
            >
              {statusLabel}
            </Badge>
          ) : (
            <Text size="sm" data-testid="verification-status">
              {t('profileActions.verify.status', { status: statusLabel })}
            </Text>
          )}
        </Group>
        {status === 'In Process' && <Text size="sm">{t('profileActions.verify.inProcess')}</Text>}
        {status === 'Rejected' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            data-testid="verification-rejected"
          >
            {t('profileActions.verify.rejected')}
            {profile.verification_remarks && (
              <> {t('profileActions.verify.remarks', { remarks: profile.verification_remarks })}</>
            )}
          </Alert>
        )}
        {status !== 'Verified' && (
          <Button
            w="fit-content"
            variant="light"
            {...opensDialog(verify, <IconRosetteDiscountCheck size={18} aria-hidden />)}
            disabled={!mayUploadVerification(status)}
            data-testid="verify-button"
          >
            {status === 'Rejected' ? t('profileActions.verify.again') : t('profileActions.verify.button')}
          </Button>
        )}
        {profile.deletion_status === 'requested' ? (
          <UnderProcess />
        ) : (
          <Button
            component={Link}
            to={`/delete/${encodeURIComponent(profile.slug)}`}
            w="fit-content"
            variant="subtle"
            color="red"
            // Mantine's subtle red text is red.6 (3.3:1 on white); red.9 passes WCAG AA.
            c="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            data-testid="delete-button"
          >
            {t('profileActions.delete.button')}
          </Button>
        )}
      </Stack>
      {verify.Dialog && (
        <verify.Dialog
          opened={verify.opened}
          onClose={verify.close}
          profileId={profile.id}
          slug={profile.slug}
        />
      )}
    </Card>
  );
}
