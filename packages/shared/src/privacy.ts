/**
 * Privacy rights under India's Digital Personal Data Protection Act 2023 (DESIGN.md D22, issue 31):
 * the consent notice's version, the consent and export wire shapes, and the limits both the web
 * app and the server state. The notice's text is the web app's (features/privacy, 12 languages);
 * changing what it says means a new CONSENT_VERSION, which every member is asked to accept again
 * at their next sign-in.
 */
import * as z from 'zod/mini';
import { INTERFACE_LANGUAGES } from './reference';

// The rules without a schema live apart, so the pages that read them do not load Zod (issue 29).
export * from './privacy-rules';

const languageCodes = INTERFACE_LANGUAGES.map((l) => l.code) as [string, ...string[]];

/** `POST /api/profiles/consents/`: accepting the notice `version` read in `language`. */
export const consentForm = z.object({
  version: z.string().check(z.maxLength(40)),
  language: z.enum(languageCodes),
});
export type ConsentForm = z.infer<typeof consentForm>;

/** One accepted notice. */
export const consentItem = z.object({
  version: z.string(),
  accepted_at: z.string(),
  language: z.string(),
});
export type ConsentItem = z.infer<typeof consentItem>;

/** `GET /api/profiles/consents/`: the member's acceptances, newest first. */
export const consentList = z.object({ results: z.array(consentItem) });
export type ConsentList = z.infer<typeof consentList>;

/** `POST /api/profiles/export/` (202). */
export const exportStarted = z.object({ id: z.string() });
export type ExportStarted = z.infer<typeof exportStarted>;

/** `GET /api/profiles/export/{id}/` while the ZIP is being made (202). */
export const exportPending = z.object({ status: z.enum(['pending', 'failed']) });
export type ExportPending = z.infer<typeof exportPending>;

/**
 * `GET /api/configs/privacy/`: the privacy page's settings. The grievance officer's name and
 * e-mail are null when the operator has not set them (the page then says the site is not
 * configured for public use); the periods are the server's settings, in days or hours.
 */
export const privacySettings = z.object({
  grievance_name: z.nullable(z.string()),
  grievance_email: z.nullable(z.string()),
  erasure_days: z.number(),
  document_retention_days: z.number(),
  ip_retention_days: z.number(),
  export_link_hours: z.number(),
});
export type PrivacySettings = z.infer<typeof privacySettings>;
