/**
 * The proposals page (SPEC.md section 2, named routes received-proposal and sent-proposal): one
 * page with Received and Sent tabs, the tab being the path and the page number `?page=`. Members
 * only: visitors go to /login. Received open proposals can be accepted or rejected (with the
 * "Enter Rejection Reason" dialog).
 */
import { useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconInbox, IconSearch, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PROPOSAL_PAGE_SIZE, type ProposalItem } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import type { ProposalBox } from '../../lib/endpoints';
import { useSession, useSessionEnd } from '../../app/session';
import { Paging } from '../discovery';
import { ProposalCard } from './ProposalCard';
import { useDecideProposal, useNewProposalCount, useProposals } from './queries';
import { RejectDialog } from './RejectDialog';

/** The path of each tab (SPEC.md's named routes). */
export const PROPOSAL_PATHS: Record<ProposalBox, string> = {
  received: '/received-proposal',
  sent: '/sent-proposal',
};

const GRID_COLS = { base: 1, sm: 2 };

export function ProposalsPage() {
  const session = useSession();
  const ended = useSessionEnd();
  const { pathname } = useLocation();
  if (!session) return ended ? null : <Navigate to="/login" replace />;
  const box: ProposalBox = pathname.startsWith(PROPOSAL_PATHS.sent) ? 'sent' : 'received';
  return <Proposals box={box} />;
}

/** The page number of `?page=` (1 when missing or invalid). */
function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function Proposals({ box }: { box: ProposalBox }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const newCount = useNewProposalCount();
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="proposals-page" data-box={box}>
      <PageHeader title={t('proposals.page.title')} intro={t('proposals.page.intro')} />
      <Tabs
        value={box}
        onChange={(value) => {
          if (value === 'received' || value === 'sent') void navigate(PROPOSAL_PATHS[value]);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('proposals.page.tabs')} mb="md">
          <Tabs.Tab
            value="received"
            leftSection={<IconInbox size={18} aria-hidden />}
            rightSection={
              newCount > 0 ? (
                <Badge
                  size="sm"
                  variant="filled"
                  aria-label={t('proposals.nav.newCount', { count: newCount })}
                >
                  {newCount}
                </Badge>
              ) : undefined
            }
            data-testid="tab-received"
          >
            {t('proposals.page.received')}
          </Tabs.Tab>
          <Tabs.Tab value="sent" leftSection={<IconSend size={18} aria-hidden />} data-testid="tab-sent">
            {t('proposals.page.sent')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={box}>
          <ProposalList
            box={box}
            page={page}
            onPage={(n) => {
              void navigate(`${PROPOSAL_PATHS[box]}?page=${n}`);
              window.scrollTo({ top: 0 });
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function Skeletons() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('proposals.page.loading')} data-testid="proposals-loading">
      <SimpleGrid cols={GRID_COLS}>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} withBorder padding="md" aria-hidden>
            <Group wrap="nowrap" align="flex-start">
              <Skeleton width={72} height={90} radius="md" />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={16} width="60%" />
                <Skeleton height={12} width="80%" />
                <Skeleton height={12} width="40%" />
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

function Empty({ box }: { box: ProposalBox }): ReactNode {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl" data-testid="proposals-empty">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={600} fz="lg">
          {t('proposals.page.empty')}
        </Text>
        <Text c="dimmed">
          {t(box === 'received' ? 'proposals.page.emptyReceived' : 'proposals.page.emptySent')}
        </Text>
        <Button component={Link} to="/profiles" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('proposals.page.search')}
        </Button>
      </Stack>
    </Card>
  );
}

function ProposalList({
  box,
  page,
  onPage,
}: {
  box: ProposalBox;
  page: number;
  onPage: (n: number) => void;
}) {
  const { t } = useTranslation();
  const query = useProposals(box, page);
  const decide = useDecideProposal();
  const [rejecting, setRejecting] = useState<ProposalItem | null>(null);
  if (query.isError && !query.data) {
    return <QueryError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.isPending) return <Skeletons />;
  const { results, count } = query.data;
  if (count === 0) return <Empty box={box} />;
  return (
    <section aria-label={t(box === 'received' ? 'proposals.page.received' : 'proposals.page.sent')}>
      <Text fw={600} mb="sm" data-testid="proposals-count">
        {t('proposals.page.count', { count })}
      </Text>
      <SimpleGrid cols={GRID_COLS} data-testid="proposals-grid" aria-busy={query.isFetching}>
        {results.map((item, i) => (
          <ProposalCard
            key={item.id}
            item={item}
            box={box}
            eager={i < 2}
            accepting={decide.isPending && decide.variables.id === item.id}
            onAccept={(it) => decide.mutate({ id: it.id, body: { status: 'Accepted', message: null } })}
            onReject={setRejecting}
          />
        ))}
      </SimpleGrid>
      <Paging page={page} total={Math.ceil(count / PROPOSAL_PAGE_SIZE)} onChange={onPage} />
      <RejectDialog
        proposalId={rejecting?.id ?? null}
        name={rejecting?.profile.full_name ?? ''}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}
