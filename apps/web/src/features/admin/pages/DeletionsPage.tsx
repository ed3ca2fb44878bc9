/**
 * Deletion requests (DESIGN.md D11): Complete after a confirmation (the member's data and files are
 * removed, the profile code stays as a tombstone) or Decline with remarks for the member.
 */
import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_PAGE_SIZE,
  DELETION_STATUSES,
  declineDeletionBody,
  type DeletionItem,
  type DeletionStatus,
} from '@nikah/shared';
import { Pager } from '../components/Pager';
import { ProfileLink } from '../components/ProfileLink';
import { QueryState } from '../components/QueryState';
import { StatusFilter } from '../components/StatusFilter';
import { TextDialog } from '../components/TextDialog';
import { useAdminAction } from '../components/useAdminAction';
import { completeDeletion, declineDeletion, fetchDeletions } from '../endpoints';
import { formatDateTime } from '../format';
import { useAdminT } from '../i18n';
import { adminKeys } from '../queryKeys';

export function DeletionsPage() {
  const ta = useAdminT();
  const [status, setStatus] = useState<DeletionStatus>('requested');
  const [page, setPage] = useState(1);
  const q = { status, page };
  const query = useQuery({
    queryKey: adminKeys.deletions(q),
    queryFn: ({ signal }) => fetchDeletions(q, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {ta('nav.deletions')}
      </Title>
      <StatusFilter
        value={status}
        statuses={DELETION_STATUSES}
        label={ta('deletions.status')}
        labelOf={(s) => ta(`deletions.statuses.${s}`)}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <QueryState query={query} isEmpty={(d) => d.results.length === 0}>
        {(data) => (
          <>
            {data.results.map((item) => (
              <DeletionCard key={item.id} item={item} />
            ))}
            <Pager page={page} count={data.count} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function DeletionCard({ item }: { item: DeletionItem }) {
  const ta = useAdminT();
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  const complete = useAdminAction(
    () => completeDeletion(item.id),
    () => ta('deletions.completed'),
    () => setConfirming(false),
  );
  const decline = useAdminAction(
    (remarks: string) => declineDeletion(item.id, remarks),
    () => ta('deletions.declined'),
    () => setDeclining(false),
  );
  return (
    <Card withBorder padding="md" data-testid={`admin-deletion-${item.profile_code}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>
              <ProfileLink slug={item.slug} code={item.profile_code} name={item.full_name} />
            </Text>
            {item.deletion_requested_on && (
              <Text size="sm" c="dimmed">
                {ta('deletions.requested', {
                  date: formatDateTime(item.deletion_requested_on, i18n.language),
                })}
              </Text>
            )}
          </div>
          <Badge variant="light" color={item.deletion_status === 'requested' ? 'orange' : 'gray'}>
            {ta(`deletions.statuses.${item.deletion_status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.reason_to_delete
            ? ta('deletions.reason', { reason: item.reason_to_delete })
            : ta('deletions.noReason')}
        </Text>
        {item.deletion_remarks && <Text size="sm">{item.deletion_remarks}</Text>}
        {item.deletion_status === 'requested' && (
          <Group gap="xs">
            <Button color="red" onClick={() => setConfirming(true)} data-testid="admin-deletion-complete">
              {ta('deletions.complete')}
            </Button>
            <Button variant="default" onClick={() => setDeclining(true)} data-testid="admin-deletion-decline">
              {ta('deletions.decline')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('app.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={ta('deletions.confirmTitle', { code: item.profile_code })}
        centered
      >
        <Stack>
          <Text size="sm">{ta('deletions.confirmText', { name: item.full_name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {ta('cancel')}
            </Button>
            <Button
              color="red"
              loading={complete.isPending}
              onClick={() => complete.mutate(undefined)}
              data-testid="admin-deletion-confirm"
            >
              {ta('deletions.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <TextDialog
        opened={declining}
        title={ta('deletions.declineTitle', { code: item.profile_code })}
        label={ta('deletions.remarks')}
        field="remarks"
        schema={declineDeletionBody}
        submitLabel={ta('deletions.decline')}
        busy={decline.isPending}
        onClose={() => setDeclining(false)}
        onSubmit={(text) => decline.mutate(text)}
      />
    </Card>
  );
}
