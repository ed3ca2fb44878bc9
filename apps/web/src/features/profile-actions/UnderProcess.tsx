/**
 * The notice that replaces the Delete button while a deletion request is pending (SPEC.md section
 * 4), on the own profile's page and the delete page. A file of its own, so the profile page does
 * not load the delete page's form with it (issue 29).
 */
import { Alert } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function UnderProcess() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconClockHour4 aria-hidden />} data-testid="delete-notice">
      {t('profileActions.delete.underProcess')}
    </Alert>
  );
}
