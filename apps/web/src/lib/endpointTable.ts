/**
 * The method and path of every API endpoint `./endpoints` calls (SPEC.md section 7), as data:
 * `{name}` marks a path parameter. The endpoint functions build their requests from this table,
 * and the server's endpoints-contract.test.ts checks each entry against the routes of the API
 * document (issue 33 point 4), so a misspelt path or a wrong method fails a test, not a member.
 *
 * A contract test rather than a client generated from the document: what can drift between the
 * two sides is only the method and the path, since bodies and answers are already the shared Zod
 * schemas of packages/shared that the server's document is made from. A generated client would
 * repeat those schemas as types, need a server booted (with its database) before every web build
 * to produce the document, and (for a runtime client) add code to the first route, whose budget
 * (scripts/check-budget.mjs) is already above issue 11's target. This table costs no build step
 * and 0.6 kB gzipped on the first route (192.62 kB before, 193.24 kB with it; measured 2026-11-28).
 * No imports: the server's test loads it as it is.
 */

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
/** The HTTP methods of the API (as `Method` of `./api`). */
export type Method = (typeof METHODS)[number];

/** One endpoint: its method, a space and its path template, e.g. `'PATCH /api/profiles/update/{userId}/'`. */
export type Endpoint = `${Method} /${string}`;

