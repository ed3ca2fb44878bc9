import type { ReactNode } from 'react';
import { Anchor, Box, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  HOME_CAROUSEL_ITEMS,
  HOME_RANDOM_ITEMS,
  type BookItem,
  type GuidelineItem,
  type ProfileCard as ProfileCardData,
  type SuccessStoryItem,
} from '@nikah/shared';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import { BookCard, GuidelineCard, StoryCard } from '../content';
import { ProfileCard } from '../profiles';
import classes from './home.module.css';
import { HomeCarousel } from './HomeCarousel';

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
 * scrolls near it (or once the page has settled), so the first screen of a slow phone comes first.
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
      <RenderWhenNear minHeight={minHeight}>{children}</RenderWhenNear>
    </Box>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('home.empty')}</Text>;
}

export function NewProfilesSection({ profiles }: { profiles: ProfileCardData[] }) {
  const { t } = useTranslation();
  const items = profiles.slice(0, HOME_CAROUSEL_ITEMS);
  return (
    <HomeSection id="home-new-profiles" title={t('home.newProfiles')} seeAllTo="/new-profiles">
      {items.length === 0 ? (
        <Empty />
      ) : (
        <HomeCarousel>
          {items.map((profile, index) => (
            <ProfileCard key={profile.id} profile={profile} eager={index < 1} />
          ))}
        </HomeCarousel>
      )}
    </HomeSection>
  );
}

export function SuccessStoriesSection({ stories }: { stories: SuccessStoryItem[] }) {
  const { t } = useTranslation();
  const items = stories.slice(0, HOME_CAROUSEL_ITEMS);
  if (items.length === 0) return null;
  return (
    <HomeSection id="home-success-stories" title={t('home.successStories')} seeAllTo="/success-stories">
      <HomeCarousel>
        {items.map((story) => (
          <StoryCard key={story.id} story={story} className={classes.slideCard} />
        ))}
      </HomeCarousel>
    </HomeSection>
  );
}

export function GuidelinesSection({ guidelines }: { guidelines: GuidelineItem[] }) {
  const { t } = useTranslation();
  const items = guidelines.slice(0, HOME_RANDOM_ITEMS);
  return (
    <HomeSection id="home-guidelines" title={t('home.guidelines')} seeAllTo="/guidelines">
      {items.length === 0 ? (
        <Empty />
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
          {items.map((item) => (
            <GuidelineCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}

export function BooksSection({ books }: { books: BookItem[] }) {
  const { t } = useTranslation();
  const items = books.slice(0, HOME_RANDOM_ITEMS);
  return (
    <HomeSection id="home-books" title={t('home.books')} seeAllTo="/book">
      {items.length === 0 ? (
        <Empty />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
