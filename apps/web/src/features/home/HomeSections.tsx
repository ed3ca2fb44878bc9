import { Suspense, type ReactNode } from 'react';
import { Anchor, Box, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type BookItem,
  type GuidelineItem,
  type ProfileCard as ProfileCardData,
  type SuccessStoryItem,
} from '@nikah/shared';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import { loadEnglishStrings } from '../../i18n';
import { lazyPart } from '../../lib/lazyPart';
import classes from './home.module.css';

/**
 * The sections' cards: one chunk (HomeCards.tsx), with the English strings of the profile cards'
 * area (discovery), which are not on the first route (i18n/catalogues.ts). A failure to load the
 * strings does not fail the cards (i18next shows keys it lacks as they are).
 */
function loadCards() {
  return Promise.all([import('./HomeCards'), loadEnglishStrings().catch(() => undefined)]).then(
    ([cards]) => cards,
  );
}
const NewProfilesCards = lazyPart(() => loadCards().then((m) => m.NewProfilesCards));
const SuccessStoriesCards = lazyPart(() => loadCards().then((m) => m.SuccessStoriesCards));
const GuidelinesCards = lazyPart(() => loadCards().then((m) => m.GuidelinesCards));
const BooksCards = lazyPart(() => loadCards().then((m) => m.BooksCards));

/** Starts loading the sections' cards (one chunk), e.g. once the page is idle. */
export function preloadHomeCards(): Promise<unknown> {
  return NewProfilesCards.preload();
}

interface SectionProps {
  id: string;
  title: string;
  seeAllTo?: string;
  /** Height kept for the content until it is built (it is built when scrolled near). */
  minHeight?: number;
  children: ReactNode;
}

/**
 * A titled home section with an optional "See all" link. Its content is built when the visitor
 * scrolls near it, once its chunk has arrived, so the first screen of a slow phone comes first.
 */
export function HomeSection({ id, title, seeAllTo, minHeight = 320, children }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      className={classes.section}
      py="lg"
      data-testid={id}
    >
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} id={`${id}-title`} fz={{ base: 22, sm: 26 }} c="brand.8">
          {title}
        </Title>
        {seeAllTo && (
          <Anchor component={Link} to={seeAllTo} fw={600} aria-label={`${t('home.seeAll')}: ${title}`}>
            {t('home.seeAll')}
          </Anchor>
        )}
      </Group>
      <RenderWhenNear minHeight={minHeight}>
        <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>
      </RenderWhenNear>
    </Box>
  );
}

export function NewProfilesSection({ profiles }: { profiles: ProfileCardData[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-new-profiles" title={t('home.newProfiles')} seeAllTo="/new-profiles">
      <NewProfilesCards profiles={profiles} />
    </HomeSection>
  );
}

export function SuccessStoriesSection({ stories }: { stories: SuccessStoryItem[] }) {
  const { t } = useTranslation();
  if (stories.length === 0) return null;
  return (
    <HomeSection id="home-success-stories" title={t('home.successStories')} seeAllTo="/success-stories">
      <SuccessStoriesCards stories={stories} />
    </HomeSection>
  );
}

export function GuidelinesSection({ guidelines }: { guidelines: GuidelineItem[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-guidelines" title={t('home.guidelines')} seeAllTo="/guidelines">
      <GuidelinesCards guidelines={guidelines} />
    </HomeSection>
  );
}

export function BooksSection({ books }: { books: BookItem[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-books" title={t('home.books')} seeAllTo="/book">
      <BooksCards books={books} />
    </HomeSection>
  );
}