// Every endpoint of `./endpoints`, by the function's purpose: one export each, so that a bundle
// chunk holds only the entries its functions use.
// Home, layout and content (SPEC.md sections 1 and 7).
export const home = 'GET /api/home/';
export const siteContacts = 'GET /api/configs/site/';
export const partnerFound = 'GET /api/configs/count/partner-found';
export const newProfiles = 'GET /api/profiles/new-profiles/';
export const guidelines = 'GET /api/configs/all-guidelines';
export const guidelineTags = 'GET /api/configs/guidelines-tags/';
export const books = 'GET /api/book/list/';
export const blogs = 'GET /api/configs/blogs';
export const successStories = 'GET /api/configs/success-stories/';
export const aboutVideos = 'GET /api/configs/about-videos/';
export const visitorCount = 'GET /api/configs/counter/{page}';
export const countBook = 'GET /api/book/increase-book-counter/{id}';
export const feedback = 'POST /api/configs/feedback/';
// Reference lists and configs of the profile form.
export const countries = 'GET /api/profiles/country-list/';
export const states = 'GET /api/profiles/state-list';
export const cities = 'POST /api/profiles/city-list/';
export const biradaries = 'GET /api/profiles/biradari-list/';
export const maslaks = 'GET /api/profiles/maslak-list/';
export const blockedKeywords = 'GET /api/configs/blocked-keywords/';
// Accounts and sessions (SPEC.md sections 2 to 4).
export const sendOtp = 'POST /api/configs/send-otp/';
export const verifyUser = 'POST /api/profiles/verify-user/';
export const login = 'POST /api/profiles/login/';
export const logout = 'POST /api/profiles/logout/';
export const setPassword = 'POST /api/profiles/set-password/';
export const createProfile = 'POST /api/profiles/create/';
export const updateProfile = 'PATCH /api/profiles/update/{userId}/';
export const visibility = 'PATCH /api/profiles/visibility/';
export const lastActive = 'GET /api/profiles/update-last-active/';
export const profile = 'GET /api/profiles/detail-slug/{slug}';
export const uploadPhoto = 'POST /api/profiles/upload/{userId}/{index}/';
// Member actions: report, deletion request, verification document.
export const reportProfile = 'POST /api/profiles/report-profile/';
export const requestDeletion = 'PATCH /api/profiles/detail/{profileId}/';
export const uploadDocument = 'POST /api/profiles/upload/{profileId}/docs/';
// Discovery (SPEC.md sections 2 and 8).
export const profileList = 'GET /api/profiles/list/';
export const favourites = 'GET /api/profiles/add-to-favourite/user/';
export const visitors = 'GET /api/profiles/profile-visited/user';
export const matches = 'GET /api/profiles/matches/';
export const addFavourite = 'PATCH /api/profiles/add-to-favourite/{profileCode}/';
export const removeFavourite = 'DELETE /api/profiles/add-to-favourite/{profileCode}/';
export const captcha = 'GET /api/profiles/captcha/';
export const answerCaptcha = 'POST /api/profiles/captcha/';
export const showContact = 'POST /api/profiles/contact/{profileCode}/';
export const contactViews = 'GET /api/profiles/contact-views/';
export const biodata = 'GET /api/profiles/pdf/{slug}';
// Privacy rights (DESIGN.md D22).
export const privacySettings = 'GET /api/configs/privacy/';
export const consents = 'GET /api/profiles/consents/';
export const acceptConsent = 'POST /api/profiles/consents/';
export const startExport = 'POST /api/profiles/export/';
export const exportFile = 'GET /api/profiles/export/{id}/';
// Proposals, blocks and the WhatsApp dialog.
export const proposalsReceived = 'GET /api/profiles/proposal/received';
export const proposalsSent = 'GET /api/profiles/proposal/sent';
export const sendProposal = 'POST /api/profiles/proposal/{profileCode}/';
export const decideProposal = 'PATCH /api/profiles/proposal-update/{id}/';
export const block = 'POST /api/profiles/block/{profileCode}/';
export const unblock = 'DELETE /api/profiles/block/{profileCode}/';
export const whatsapp = 'POST /api/profiles/whatsapp/{profileCode}/';
// Group forums.
export const groups = 'GET /api/friends/available-groups';
export const groupMessages = 'GET /api/friends/getAllMessages/{groupName}';
export const createGroup = 'POST /api/friends/create-group';
export const joinGroup = 'POST /api/friends/join-group';
export const leaveGroup = 'POST /api/friends/leave-group';
export const deleteGroup = 'DELETE /api/friends/group/{groupId}';
export const sendGroupMessage = 'POST /api/friends/send-group-message';
// Friend chat.
export const friends = 'GET /api/friends/friends';
export const chatMessages = 'GET /api/friends/get-messages';
export const sendChatMessage = 'POST /api/friends/send-message';
export const chatUnread = 'GET /api/friends/unread-count';
export const chatBlock = 'POST /api/friends/block-user';
export const chatUnblock = 'POST /api/friends/unblock-user';
export const markChatRead = 'POST /api/friends/mark-read';
export const chatGuidelines = 'GET /api/friends/accept-guidelines';
export const acceptChatGuidelines = 'POST /api/friends/accept-guidelines';
// Guardian (DESIGN.md D19).
export const guardians = 'GET /api/guardian/';
export const inviteGuardian = 'POST /api/guardian/invite';
export const removeGuardian = 'DELETE /api/guardian/{id}';
export const acceptGuardian = 'POST /api/guardian/accept';
export const guardedMembers = 'GET /api/guardian/members';
export const guardedFriends = 'GET /api/guardian/members/{profileId}/friends';
export const guardedMessages = 'GET /api/guardian/members/{profileId}/messages';

/** The names of the `{name}` parameters of a path template. */
type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;

/** The parameters `to` needs for a path: none, or a value for each name. */
type ParamsArg<P extends string> = [ParamsOf<P>] extends [never]
  ? []
  : [Record<ParamsOf<P>, string | number>];

/**
 * The request of `endpoint`: its method, and its path with each `{name}` replaced by
 * `params[name]` as given (the caller encodes what needs encoding; `./endpoints` adds any query).
 */
export function to<E extends Endpoint>(
  endpoint: E,
  ...[params]: ParamsArg<E>
): { method: Method; path: string } {
  const values: Record<string, string | number> = params ?? {};
  const method = METHODS.find((m) => endpoint.startsWith(`${m} `)) ?? 'GET';
  return {
    method,
    path: endpoint.slice(method.length + 1).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
  };
}
