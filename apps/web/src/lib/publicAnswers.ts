/**
 * The schemas of the answers every public page reads just after hydration: the visitor counter
 * and the site contacts (lib/endpoints.ts), the privacy page's settings, and the activity report
 * a member's every page sends. They are written with Zod Mini in packages/shared, so
 * this module and Zod's core come to about 17 kB gzipped, where `./schemas` carries full Zod and
 * every other answer (issue 11). Import it only with `import()` or `import type`.
 */
export {
  countResponse,
  lastActiveResponse,
  notificationPreferences,
  privacySettings,
  siteContacts,
} from '@nikah/shared';
