/**
 * Members' lists (SPEC.md sections 2 and 8): favourites ('Showing favourite Profiles'), visitors
 * and "Matches for you" with the Set Expectation dialog. Without a session they go to /login.
 */
import { useState, type ReactNode } from 'react';
import { Button, Container, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PAGE_SIZE, type ProfileCard as ProfileCardData } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useSession, useSessionEnd } from '../../app/session';
import { ProfileCard } from '../profiles';
import { ExpectationDialog } from './ExpectationDialog';
import { useFavourites, useMatches, useVisitors } from './queries';
import { GRID_COLS, Results } from './Results';

/** Members only: visitors go to /login (nothing while a logout is going home). */
function MembersOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const ended = useSessionEnd();
  if (!session) return ended ? null : <Navigate to="/login" replace />;
  return <>{children}</>;
}

function CardList({
  query,
  empty,
  testId,
  extra,
}: {
  query: {
    data: ProfileCardData[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  empty: string;
  testId: string;
  extra?: (p: ProfileCardData) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) return <QueryError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending || !query.data) {
    return (
      <Group gap="sm" role="status" data-testid="results-loading">
        <Loader size="sm" />
        <Text>{t('discovery.common.loading')}</Text>
      </Group>
    );
  }
  if (query.data.length === 0) return <Text data-testid={`${testId}-empty`}>{empty}</Text>;
  return (
    <SimpleGrid cols={GRID_COLS} data-testid={`${testId}-grid`}>
      {query.data.map((p, i) => (
        <Stack key={p.id} gap={4}>
          <ProfileCard profile={p} eager={i < 2} headingOrder={2} />
          {extra?.(p)}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function FavouritesPage() {
  return (
    <MembersOnly>
      <Favourites />
    </MembersOnly>
  );
}

function Favourites() {
  const { t } = useTranslation();
  const query = useFavourites();
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="favourites-page">
      <PageHeader title={t('discovery.fav.title')} />
      <CardList
        query={{ ...query, data: query.data?.results }}
        empty={t('discovery.fav.empty')}
        testId="favourites"
      />
    </Container>
  );
}

export function VisitorsPage() {
  return (
    <MembersOnly>
      <Visitors />
    </MembersOnly>
  );
}

function Visitors() {
  const { t, i18n } = useTranslation();
  const query = useVisitors();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const visits = new Map((query.data?.results ?? []).map((v) => [v.id, v]));
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="visitors-page">
      <PageHeader title={t('discovery.visitors.title')} />
      <CardList
        query={{ ...query, data: query.data?.results }}
        empty={t('discovery.visitors.empty')}
        testId="visitors"
        extra={(p) => {
          const v = visits.get(p.id);
          return v ? (
            <Text size="xs" c="dimmed">
              {t('discovery.visitors.lastVisit', { when: when(v.last_visited_on) })} ·{' '}
              {t('discovery.visitors.visits', { count: v.visit_count })}
            </Text>
          ) : null;
        }}
      />
    </Container>
  );
}

export function MatchesPage() {
  return (
    <MembersOnly>
      <Matches />
    </MembersOnly>
  );
}

function Matches() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const query = useMatches(page);
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="matches-page">
      <PageHeader title={t('discovery.matches.title')} intro={t('discovery.matches.intro')} />
      <Group mb="md">
        <Button
          variant="light"
          leftSection={<IconAdjustmentsHeart size={18} aria-hidden />}
          onClick={() => setOpen(true)}
          data-testid="expectation-open"
        >
          {t('discovery.exp.open')}
        </Button>
      </Group>
      <Results
        data={query.data}
        isPending={query.isPending}
        isError={query.isError}
        isFetching={query.isFetching}
        refetch={() => void query.refetch()}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(n) => {
          setPage(n);
          window.scrollTo({ top: 0 });
        }}
        emptyText={t('discovery.matches.empty')}
      />
      <ExpectationDialog opened={open} onClose={() => setOpen(false)} />
    </Container>
  );
}
