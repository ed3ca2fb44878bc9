/**
 * New photos of approved profiles (DESIGN.md D17): the photo others see now beside the new one,
 * approve or reject each new photo.
 */
import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, type AdminProfileItem } from '@nikah/shared';
import { AdminImage } from '../components/AdminImage';
import { Pager } from '../components/Pager';
import { ProfileLink } from '../components/ProfileLink';
import { QueryState } from '../components/QueryState';
import { useAdminAction } from '../components/useAdminAction';
import { decidePhoto, fetchProfileQueue } from '../endpoints';
import { useAdminT } from '../i18n';
import { adminKeys } from '../queryKeys';

export function PhotoChangesPage() {
  const ta = useAdminT();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: adminKeys.queue('photos', page),
    queryFn: ({ signal }) => fetchProfileQueue('photos', page, false, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {ta('nav.photos')}
        </Title>
        <Text c="dimmed" size="sm">
          {ta('photos.intro')}
        </Text>
      </div>
      <QueryState query={query} isEmpty={(d) => d.results.length === 0}>
        {(data) => (
          <>
            {data.results.map((item) => (
              <PhotoChanges key={item.id} item={item} />
            ))}
            <Pager page={page} count={data.count} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function PhotoChanges({ item }: { item: AdminProfileItem }) {
  const ta = useAdminT();
  const decide = useAdminAction(
    ({ slot, approve }: { slot: number; approve: boolean }) => decidePhoto(item.id, slot, approve),
    ({ approve }) => (approve ? ta('photos.approved') : ta('photos.rejected')),
  );
  return (
    <Card withBorder padding="md" data-testid={`admin-photos-${item.profile_code}`}>
      <Text fw={600} mb="xs">
        <ProfileLink slug={item.slug} code={item.profile_code} name={item.full_name} />
      </Text>
      <Stack gap="md">
        {item.pending_photos.map((pending) => {
          const n = pending.slot + 1;
          const current = item.photos.find((p) => p.slot === pending.slot);
          const busy = decide.isPending && decide.variables.slot === pending.slot;
          return (
            <div key={pending.slot}>
              <Text size="sm" fw={600} mb={4}>
                {ta('photos.slot', { n })}
              </Text>
              <Group gap="md" align="flex-start">
                <Stack gap={4}>
                  <Text size="xs" c="dimmed">
                    {ta('photos.current')}
                  </Text>
                  {current ? (
                    <AdminImage
                      src={current.url}
                      alt={ta('profiles.photoAlt', { n, name: item.full_name })}
                    />
                  ) : (
                    <Text size="sm" c="dimmed" w={160}>
                      {ta('photos.none')}
                    </Text>
                  )}
                </Stack>
                <Stack gap={4}>
                  <Text size="xs" c="dimmed">
                    {ta('photos.pending')}
                  </Text>
                  <AdminImage src={pending.url} alt={ta('profiles.pendingPhoto', { n })} />
                </Stack>
              </Group>
              <Group gap="xs" mt="xs">
                <Button
                  size="sm"
                  loading={busy && decide.variables.approve}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ slot: pending.slot, approve: true })}
                  data-testid={`admin-photo-approve-${pending.slot}`}
                >
                  {ta('photos.approve')}
                </Button>
                <Button
                  size="sm"
                  color="red"
                  variant="outline"
                  loading={busy && !decide.variables.approve}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ slot: pending.slot, approve: false })}
                  data-testid={`admin-photo-reject-${pending.slot}`}
                >
                  {ta('photos.reject')}
                </Button>
              </Group>
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}
