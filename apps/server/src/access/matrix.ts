/**
 * The access matrix (issue 14): for every route of the OpenAPI document, what each role gets,
 * written once. access-matrix.test.ts calls every route as every role (fixtures.ts) and compares;
 * a route missing here, or an entry with no route, fails the test.
 *
 * Expectations: `ok` a 2xx answer; `pass` let through the access rules (any answer but 401, 403,
 * 404 or 5xx: a 400 or 409 is the call's own validation, as the matrix sends one generic body);
 * a number, exactly that refusal; `deny` any 4xx refusal. A *leak* is a 2xx where the table says
 * a refusal (or `deny`).
 */

export const ROLES = ['visitor', 'own', 'other', 'blocked', 'deleted', 'superuser', 'guardian'] as const;
export type Role = (typeof ROLES)[number];
export type Expect = 'ok' | 'pass' | 'deny' | 400 | 401 | 403 | 404 | 409 | 410 | 429;
export type RouteAccess = Record<Role, Expect>;

/** Whether `status` meets `expect`. */
export function meets(expect: Expect, status: number): boolean {
  if (expect === 'ok') return status >= 200 && status < 300;
  if (expect === 'pass') return status < 500 && ![401, 403, 404].includes(status);
  if (expect === 'deny') return status >= 400 && status < 500;
  return status === expect;
}

/** Whether `status` is a leak under `expect`: a 2xx where a refusal is expected. */
export function isLeak(expect: Expect, status: number): boolean {
  return expect !== 'ok' && expect !== 'pass' && status >= 200 && status < 300;
}

/**
 * What a guardian's session gets where a visitor gets `visitor` (DESIGN.md D19, policy/actors.ts):
 * a route that needs a session refuses it (403 'guardianReadOnly') and one where a session is
 * optional serves it as a visitor. The guardian's own reads say otherwise in their entries.
 */
const guardianOf = (visitor: Expect): Expect => (visitor === 401 ? 403 : visitor);

/** The expectations of one route; the guardian's follow the visitor's (`guardianOf`). */
const row = (
  visitor: Expect,
  own: Expect,
  other: Expect,
  blocked: Expect,
  deleted: Expect,
  superuser: Expect,
): RouteAccess => ({ visitor, own, other, blocked, deleted, superuser, guardian: guardianOf(visitor) });

/** The guardian's reads (modules/guardian): `guardian` is what a guardian of the target gets. */
const reader = (access: RouteAccess, guardian: Expect): RouteAccess => ({ ...access, guardian });

/** Public reads: everyone gets them. */
const PUBLIC = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok');
/** The moderation console: superusers only (DESIGN.md, modules/policy/moderation.ts). */
const ADMIN = row(401, 403, 403, 403, 403, 'pass');

/**
 * `METHOD /path` (OpenAPI path) → expectations per role. Refusals are exact where the policy
 * answers before validation; `/api/dev/*` exist with DEV_OUTBOX=true only (then public to loopback clients, by design);
 * routes whose target is named by the session (favourites, proposals lists, guardian, visibility)
 * act on the caller's own objects, so `other` is allowed on them. `deleted` (a pending deletion,
 * modules/policy/leaving.ts) reads its own objects but starts no contact: sending a message and
 * accepting a proposal are 403. `guardian` (the guardian of `own`'s member, on that member's
 * objects) reads that member's chats through the guardian routes and does nothing else.
 */
