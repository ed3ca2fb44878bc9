/** Site-wide links and addresses. */

/**
 * PLACEHOLDER contact address (the `.example` domain never receives mail): replace with the real
 * support mailbox before launch.
 */
export const CONTACT_EMAIL = 'contact@nikah.example';
/** PLACEHOLDER feedback address used by the "Rate us" link: replace before launch. */
export const FEEDBACK_EMAIL = 'feedback@nikah.example';

export const HAJ_GUIDE_URL = 'https://www.hajcommittee.gov.in/';

export const SCHOLARSHIP_PORTALS = [
  { key: 'nsp', url: 'https://scholarships.gov.in/' },
  { key: 'moa', url: 'https://www.minorityaffairs.gov.in/' },
  { key: 'maef', url: 'https://maef.nic.in/' },
] as const;

export const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/** localStorage keys. */
export const APP_BANNER_DISMISSED_KEY = 'nikah.appBannerDismissed';
