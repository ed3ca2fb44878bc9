/**
 * The content feature's public entry (issue 33 point 3): the cards and helpers the home page shows.
 * Pages load lazily from the router.
 */
export { BookCard } from './BookCard';
export { GuidelineCard } from './GuidelineCard';
export { StoryCard } from './StoryCard';
export { useLocalizedText } from './useLocalizedText';
export { useNumberFormat } from './useNumberFormat';
export { VisitorCount } from './VisitorCount';
