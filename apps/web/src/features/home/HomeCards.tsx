import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  HOME_CAROUSEL_ITEMS,
  HOME_RANDOM_ITEMS,
  type BookItem,
  type GuidelineItem,
  type ProfileCard as ProfileCardData,
  type SuccessStoryItem,
} from '@nikah/shared';
import { BookCard, GuidelineCard, StoryCard } from '../content';
import { ProfileCard } from '../profiles';
import classes from './home.module.css';
import { HomeCarousel } from './HomeCarousel';

/**
 * The cards of the home page's sections (SPEC.md section 1), a chunk of their own (issue 29):
 * below the first screen, they are built only when scrolled near (HomeSections.tsx), so their code
 * (the card components, Mantine's cards, badges and grids) is not part of the first route's
 * JavaScript. Each takes its section's items as the home answer gives them.
 */

function Empty() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('home.empty')}</Text>;
}

/** The newest profiles, one card each in a carousel (the first card's photo loads eagerly). */
export function NewProfilesCards({ profiles }: { profiles: ProfileCardData[] }) {
  const items = profiles.slice(0, HOME_CAROUSEL_ITEMS);
  if (items.length === 0) return <Empty />;
  return (
    <HomeCarousel>
      {items.map((profile, index) => (
        <ProfileCard key={profile.id} profile={profile} eager={index < 1} />
      ))}
    </HomeCarousel>
  );
}

/** Success stories in a carousel (the section is left out when there are none). */
export function SuccessStoriesCards({ stories }: { stories: SuccessStoryItem[] }) {
  return (
    <HomeCarousel>
      {stories.slice(0, HOME_CAROUSEL_ITEMS).map((story) => (
        <StoryCard key={story.id} story={story} className={classes.slideCard} />
      ))}
    </HomeCarousel>
  );
}

/** Guideline videos in a grid. */
export function GuidelinesCards({ guidelines }: { guidelines: GuidelineItem[] }) {
  const items = guidelines.slice(0, HOME_RANDOM_ITEMS);
  if (items.length === 0) return <Empty />;
  return (
    <SimpleGrid cols={{ base: 2, lg: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
      {items.map((item) => (
        <GuidelineCard key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}

/** Books in a grid. */
export function BooksCards({ books }: { books: BookItem[] }) {
  const items = books.slice(0, HOME_RANDOM_ITEMS);
  if (items.length === 0) return <Empty />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {items.map((book) => (
        <BookCard key={book.id} book={book} />
      ))}
    </SimpleGrid>
  );
}
