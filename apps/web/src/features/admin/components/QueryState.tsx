import type { ReactNode } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../../components/QueryError';
import { useAdminT } from '../i18n';

/**
 * The loading, error and empty states of a console list; `children` renders the data. `isEmpty`
 * says when the data holds nothing to show.
 */
export function QueryState<T>({
  query,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const ta = useAdminT();
  if (query.isPending) {
    return (
      <Center mih={160} role="status" data-testid="admin-loading">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">{ta('loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) {
    return <QueryError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (isEmpty(query.data)) {
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="admin-empty">
        {ta('empty')}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
