/**
 * The privacy rules that need no schema (DESIGN.md D22): the consent notice's version and the
 * export limit. Apart from privacy.ts so that the member layout's consent check and the own
 * page's "Download my data" do not load Zod with them (issue 29); privacy.ts re-exports them.
 */

/** The version of the consent notice in force (the date it was written). */
export const CONSENT_VERSION = '2026-11-29';

/** "Download my data" requests one member may start per 24 hours; more get 429. */
export const EXPORTS_PER_DAY = 3;
