/** A page of profile cards with its count, loading, empty and error states, and pagination. */
import { Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileCard as ProfileCardData } from '@nikah/shared';
import { QueryError } from '../../components/QueryError';
import { ProfileCard } from '../profiles';
import { Paging } from './Paging';

export const GRID_COLS = { base: 1, xs: 2, md: 3 };

interface ResultsProps {
  data: { results: ProfileCardData[]; count: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  emptyText?: string;
}

export function Results({
  data,
  isPending,
  isError,
  isFetching,
  refetch,
  page,
  pageSize,
  onPage,
  emptyText,
}: ResultsProps) {
  const { t } = useTranslation();
  if (isError && !data) return <QueryError onRetry={refetch} retrying={isFetching} />;
  if (isPending || !data) {
    return (
      <Group gap="sm" role="status" data-testid="results-loading">
        <Loader size="sm" />
        <Text>{t('discovery.common.loading')}</Text>
      </Group>
    );
  }
  const total = Math.ceil(data.count / pageSize);
  return (
    <section aria-label={t('discovery.common.results')} aria-busy={isFetching}>
      <Group justify="space-between" mb="sm">
        <Text fw={600} data-testid="results-count" role="status">
          {t('discovery.common.count', { count: data.count })}
        </Text>
        {isFetching && <Loader size="xs" aria-label={t('discovery.common.loading')} />}
      </Group>
      {data.results.length === 0 ? (
        <Text data-testid="results-empty">{emptyText ?? t('discovery.common.noProfiles')}</Text>
      ) : (
        <SimpleGrid cols={GRID_COLS} data-testid="results-grid" data-page={page}>
          {data.results.map((p, i) => (
            <ProfileCard key={p.id} profile={p} eager={i < 2} headingOrder={2} />
          ))}
        </SimpleGrid>
      )}
      <Paging page={page} total={total} onChange={onPage} />
    </section>
  );
}
