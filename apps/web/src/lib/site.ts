/**
 * Site-wide links to public services. The service's own contact details are not here: they come
 * from the server's configuration (`app/layout/contactLinks.ts`).
 */

export const HAJ_GUIDE_URL = 'https://www.hajcommittee.gov.in/';

export const SCHOLARSHIP_PORTALS = [
  { key: 'nsp', url: 'https://scholarships.gov.in/' },
  { key: 'moa', url: 'https://www.minorityaffairs.gov.in/' },
  { key: 'maef', url: 'https://maef.nic.in/' },
] as const;

export const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/** localStorage keys. */
export const APP_BANNER_DISMISSED_KEY = 'nikah.appBannerDismissed';
