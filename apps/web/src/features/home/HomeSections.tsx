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
import { lazyPart } from '../../lib/lazyPart';
import classes from './home.module.css';

/**
 * The sections' cards: one chunk (HomeCards.tsx). Their strings are the shell's and the content
 * area's, bundled, but for the profile card's "visited" mark (discovery), which only a member
 * sees, whose English strings the layout loads with the session. Loading the other areas' English
 * here made i18next re-render every translated component of the page when they arrived (a 170 ms
 * task, 680 ms at 4x CPU slowdown, just after hydration: issue 29).
 */
function loadCards() {
  return import('./HomeCards');
}
const NewProfilesCards = lazyPart(() => loadCards().then((m) => m.NewProfilesCards));
const SuccessStoriesCards = lazyPart(() => loadCards().then((m) => m.SuccessStoriesCards));
const GuidelinesCards = lazyPart(() => loadCards().then((m) => m.GuidelinesCards));
const BooksCards = lazyPart(() => loadCards().then((m) => m.BooksCards));

/** Starts loading the sections' cards (one chunk), e.g. on the visitor's first scroll or tap. */
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
