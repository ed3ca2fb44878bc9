import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Error state of a data section, with a retry button. */
export function QueryError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('errors.loadFailed')}
      data-testid="query-error"
    >
      <Button
        mt="xs"
        variant="outline"
        color="red.9"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={onRetry}
        loading={retrying}
        data-testid="retry-button"
      >
        {t('errors.retry')}
      </Button>
    </Alert>
  );
}
