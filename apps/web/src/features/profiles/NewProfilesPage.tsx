import { Container, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { ProfileCard } from './ProfileCard';
import { useNewProfiles } from './queries';

const GRID_COLS = { base: 1, xs: 2, md: 3 };

export function NewProfilesPage() {
  const { t } = useTranslation();
  const query = useNewProfiles();
  return (
    <Container size="lg" py="lg">
      <PageHeader title={t('newProfiles.title')} intro={t('newProfiles.intro')} />
      {query.isPending ? (
        <SimpleGrid cols={GRID_COLS} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <Text data-testid="empty-state">{t('newProfiles.empty')}</Text>
      ) : (
        <SimpleGrid cols={GRID_COLS} data-testid="new-profiles-grid">
          {query.data.map((profile, index) => (
            <ProfileCard key={profile.id} profile={profile} eager={index < 4} headingOrder={2} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
