import { useDeferredValue, useEffect } from 'react';
import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/QueryError';
import { VideoFacade } from '../../components/VideoFacade';
import { onFirstInteraction } from '../../lib/onFirstInteraction';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Hero } from './Hero';
import {
  BooksSection,
  GuidelinesSection,
  NewProfilesSection,
  preloadHomeCards,
  SuccessStoriesSection,
} from './HomeSections';
import { useHome } from './queries';
import { Ticker } from './Ticker';

function About({ video }: { video: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      component="section"
      aria-labelledby="home-about-title"
      cols={{ base: 1, md: 2 }}
      spacing="xl"
      py="lg"
      data-testid="home-about"
    >
      <Stack gap="sm">
        <Title order={2} id="home-about-title" fz={{ base: 22, sm: 26 }} c="brand.8">
          {t('home.aboutTitle')}
        </Title>
        <Text>{t('home.about1')}</Text>
        <Text>{t('home.about2')}</Text>
        <Text fw={700}>{t('home.about3')}</Text>
      </Stack>
      {video === undefined ? (
        <Skeleton radius="md" style={{ aspectRatio: '16 / 9' }} />
      ) : video ? (
        <VideoFacade code={video} title={t('home.videoTitle')} />
      ) : null}
    </SimpleGrid>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack py="lg" aria-busy="true">
      <Text role="status">{t('home.loading')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={150} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** SPEC.md section 1: the home page, fed by one request (`GET /api/home/`). */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  const home = useHome();
  // The sections render from a deferred copy: React renders them in slices that yield to the
  // browser, so a slow phone stays responsive while ten cards of each kind are built.
  const data = useDeferredValue(home.data);
  // The sections' cards are a chunk of their own: fetched when the visitor first scrolls or taps,
  // so that it is there when they come near (a failure shows when a section is built).
  useEffect(() => onFirstInteraction(() => void preloadHomeCards().catch(() => undefined)), []);

  return (
    <>
      {data && <Ticker messages={data.header_messages} translations={data.header_message_translations} />}
      <Hero totalProfile={home.isError ? null : data?.totalProfile} />
      <Container size="lg">
        <About video={home.isError ? null : data?.video} />
        {home.isError && !data ? (
          <Stack py="lg">
            <QueryError onRetry={() => void home.refetch()} retrying={home.isFetching} />
          </Stack>
        ) : !data ? (
          <Loading />
        ) : (
          <>
            <NewProfilesSection profiles={data.new_profiles} />
            <SuccessStoriesSection stories={data.success_stories} />
            <GuidelinesSection guidelines={data.guidelines} />
            <BooksSection books={data.books} />
          </>
        )}
      </Container>
    </>
  );
}