export const ACCESS: Record<string, RouteAccess> = {
  // The second factor's own routes (DESIGN.md D24), reached before it is passed.
  'GET /api/admin/2fa/': ADMIN,
  'POST /api/admin/2fa/confirm/': ADMIN,
  'POST /api/admin/2fa/disable/': ADMIN,
  'POST /api/admin/2fa/enrol/': ADMIN,
  'POST /api/admin/2fa/verify/': ADMIN,
  'GET /api/admin/audit/': ADMIN,
  'GET /api/admin/blocked-keywords/': ADMIN,
  'POST /api/admin/blocked-keywords/': ADMIN,
  'DELETE /api/admin/blocked-keywords/{id}/': row(401, 403, 403, 403, 403, 404),
  'GET /api/admin/books/': ADMIN,
  'POST /api/admin/books/': ADMIN,
  'DELETE /api/admin/books/{id}/': row(401, 403, 403, 403, 403, 404),
  'POST /api/admin/books/{id}/': ADMIN,
  'GET /api/admin/dashboard/': ADMIN,
  'GET /api/admin/deletion-requests/': ADMIN,
  'POST /api/admin/deletion-requests/{id}/complete/': ADMIN,
  'POST /api/admin/deletion-requests/{id}/decline/': ADMIN,
  'GET /api/admin/documents/': ADMIN,
  'GET /api/admin/documents/{id}/file': row(401, 403, 403, 403, 403, 404),
  'GET /api/admin/feedback/': ADMIN,
  'GET /api/admin/groups/': ADMIN,
  'POST /api/admin/groups/': ADMIN,
  'DELETE /api/admin/groups/{id}/': row(401, 403, 403, 403, 403, 404),
  'GET /api/admin/guideline-tags/': ADMIN,
  'POST /api/admin/guideline-tags/': ADMIN,
  'DELETE /api/admin/guideline-tags/{id}/': row(401, 403, 403, 403, 403, 404),
  'PUT /api/admin/guideline-tags/{id}/': ADMIN,
  'GET /api/admin/guidelines/': ADMIN,
  'POST /api/admin/guidelines/': ADMIN,
  'DELETE /api/admin/guidelines/{id}/': row(401, 403, 403, 403, 403, 404),
  'PUT /api/admin/guidelines/{id}/': ADMIN,
  'GET /api/admin/header-messages/': ADMIN,
  'POST /api/admin/header-messages/': ADMIN,
  'DELETE /api/admin/header-messages/{id}/': row(401, 403, 403, 403, 403, 404),
  'PUT /api/admin/header-messages/{id}/': row(401, 403, 403, 403, 403, 404),
  'GET /api/admin/members/': ADMIN,
  'POST /api/admin/members/{id}/block/': ADMIN,
  'POST /api/admin/members/{id}/demote/': ADMIN,
  'POST /api/admin/members/{id}/promote/': ADMIN,
  'POST /api/admin/members/{id}/unblock/': ADMIN,
  'GET /api/admin/news/': ADMIN,
  'POST /api/admin/news/': ADMIN,
  'DELETE /api/admin/news/{id}/': row(401, 403, 403, 403, 403, 404),
  'PUT /api/admin/news/{id}/': ADMIN,
  'GET /api/admin/profiles/': ADMIN,
  'GET /api/admin/profiles/{id}/': ADMIN,
  'POST /api/admin/profiles/{id}/approve/': ADMIN,
  'POST /api/admin/profiles/{id}/photos/{slot}/approve/': row(401, 403, 403, 403, 403, 404),
  'POST /api/admin/profiles/{id}/photos/{slot}/reject/': row(401, 403, 403, 403, 403, 404),
  'GET /api/admin/profiles/{id}/photos/{slot}/{which}': ADMIN,
  'POST /api/admin/profiles/{id}/reject/': ADMIN,
  'POST /api/admin/profiles/{id}/verification/': ADMIN,
  'GET /api/admin/reports/': ADMIN,
  'POST /api/admin/reports/{id}/block/': ADMIN,
  'POST /api/admin/reports/{id}/dismiss/': row(401, 403, 403, 403, 403, 404),
  'GET /api/admin/reports/{id}/evidence': row(401, 403, 403, 403, 403, 404),
  'POST /api/admin/reports/{id}/warn/': row(401, 403, 403, 403, 403, 404),
  'GET /api/admin/scam-shield/': ADMIN,
  'GET /api/admin/success-stories/': ADMIN,
  'POST /api/admin/success-stories/': ADMIN,
  'DELETE /api/admin/success-stories/{id}/': row(401, 403, 403, 403, 403, 404),
  'PUT /api/admin/success-stories/{id}/': ADMIN,
  'GET /api/book/increase-book-counter/{id}': row(404, 404, 404, 404, 404, 404),
  'GET /api/book/list/': PUBLIC,
  'GET /api/configs/about-videos/': PUBLIC,
  'GET /api/configs/all-guidelines': PUBLIC,
  'GET /api/configs/blocked-keywords/': PUBLIC,
  'GET /api/configs/blogs': PUBLIC,
  'GET /api/configs/count/partner-found': PUBLIC,
  'GET /api/configs/counter/{page}': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'POST /api/configs/feedback/': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/configs/guidelines-tags/': PUBLIC,
  'GET /api/configs/privacy/': PUBLIC,
  'GET /api/configs/guidelines/{tagId}': row(404, 404, 404, 404, 404, 404),
  'GET /api/configs/header-message/': PUBLIC,
  'POST /api/configs/send-otp/': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/configs/site/': PUBLIC,
  'GET /api/configs/success-stories/': PUBLIC,
  'POST /api/dev/approve/{slug}': PUBLIC,
  'GET /api/dev/outbox': PUBLIC,
  'GET /api/friends/accept-guidelines': row(401, 'ok', 'ok', 'ok', 'ok', 403),
  'POST /api/friends/accept-guidelines': row(401, 'ok', 'ok', 'ok', 'ok', 403),
  'GET /api/friends/available-groups': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/friends/block-user': row(401, 'ok', 403, 'ok', 'ok', 403),
  'GET /api/friends/check-block-status': row(401, 'ok', 403, 'ok', 'ok', 403),
  'GET /api/friends/check-verification/{userId}': row(401, 'ok', 403, 403, 'ok', 403),
  'POST /api/friends/create-group': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/friends/friends': row(401, 'ok', 403, 'ok', 'ok', 403),
  'GET /api/friends/get-messages': row(401, 'ok', 403, 403, 'ok', 403),
  'GET /api/friends/getAllMessages/{groupName}': row(401, 404, 404, 404, 404, 404),
  'DELETE /api/friends/group/{groupId}': ADMIN,
  'POST /api/friends/join-group': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'POST /api/friends/leave-group': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'POST /api/friends/mark-read': row(401, 'ok', 403, 'ok', 'ok', 403),
  'POST /api/friends/send-group-message': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'POST /api/friends/send-message': row(401, 'ok', 403, 403, 403, 403),
  'POST /api/friends/unblock-user': row(401, 404, 403, 404, 404, 403),
  'GET /api/friends/unread-count': row(401, 'ok', 403, 'ok', 'ok', 403),
  'GET /api/guardian/': row(401, 'ok', 'ok', 'ok', 'ok', 403),
  'POST /api/guardian/accept': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'POST /api/guardian/invite': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/guardian/members': reader(row(401, 'ok', 'ok', 'ok', 'ok', 'ok'), 'ok'),
  // The target's chats: only its guardian reads them (a member is nobody's guardian by being one).
  'GET /api/guardian/members/{profileId}/friends': reader(row(401, 403, 403, 403, 403, 403), 'ok'),
  'GET /api/guardian/members/{profileId}/messages': reader(row(401, 403, 403, 403, 403, 403), 'ok'),
  'DELETE /api/guardian/{id}': row(401, 404, 404, 404, 404, 403),
  'GET /api/home/': PUBLIC,
  'GET /api/media/avatar/{seed}': PUBLIC,
  'GET /api/media/books/{id}/{file}': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/profiles/add-to-favourite/user/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'DELETE /api/profiles/add-to-favourite/{profile_code}/': row(401, 'ok', 'ok', 'ok', 404, 403),
  'PATCH /api/profiles/add-to-favourite/{profile_code}/': row(401, 'pass', 'ok', 404, 'pass', 403),
  'GET /api/profiles/biradari-list/': PUBLIC,
  'DELETE /api/profiles/block/{profile_code}/': row(401, 404, 404, 404, 404, 403),
  'POST /api/profiles/block/{profile_code}/': row(401, 'pass', 'ok', 'ok', 'pass', 403),
  'GET /api/profiles/blocked/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'GET /api/profiles/captcha/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/profiles/captcha/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'POST /api/profiles/city-list/': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/profiles/consents/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/profiles/consents/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/profiles/contact-views/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/profiles/contact/{profile_code}/': row(401, 'ok', 403, 404, 'ok', 403),
  'GET /api/profiles/country-list/': PUBLIC,
  'POST /api/profiles/create/': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/profiles/detail-slug/{slug}': row(401, 'ok', 'ok', 404, 'ok', 'ok'),
  // Another's profile: refused (the generic body may fail validation first; never a 2xx).
  'PATCH /api/profiles/detail/{userId}/': row(401, 'pass', 'deny', 'deny', 'pass', 'deny'),
  'POST /api/profiles/get-email/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  // Starts the caller's own export; reading one needs its random id, which only its owner has.
  'POST /api/profiles/export/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'GET /api/profiles/export/{id}/': row(401, 'deny', 'deny', 'deny', 'deny', 'deny'),
  'GET /api/profiles/list/': PUBLIC,
  'POST /api/profiles/login/': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'POST /api/profiles/logout/': PUBLIC,
  'GET /api/profiles/maslak-list/': PUBLIC,
  'GET /api/profiles/matches/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'GET /api/profiles/new-profiles/': PUBLIC,
  'GET /api/profiles/pdf/{slug}': row(401, 'ok', 'ok', 404, 'ok', 'ok'),
  'GET /api/profiles/photo/{slug}/{index}': row(404, 404, 404, 404, 404, 404),
  'GET /api/profiles/profile-visited/user': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'PATCH /api/profiles/proposal-update/{id}/': row(401, 'ok', 404, 404, 403, 404),
  // Notifications (D21): the session's own account; the unsubscribe link carries its own token.
  'GET /api/notifications/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/notifications/read/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'GET /api/notifications/preferences/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'PUT /api/notifications/preferences/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/notifications/unsubscribe/': row(400, 400, 400, 400, 400, 400),
  'POST /api/notifications/unsubscribe/': row(400, 400, 400, 400, 400, 400),
  'GET /api/push/public-key/': PUBLIC,
  'POST /api/push/subscriptions/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'DELETE /api/push/subscriptions/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/searches/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/searches/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'DELETE /api/searches/{id}/': row(401, 404, 404, 404, 404, 404),
  'GET /api/profiles/proposal/received': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'GET /api/profiles/proposal/sent': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/profiles/proposal/{profile_code}/': row(401, 'pass', 'ok', 404, 'pass', 403),
  'POST /api/profiles/report-profile/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'POST /api/profiles/set-password/': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/profiles/state-list': PUBLIC,
  'GET /api/profiles/update-last-active/': row(401, 'ok', 'ok', 'ok', 'ok', 'ok'),
  // Another's profile: refused (the generic body may fail validation first; never a 2xx).
  'PATCH /api/profiles/update/{userId}/': row(401, 'pass', 'deny', 'deny', 'pass', 'deny'),
  'POST /api/profiles/upload/{user}/docs/': row(401, 'pass', 403, 403, 'pass', 403),
  'POST /api/profiles/upload/{user}/{index}/': row(401, 'ok', 403, 403, 'ok', 403),
  'POST /api/profiles/verify-user/': row('pass', 'pass', 'pass', 'pass', 'pass', 'pass'),
  'PATCH /api/profiles/visibility/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'POST /api/profiles/whatsapp/{profile_code}/': row(401, 'pass', 'pass', 'pass', 'pass', 'pass'),
  'GET /api/summary/': PUBLIC,
  'GET /healthz': PUBLIC,
};
