/** The stack-floor benchmark's page content (bench/stack-floor.mjs): strings and made-up profiles. */

/** The interface strings (English), as i18next resources. */
export const STRINGS = {
  site: 'Nikah',
  login: 'Login',
  language: 'English',
  heading: 'Brides',
  found: '{{count}} profiles found',
  view: 'View profile',
  age: '{{age}} years',
};

/** `count` made-up profiles, the list's answer. */
export function makeProfiles(count) {
  return Array.from({ length: count }, (_, i) => ({
    slug: `profile-${i + 1}`,
    name: `Profile ${i + 1}`,
    age: 22 + (i % 9),
    city: ['Hyderabad', 'Lucknow', 'Mumbai', 'Delhi'][i % 4],
    education: ['B.Tech', 'MBBS', 'M.A.', 'B.Com'][i % 4],
    about: 'Belongs to a religious family, prays five times a day and is looking for a kind partner.',
  }));
}
