/**
 * The Report button of another member's profile (SPEC.md section 6): opens the report screen, or
 * says the profile was already reported (`relation.reported_by_me`).
 */
import { Button } from '@mantine/core';
import { IconFlag, IconFlagCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicProfileDetail } from '@nikah/shared';

export function ReportButton({ profile }: { profile: PublicProfileDetail }) {
  const { t } = useTranslation();
  if (profile.relation?.reported_by_me) {
    return (
      <Button
        variant="default"
        disabled
        leftSection={<IconFlagCheck size={18} aria-hidden />}
        data-testid="report-button"
      >
        {t('profileActions.report.reported')}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={`/report/${encodeURIComponent(profile.slug)}`}
      variant="default"
      leftSection={<IconFlag size={18} aria-hidden />}
      data-testid="report-button"
    >
      {t('profileActions.report.button')}
    </Button>
  );
}
