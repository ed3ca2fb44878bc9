/**
 * Verification documents (DESIGN.md D12): the document image from its moderator-only URL (the
 * only place it is shown), and the decision Verified or Rejected with remarks.
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_PAGE_SIZE,
  DOCUMENT_STATUSES,
  verificationDecisionBody,
  type DocumentItem,
  type DocumentStatus,
  type VerificationDecision,
} from '@nikah/shared';
import { AdminImage } from '../components/AdminImage';
import { Pager } from '../components/Pager';
import { ProfileLink } from '../components/ProfileLink';
import { QueryState } from '../components/QueryState';
import { StatusFilter } from '../components/StatusFilter';
import { TextDialog } from '../components/TextDialog';
import { useAdminAction } from '../components/useAdminAction';
import { decideVerification, fetchDocuments } from '../endpoints';
import { formatDateTime } from '../format';
import { useAdminT } from '../i18n';
import { adminKeys } from '../queryKeys';

export function DocumentsPage() {
  const ta = useAdminT();
  const [status, setStatus] = useState<DocumentStatus>('In Process');
  const [page, setPage] = useState(1);
  const q = { status, page };
  const query = useQuery({
    queryKey: adminKeys.documents(q),
    queryFn: ({ signal }) => fetchDocuments(q, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {ta('nav.documents')}
      </Title>
      <StatusFilter
        value={status}
        statuses={DOCUMENT_STATUSES}
        label={ta('documents.status')}
        labelOf={(s) => ta(`documents.statuses.${s}`)}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <QueryState query={query} isEmpty={(d) => d.results.length === 0}>
        {(data) => (
          <>
            {data.results.map((doc) => (
              <DocumentCard key={doc.id} doc={doc} />
            ))}
            <Pager page={page} count={data.count} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function DocumentCard({ doc }: { doc: DocumentItem }) {
  const ta = useAdminT();
  const { i18n } = useTranslation();
  const [deciding, setDeciding] = useState<VerificationDecision | null>(null);
  const decide = useAdminAction(
    ({ status, remarks }: { status: VerificationDecision; remarks: string }) =>
      decideVerification(doc.profile.id, { status, remarks: remarks || undefined }),
    ({ status }) => (status === 'Verified' ? ta('documents.verified') : ta('documents.rejectedDone')),
    () => setDeciding(null),
  );
  const { profile } = doc;
  const isImage = doc.mime_type.startsWith('image/');
  return (
    <Card withBorder padding="md" data-testid={`admin-document-${profile.profile_code}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>
              <ProfileLink slug={profile.slug} code={profile.profile_code} name={profile.full_name} />
            </Text>
            <Text size="sm" c="dimmed">
              {ta('documents.submitted', { date: formatDateTime(doc.submitted_on, i18n.language) })}
              {doc.decided_on
                ? ` · ${ta('documents.decided', { date: formatDateTime(doc.decided_on, i18n.language) })}`
                : ''}
            </Text>
          </div>
          <Badge
            variant="light"
            color={doc.status === 'Verified' ? 'green' : doc.status === 'Rejected' ? 'red' : 'orange'}
          >
            {ta(`documents.statuses.${doc.status}`)}
          </Badge>
        </Group>
        {doc.file ? (
          isImage ? (
            <AdminImage
              src={doc.file}
              alt={ta('documents.docAlt', { name: profile.full_name })}
              size={280}
              testId="admin-document-image"
            />
          ) : (
            <Anchor href={doc.file} target="_blank" rel="noopener">
              {ta('documents.openFile')}
            </Anchor>
          )
        ) : (
          <Text size="sm" c="dimmed">
            {ta('documents.fileGone')}
          </Text>
        )}
        {doc.remarks && <Text size="sm">{ta('documents.remarksShown', { remarks: doc.remarks })}</Text>}
        {doc.status === 'In Process' && (
          <Group gap="xs">
            <Button onClick={() => setDeciding('Verified')} data-testid="admin-verify">
              {ta('documents.verify')}
            </Button>
            <Button
              color="red"
              variant="outline"
              onClick={() => setDeciding('Rejected')}
              data-testid="admin-doc-reject"
            >
              {ta('documents.reject')}
            </Button>
          </Group>
        )}
      </Stack>
      <TextDialog
        opened={deciding !== null}
        title={
          deciding === 'Verified'
            ? ta('documents.verifyTitle', { code: profile.profile_code })
            : ta('documents.rejectTitle', { code: profile.profile_code })
        }
        label={deciding === 'Verified' ? ta('documents.remarksOptional') : ta('documents.remarks')}
        field="remarks"
        schema={verificationDecisionBody}
        extra={{ status: deciding ?? 'Rejected' }}
        submitLabel={deciding === 'Verified' ? ta('documents.verify') : ta('documents.reject')}
        color={deciding === 'Verified' ? 'brand' : 'red'}
        busy={decide.isPending}
        onClose={() => setDeciding(null)}
        onSubmit={(remarks) => deciding && decide.mutate({ status: deciding, remarks })}
      />
    </Card>
  );
}
