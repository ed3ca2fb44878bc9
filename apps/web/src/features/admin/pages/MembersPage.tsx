/**
 * Members: search by name, profile code or username; Block with a reason (login then shows it) or
 * Unblock; Promote to moderator or Demote. A table on wide screens, cards on a phone.
 */
import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, blockBody, type AdminMemberItem } from '@nikah/shared';
import { Pager } from '../components/Pager';
import { ProfileLink } from '../components/ProfileLink';
import { QueryState } from '../components/QueryState';
import { TextDialog } from '../components/TextDialog';
import { useAdminAction } from '../components/useAdminAction';
import { actOnMember, fetchMembers, type MemberAction } from '../endpoints';
import { useAdminT } from '../i18n';
import { adminKeys } from '../queryKeys';

export function MembersPage() {
  const ta = useAdminT();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const query = useQuery({
    queryKey: adminKeys.members(q, page),
    queryFn: ({ signal }) => fetchMembers(q, page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {ta('nav.members')}
      </Title>
      <TextInput
        type="search"
        label={ta('members.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={480}
        data-testid="admin-member-search"
      />
      <QueryState query={query} isEmpty={(d) => d.results.length === 0}>
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {ta('members.count', { count: data.count })}
            </Text>
            {wide ? (
              <Table striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{ta('members.code')}</Table.Th>
                    <Table.Th>{ta('members.username')}</Table.Th>
                    <Table.Th>{ta('members.state')}</Table.Th>
                    <Table.Th>{ta('members.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((m) => (
                    <Table.Tr key={m.id} data-testid={`admin-member-${m.profile_code}`}>
                      <Table.Td>
                        <ProfileLink slug={m.slug} code={m.profile_code} name={m.full_name} />
                      </Table.Td>
                      <Table.Td>{m.username ?? '—'}</Table.Td>
                      <Table.Td>
                        <MemberState member={m} />
                      </Table.Td>
                      <Table.Td>
                        <MemberActions member={m} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Stack gap="sm">
                {data.results.map((m) => (
                  <Card key={m.id} withBorder padding="sm" data-testid={`admin-member-${m.profile_code}`}>
                    <Stack gap={6}>
                      <Text fw={600}>
                        <ProfileLink slug={m.slug} code={m.profile_code} name={m.full_name} />
                      </Text>
                      {m.username && (
                        <Text size="sm" c="dimmed">
                          {m.username}
                        </Text>
                      )}
                      <MemberState member={m} />
                      <MemberActions member={m} />
                    </Stack>
                  </Card>
                ))}
              </Stack>
            )}
            <Pager page={page} count={data.count} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function MemberState({ member }: { member: AdminMemberItem }) {
  const ta = useAdminT();
  return (
    <Stack gap={2}>
      <Group gap={4}>
        {member.is_blocked ? (
          <Badge color="red" variant="light">
            {ta('members.blocked')}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            {ta('members.active')}
          </Badge>
        )}
        {member.is_superuser && (
          <Badge color="violet" variant="light">
            {ta('members.superuser')}
          </Badge>
        )}
      </Group>
      {member.is_blocked && member.blocked_reason && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {ta('members.reasonShown', { reason: member.blocked_reason })}
        </Text>
      )}
    </Stack>
  );
}

function MemberActions({ member }: { member: AdminMemberItem }) {
  const ta = useAdminT();
  const [blocking, setBlocking] = useState(false);
  const act = useAdminAction(
    ({ action, reason }: { action: MemberAction; reason?: string }) => actOnMember(member.id, action, reason),
    ({ action }) => ta(`members.done.${action}`),
    () => setBlocking(false),
  );
  const busy = act.isPending;
  return (
    <Group gap={6}>
      {member.is_blocked ? (
        <Button size="xs" variant="outline" disabled={busy} onClick={() => act.mutate({ action: 'unblock' })}>
          {ta('members.unblock')}
        </Button>
      ) : (
        <Button
          size="xs"
          color="red"
          disabled={busy}
          onClick={() => setBlocking(true)}
          data-testid="admin-member-block"
        >
          {ta('members.block')}
        </Button>
      )}
      {member.user_id !== null &&
        (member.is_superuser ? (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => act.mutate({ action: 'demote' })}
          >
            {ta('members.demote')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => act.mutate({ action: 'promote' })}
          >
            {ta('members.promote')}
          </Button>
        ))}
      <TextDialog
        opened={blocking}
        title={ta('members.blockTitle', { code: member.profile_code })}
        label={ta('members.blockReason')}
        field="reason"
        schema={blockBody}
        submitLabel={ta('members.block')}
        color="red"
        busy={busy}
        onClose={() => setBlocking(false)}
        onSubmit={(reason) => act.mutate({ action: 'block', reason })}
      />
    </Group>
  );
}
