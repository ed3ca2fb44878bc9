/** The audit log, newest first: who did what to which object, when, with remarks and before/after. */
import { useState } from 'react';
import { Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, type AuditEntry } from '@nikah/shared';
import { Pager } from '../components/Pager';
import { QueryState } from '../components/QueryState';
import { fetchAudit } from '../endpoints';
import { formatDateTime } from '../format';
import { useAdminT } from '../i18n';
import { adminKeys } from '../queryKeys';

export function AuditPage() {
  const ta = useAdminT();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => fetchAudit(page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {ta('nav.audit')}
      </Title>
      <QueryState query={query} isEmpty={(d) => d.results.length === 0}>
        {(data) => (
          <>
            <Stack gap="xs">
              {data.results.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </Stack>
            <Pager page={page} count={data.count} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** A before/after value as short JSON (nothing for an empty value). */
function json(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 1);
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const ta = useAdminT();
  const { i18n } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="admin-audit-entry">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {entry.action}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(entry.created_on, i18n.language)}
        </Text>
      </Group>
      <Text size="sm">
        {ta('audit.who')}: {entry.actor_username ?? ta('audit.system')} · {ta('audit.target')}:{' '}
        {entry.target_type}
        {entry.target_id !== null ? ` ${entry.target_id}` : ''}
      </Text>
      {entry.remarks && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {ta('audit.remarks')}: {entry.remarks}
        </Text>
      )}
      <details>
        <summary>
          <Text span size="xs" c="dimmed">
            {ta('audit.changes')}
          </Text>
        </summary>
        <Group align="flex-start" gap="xs" grow mt={4}>
          <Stack gap={2} miw={0}>
            <Text size="xs">{ta('audit.before')}</Text>
            <Code block fz="xs">
              {json(entry.before)}
            </Code>
          </Stack>
          <Stack gap={2} miw={0}>
            <Text size="xs">{ta('audit.after')}</Text>
            <Code block fz="xs">
              {json(entry.after)}
            </Code>
          </Stack>
        </Group>
      </details>
    </Card>
  );
}
