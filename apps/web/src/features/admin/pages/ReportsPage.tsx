/**
 * Reports (SPEC.md section 6, issue 9): the report, its evidence image, the reported profile and
 * its history; Dismiss (remarks), Warn (a message to the member) or Block (the reason login shows).
 */
import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_PAGE_SIZE,
  REPORT_STATUSES,
  blockReportBody,
  dismissReportBody,
  warnReportBody,
  type ReportAction,
  type ReportItem,
  type ReportStatus,
} from '@nikah/shared';
import { AdminImage } from '../components/AdminImage';
import { Pager } from '../components/Pager';
import { ProfileLink } from '../components/ProfileLink';
import { QueryState } from '../components/QueryState';
import { StatusFilter } from '../components/StatusFilter';
import { TextDialog } from '../components/TextDialog';
import { useAdminAction } from '../components/useAdminAction';
import { decideReport, fetchReports } from '../endpoints';
import { formatDateTime } from '../format';
import { useAdminT } from '../i18n';
import { adminKeys } from '../queryKeys';

export function ReportsPage() {
  const ta = useAdminT();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const q = { status, page };
  const query = useQuery({
    queryKey: adminKeys.reports(q),
    queryFn: ({ signal }) => fetchReports(q, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {ta('nav.reports')}
      </Title>
      <StatusFilter
        value={status}
        statuses={REPORT_STATUSES}
        label={ta('reports.status')}
        labelOf={(s) => ta(`reports.statuses.${s}`)}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <QueryState query={query} isEmpty={(d) => d.results.length === 0}>
        {(data) => (
          <>
            {data.results.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
            <Pager page={page} count={data.count} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** The dialog of each decision: its title, the text's label and field, and the body schema. */
const DIALOGS = {
  dismiss: {
    title: 'reports.dismissTitle',
    label: 'reports.dismissRemarks',
    field: 'remarks',
    schema: dismissReportBody,
  },
  warn: {
    title: 'reports.warnTitle',
    label: 'reports.warnMessage',
    field: 'message',
    schema: warnReportBody,
  },
  block: {
    title: 'reports.blockTitle',
    label: 'reports.blockReason',
    field: 'reason',
    schema: blockReportBody,
  },
} as const;

const DONE = { dismiss: 'reports.dismissed', warn: 'reports.warned', block: 'reports.blocked' } as const;

function ReportCard({ report }: { report: ReportItem }) {
  const ta = useAdminT();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [action, setAction] = useState<ReportAction | null>(null);
  const decide = useAdminAction(
    ({ act, text }: { act: ReportAction; text: string }) => decideReport(report.id, act, text),
    ({ act }) => ta(DONE[act]),
    () => setAction(null),
  );
  const { reported, reporter, history } = report;
  const dialog = action ? DIALOGS[action] : null;
  return (
    <Card withBorder padding="md" data-testid={`admin-report-${reported.profile_code}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="xs" c="dimmed">
              {ta('reports.against')}
            </Text>
            <Text fw={600}>
              <ProfileLink slug={reported.slug} code={reported.profile_code} name={reported.full_name} />
            </Text>
            <Text size="sm" c="dimmed">
              {ta('reports.by', { code: reporter.profile_code })} · {formatDateTime(report.created_on, lang)}
            </Text>
          </div>
          <Badge variant="light" color={report.status === 'open' ? 'orange' : 'gray'}>
            {ta(`reports.statuses.${report.status}`)}
          </Badge>
        </Group>
        {reported.is_blocked && reported.blocked_reason && (
          <Text size="sm" c="red.8">
            {ta('reports.alreadyBlocked', { reason: reported.blocked_reason })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {ta('reports.reason')}
            </Text>
            <Text size="sm">{report.reason}</Text>
            {report.text && (
              <>
                <Text size="xs" c="dimmed">
                  {ta('reports.text')}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {report.text}
                </Text>
              </>
            )}
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {ta('reports.evidence')}
            </Text>
            {report.evidence ? (
              <AdminImage
                src={report.evidence}
                alt={ta('reports.evidenceAlt', { id: report.id })}
                size={200}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {ta('reports.noEvidence')}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed">
            {ta('reports.history')}
          </Text>
          {history.reports.length === 0 && history.actions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {ta('reports.noEarlier')}
            </Text>
          ) : (
            <Stack gap={2}>
              {history.reports.length > 0 && (
                <Text size="sm">{ta('reports.earlierReports', { count: history.reports.length })}</Text>
              )}
              {history.actions.map((a, i) => (
                <Text key={i} size="sm">
                  {formatDateTime(a.created_on, lang)} · {a.action}
                  {a.remarks ? ` · ${a.remarks}` : ''}
                </Text>
              ))}
            </Stack>
          )}
        </div>
        {report.status === 'open' && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setAction('dismiss')} data-testid="admin-report-dismiss">
              {ta('reports.dismiss')}
            </Button>
            <Button
              color="orange"
              variant="outline"
              onClick={() => setAction('warn')}
              data-testid="admin-report-warn"
            >
              {ta('reports.warn')}
            </Button>
            <Button color="red" onClick={() => setAction('block')} data-testid="admin-report-block">
              {ta('reports.block')}
            </Button>
          </Group>
        )}
      </Stack>
      {action && dialog && (
        <TextDialog
          opened
          title={ta(dialog.title, { id: report.id, code: reported.profile_code })}
          label={ta(dialog.label)}
          field={dialog.field}
          schema={dialog.schema}
          submitLabel={ta(`reports.${action}`)}
          color={action === 'block' ? 'red' : action === 'warn' ? 'orange' : undefined}
          busy={decide.isPending}
          onClose={() => setAction(null)}
          onSubmit={(text) => decide.mutate({ act: action, text })}
        />
      )}
    </Card>
  );
}
