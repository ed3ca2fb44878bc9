/**
 * Every TanStack Query key of the web app, in one place, so that a write invalidates exactly the
 * reads it changes. Keys are arrays from the general to the particular: invalidating a prefix
 * (e.g. `queryKeys.discovery.all`) refreshes everything under it.
 */
import type { CounterPage } from '@nikah/shared';

export const queryKeys = {
  home: ['home'] as const,
  partnerFound: ['partner-found'] as const,
  site: ['site-contacts'] as const,
  content: {
    guidelines: ['guidelines', 'all'] as const,
    guidelineTags: ['guidelines', 'tags'] as const,
    books: ['books'] as const,
    blogs: ['blogs'] as const,
    successStories: ['success-stories'] as const,
    aboutVideos: ['about-videos'] as const,
    visitorCount: (page: CounterPage) => ['visitors', page] as const,
  },
  reference: {
    countries: ['reference', 'countries'] as const,
    states: (countryId?: number) => ['reference', 'states', countryId ?? 'india'] as const,
    cities: (stateName: string) => ['reference', 'cities', stateName] as const,
    biradaries: ['reference', 'biradaries'] as const,
    maslaks: ['reference', 'maslaks'] as const,
    blockedKeywords: ['configs', 'blocked-keywords'] as const,
  },
  /** Profile details by slug; `all` is removed when a session ends (member data). */
  profile: {
    all: ['profile'] as const,
    detail: (slug: string) => ['profile', slug] as const,
  },
  profiles: {
    all: ['profiles'] as const,
    newest: ['profiles', 'new'] as const,
    /** By the page's query string (without `?`). */
    list: (query: string) => ['profiles', 'list', query] as const,
    counts: (tab: string, queries: readonly string[]) => ['profiles', 'counts', tab, queries] as const,
  },
  discovery: {
    all: ['discovery'] as const,
    favourites: ['discovery', 'favourites'] as const,
    visitors: ['discovery', 'visitors'] as const,
    matchesAll: ['discovery', 'matches'] as const,
    matches: (page: number) => ['discovery', 'matches', page] as const,
    captcha: ['discovery', 'captcha'] as const,
    contactViews: ['discovery', 'contact-views'] as const,
  },
  /** The member's proposal lists; `all` also refreshes the menu's count of new ones. */
  proposals: {
    all: ['proposals'] as const,
    list: (box: 'received' | 'sent', page: number) => ['proposals', box, page] as const,
  },
  /** Friend chat (issue 10): friends, a conversation's messages, unread counts, the guidelines. */
  chat: {
    all: ['chat'] as const,
    friends: ['chat', 'friends'] as const,
    messages: (friendId: number) => ['chat', 'messages', friendId] as const,
    unread: ['chat', 'unread'] as const,
    guidelines: ['chat', 'guidelines'] as const,
  },
  /** Group forums: the list (with unread counts) and each group's messages. */
  groups: {
    all: ['groups'] as const,
    list: ['groups', 'list'] as const,
    messages: (groupName: string) => ['groups', 'messages', groupName] as const,
  },
  /** Guardian (D19): my guardians (member side); the members I guard and their chats (guardian side). */
  guardian: {
    all: ['guardian'] as const,
    mine: ['guardian', 'mine'] as const,
    members: ['guardian', 'members'] as const,
    friends: (profileId: number) => ['guardian', 'friends', profileId] as const,
    messages: (profileId: number, friendId: number) => ['guardian', 'messages', profileId, friendId] as const,
  },
  /** Privacy rights (D22): the page's settings (public) and the member's accepted notices. */
  privacy: {
    settings: ['privacy', 'settings'] as const,
    consents: ['privacy', 'consents'] as const,
  },
} as const;
