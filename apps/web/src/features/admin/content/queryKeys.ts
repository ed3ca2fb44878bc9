/**
 * Query keys of the content pages, under the console's `admin` prefix (so a console action's
 * `adminKeys.all` refreshes them too), and the public keys a content change makes stale.
 */
import { queryKeys } from '../../../lib/queryKeys';

export const contentKeys = {
  all: ['admin', 'content'] as const,
  list: (path: string, page: number) => ['admin', 'content', path, page] as const,
};

/** Public reads a content change can alter: the home page, content pages and blocked keywords. */
export const publicContentKeys = [
  queryKeys.home,
  ['guidelines'],
  queryKeys.content.books,
  queryKeys.content.blogs,
  queryKeys.content.successStories,
  queryKeys.reference.blockedKeywords,
] as const;
