/**
 * The service's own contact details (issue 15): the operator sets them in the server's
 * configuration (SITE_* variables, README), `GET /api/configs/site/` serves them, and the footer,
 * the Contact us dialog and the share dialog show them. A detail left unset is `null` and its link
 * is not shown: no placeholder address or number is ever displayed.
 *
 * Written with `zod/mini`, as is public-answers.ts: every public page reads this answer just after
 * hydration, and Zod Mini lets it skip the chunks of full Zod and every other schema
 * (issue 11). The JSON schema of the route and the parsed values are the same as with full Zod.
 */
import * as z from 'zod/mini';

const link = z.nullable(z.string());

/** `GET /api/configs/site/`. */
export const siteContacts = z.object({
  /** WhatsApp number with its country code, e.g. '+919876543210'. */
  whatsapp: link,
  /** Support e-mail address. */
  email: link,
  /** Address of the service's YouTube, Facebook and Instagram pages. */
  youtube: link,
  facebook: link,
  instagram: link,
  /** Address of the app in Google Play and in Apple's App Store. */
  play_store: link,
  app_store: link,
  /** Public address of the site, shared by the share dialog (null: the address the page has). */
  site_url: link,
});
export type SiteContacts = z.infer<typeof siteContacts>;
