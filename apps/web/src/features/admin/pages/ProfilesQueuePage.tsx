/**
 * Pending profiles and approved ones changed since approval (DESIGN.md D17): one profile open at a
 * time with its photos beside its fields, Approve or Reject with remarks; after a decision the next
 * profile of the queue opens by itself.
 */
import { useState } from 'react';
import { Badge, Group, NavLink, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE, type AdminProfileItem } from '@nikah/shared';
import { useRefLabel } from '../../../i18n/refLabel';
import { Pager } from '../components/Pager';
import { QueryState } from '../components/QueryState';
import { fetchProfileQueue } from '../endpoints';
import { useAdminT } from '../i18n';
import { adminKeys } from '../queryKeys';
import { ProfileReview } from './ProfileReview';

type View = 'pending' | 'changed';

/** The id to open after `id` leaves the list: the next one, else the previous one. */
function nextAfter(items: AdminProfileItem[], id: number): number | null {
  const index = items.findIndex((i) => i.id === id);
  if (index < 0) return items[0]?.id ?? null;
  return items[index + 1]?.id ?? items[index - 1]?.id ?? null;
}

export function ProfilesQueuePage() {
  const ta = useAdminT();
  const ref = useRefLabel();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'changed' ? 'changed' : 'pending';
  const [page, setPage] = useState(1);
  const [newest, setNewest] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const query = useQuery({
    queryKey: adminKeys.queue(view, page, newest),
    queryFn: ({ signal }) => fetchProfileQueue(view, page, newest, signal),
    placeholderData: keepPreviousData,
  });
  const changeView = (next: string) => {
    setSelected(null);
    setPage(1);
    setParams(next === 'changed' ? { view: 'changed' } : {}, { replace: true });
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {ta('nav.profiles')}
      </Title>
      <SegmentedControl
        value={view}
        onChange={changeView}
        aria-label={ta('profiles.queueLabel')}
        data={[
          { value: 'pending', label: ta('profiles.pending') },
          { value: 'changed', label: ta('profiles.changed') },
        ]}
        fullWidth
        maw={480}
        data-testid="admin-queue-view"
      />
      <Switch
        label={ta('profiles.newest')}
        checked={newest}
        onChange={(e) => {
          setNewest(e.currentTarget.checked);
          setSelected(null);
          setPage(1);
        }}
        data-testid="admin-queue-newest"
      />
      <QueryState query={query} isEmpty={(d) => d.results.length === 0}>
        {(data) => {
          const items = data.results;
          const current = items.find((i) => i.id === selected) ?? items[0];
          const list = (
            <Paper withBorder p={4} component="nav" aria-label={ta('profiles.listLabel')}>
              <Text size="sm" c="dimmed" px="xs" py={4} data-testid="admin-queue-count">
                {ta('profiles.count', { count: data.count })}
              </Text>
              {items.map((item) => (
                <NavLink
                  key={item.id}
                  label={item.full_name}
                  description={`${item.profile_code} · ${ref.label('city', item.city)}`}
                  active={item.id === current?.id}
                  aria-current={item.id === current?.id ? 'true' : undefined}
                  onClick={() => setSelected(item.id)}
                  rightSection={
                    item.flagged ? (
                      <Badge color="red" size="xs" variant="light">
                        !
                      </Badge>
                    ) : undefined
                  }
                  data-testid={`admin-queue-item-${item.profile_code}`}
                />
              ))}
              <Pager page={page} count={data.count} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />
            </Paper>
          );
          const review = current && (
            <ProfileReview
              key={current.id}
              item={current}
              onDecided={() => setSelected(nextAfter(items, current.id))}
            />
          );
          return wide ? (
            <Group align="flex-start" wrap="nowrap" gap="md">
              <div style={{ width: 260, flexShrink: 0 }}>{list}</div>
              <div style={{ flex: 1, minWidth: 0 }}>{review}</div>
            </Group>
          ) : (
            <Stack gap="md">
              {review}
              {list}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
