import { Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CounterPage } from '@nikah/shared';
import { useVisitorCount } from './cardQueries';
import { useNumberFormat } from './useNumberFormat';

/**
 * "Visitors: N" for a page (SPEC.md section 7 counters). Counting is the server's job; this shows
 * the total. The line keeps its height while loading (no layout shift) and stays blank on error.
 */
export function VisitorCount({ page }: { page: CounterPage }) {
  const { t } = useTranslation();
  const count = useVisitorCount(page);
  const formatNumber = useNumberFormat();
  const known = count.data !== undefined;
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" data-testid={`visitors-${page}`}>
      <IconEye size={16} aria-hidden style={{ visibility: known ? 'visible' : 'hidden', flexShrink: 0 }} />
      <Text fz="sm" c="dimmed">
        {known ? t('content.visitors', { n: formatNumber(count.data) }) : '\u00a0'}
      </Text>
    </Group>
  );
}
