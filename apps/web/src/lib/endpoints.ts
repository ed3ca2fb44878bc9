/**
 * One typed function per API endpoint the web app calls (SPEC.md section 7), each parsing its
 * answer with the shared Zod schema (packages/shared). Components and hooks call these, never a URL
 * of their own. Every function throws the ApiError of `./api` on failure.
 *
 * The requests are made by `./endpointCalls`, which loads the answers' schemas with the first call
 * (Zod stays off the first route). The functions the first route calls are in
 * `./firstRouteEndpoints`, re-exported here: this module is not in the entry's bundle (issue 29),
 * and the entry's modules import those from there. Only types come from packages/shared and Zod here.
 */
import type { z } from 'zod';
import type {
  CreateGroupInput,
  DeleteRequestBody,
  FeedbackForm,
  GroupMembershipInput,
  InterfaceLanguage,
  loginForm,
  ProposalUpdateBody,
  SendGroupMessageInput,
  SendMessageInput,
  sendOtpForm,
  setPasswordForm,
  VisibilityForm,
  WhatsappRequest,
} from '@nikah/shared';
import { ApiError, download, NETWORK_ERROR } from './api';
import * as API from './endpointTable';
import { to } from './endpointTable';
import type { ProfileListFilters } from './profileFilters';
import { call, enc, get, getPublic, loadSchemas, upload, withQuery, type Signal } from './endpointCalls';

export type { ProfileListFilters } from './profileFilters';
export {
  countBook,
  fetchHome,
  fetchPartnerFound,
  fetchProfile,
  fetchVisitorCount,
  logout,
  touchLastActive,
} from './firstRouteEndpoints';

// Home, layout and content (SPEC.md sections 1 and 7).

/** `GET /api/configs/site/`: the service's own contact details (null when not configured). */
export const fetchSiteContacts = (signal?: Signal) =>
  getPublic(to(API.siteContacts), (s) => s.siteContacts, signal);
/** `GET /api/profiles/new-profiles/`: the latest approved profiles. */
export const fetchNewProfiles = (signal?: Signal) =>
  get(to(API.newProfiles), (s) => s.newProfilesResponse, signal);
export const fetchGuidelines = (signal?: Signal) => get(to(API.guidelines), (s) => s.guidelineList, signal);
export const fetchGuidelineTags = (signal?: Signal) =>
  get(to(API.guidelineTags), (s) => s.guidelineTagList, signal);
export const fetchBooks = (signal?: Signal) => get(to(API.books), (s) => s.bookList, signal);
export const fetchBlogs = (signal?: Signal) => get(to(API.blogs), (s) => s.blogList, signal);
export const fetchSuccessStories = (signal?: Signal) =>
  get(to(API.successStories), (s) => s.successStoryList, signal);
export const fetchAboutVideos = (signal?: Signal) =>
  get(to(API.aboutVideos), (s) => s.aboutVideoList, signal);
/** `POST /api/configs/feedback/` (201 on success; 400 field errors, 429). */
export const postFeedback = (values: Record<keyof FeedbackForm, string>) =>
  call(to(API.feedback), (s) => s.feedbackResponse, { body: values });

// Reference lists and configs of the profile form.

export const fetchCountries = (signal?: Signal) =>
  get(to(API.countries), (s) => s.listEnvelope(s.countryItem), signal);
/** States of a country id (India when undefined). */
export const fetchStates = (countryId: number | undefined, signal?: Signal) =>
  get(
    withQuery(to(API.states), countryId ? `?country=${countryId}` : ''),
    (s) => s.listEnvelope(s.stateItem),
    signal,
  );
/** Cities of a state by its display name (a POST, as SPEC.md section 7 has it). */
export const fetchCities = (stateName: string, signal?: Signal) =>
  call(withQuery(to(API.cities), `?state=${enc(stateName)}`), (s) => s.listEnvelope(s.cityItem), {
    body: {},
    signal,
  });
export const fetchBiradaries = (signal?: Signal) =>
  get(to(API.biradaries), (s) => s.listEnvelope(s.referenceItem), signal);
export const fetchMaslaks = (signal?: Signal) =>
  get(to(API.maslaks), (s) => s.listEnvelope(s.referenceItem), signal);
export const fetchBlockedKeywords = (signal?: Signal) =>
  get(to(API.blockedKeywords), (s) => s.blockedKeywordList, signal);

// Accounts and sessions (SPEC.md sections 2 to 4).

/** `POST /api/configs/send-otp/` for signup or a password reset. */
export const sendOtp = (body: z.input<typeof sendOtpForm>) =>
  call(to(API.sendOtp), (s) => s.otpSentResponse, { body });
/** `POST /api/profiles/verify-user/`: whether a username may log in. */
export const verifyUser = (username: string) =>
  call(to(API.verifyUser), (s) => s.verifyUserResponse, { body: { username } });
/** `POST /api/profiles/login/`: sets the session cookie; the web app ignores the body's token. */
export const login = (body: z.input<typeof loginForm>) =>
  call(to(API.login), (s) => s.sessionResponse, { body });
/** `POST /api/profiles/set-password/` (forgot password, with the reset code). */
export const setPassword = (body: z.input<typeof setPasswordForm>) =>
  call(to(API.setPassword), (s) => s.statusResponse, { body });
/** `POST /api/profiles/create/`: the whole signup form; sets the session cookie. */
export const createProfile = (body: unknown) =>
  call(to(API.createProfile), (s) => s.sessionResponse, { body });
/** `PATCH /api/profiles/update/{userId}/`: the whole form, `{email}` or `{expectation_proposal}`. */
export const updateProfile = (profileId: number, body: unknown) =>
  call(to(API.updateProfile, { userId: profileId }), (s) => s.ownerProfileDetail, { body });
/** `PATCH /api/profiles/visibility/`: hides (`false`) or shows (`true`) the member's own profile. */
export const setProfileVisibility = (body: VisibilityForm) =>
  call(to(API.visibility), (s) => s.visibilityResponse, { body });
/** `POST /api/profiles/upload/{userId}/{index}/`: a photo (or an empty file to remove it). */
export const uploadPhoto = (
  profileId: number,
  index: number,
  form: FormData,
  onProgress?: (fraction: number) => void,
) =>
  upload(to(API.uploadPhoto, { userId: profileId, index }), form, (s) => s.photoUploadResponse, onProgress);

// Member actions (issue 8): report, deletion request, verification document.

/** `POST /api/profiles/report-profile/`: `reason`, `other_reason`, `file` and `user_slug` as multipart. */
export const reportProfile = (form: FormData) => upload(to(API.reportProfile), form, (s) => s.reportResponse);
/** `PATCH /api/profiles/detail/{profileId}/`: asks for the member's own profile to be deleted. */
// Privacy rights (DESIGN.md D22).

/** `GET /api/configs/privacy/`: the grievance officer (null when unset) and the periods. */
export const fetchPrivacySettings = (signal?: Signal) =>
  getPublic(to(API.privacySettings), (s) => s.privacySettings, signal);
/** `GET /api/profiles/consents/`: the notices the member accepted, newest first. */
export const fetchConsents = (signal?: Signal) => get(to(API.consents), (s) => s.consentList, signal);
/** `POST /api/profiles/consents/`: accepts the notice in force, read in `language`. */
export const acceptConsent = (body: { version: string; language: InterfaceLanguage }) =>
  call(to(API.acceptConsent), (s) => s.consentList, { body });
/** `POST /api/profiles/export/`: starts "Download my data"; answers the export's id. */
export const startExport = () => call(to(API.startExport), (s) => s.exportStarted, { body: {} });
/**
 * `GET /api/profiles/export/{id}/`: the ZIP (a Blob of type application/zip) once made, else
 * `{status}` ('pending' while the job runs, 'failed').
 */
export async function fetchExport(id: string, signal?: Signal): Promise<Blob | { status: string }> {
  const blob = await download(to(API.exportFile, { id }).path, signal);
  if (blob.type.startsWith('application/zip')) return blob;
  const parsed = JSON.parse(await blob.text()) as { status?: unknown };
  return { status: typeof parsed.status === 'string' ? parsed.status : 'failed' };
}

export const requestDeletion = (profileId: number, body: DeleteRequestBody) =>
  call(to(API.requestDeletion, { profileId }), (s) => s.deleteRequestResponse, { body });
/** `POST /api/profiles/upload/{profileId}/docs/`: a verification document (`verification_docs`). */
export const uploadVerificationDocument = (
  profileId: number,
  form: FormData,
  onProgress?: (fraction: number) => void,
) => upload(to(API.uploadDocument, { profileId }), form, (s) => s.verificationUploadResponse, onProgress);

// Discovery (SPEC.md sections 2 and 8).

/**
 * `GET /api/profiles/list/?…` with filters checked by the server's schema `profileListQuery`
 * (`checkedFilters` of `./profileFilters`, loaded with the schemas). `filters` may be a page's
 * query string as URLSearchParams: its keys that the list accepts are taken (`listFilters`), so
 * that a page calling this needs no Zod of its own when it loads (issue 29).
 * @throws {ApiError} 400 without a request when a filter is invalid
 */
export async function fetchProfileList(filters: ProfileListFilters | URLSearchParams, signal?: Signal) {
  // A failed load is a network error, as in `call`.
  const { checkedFilters, listFilters } = await loadSchemas().catch(() => {
    throw new ApiError(0, NETWORK_ERROR, null);
  });
  const checked = filters instanceof URLSearchParams ? listFilters(filters) : checkedFilters(filters);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(checked)) if (value) params.set(key, value);
  // Awaited so that invalid filters reject like a failed request does.
  return await get(withQuery(to(API.profileList), `?${params.toString()}`), (s) => s.profilePage, signal);
}
export const fetchFavourites = (signal?: Signal) =>
  get(to(API.favourites), (s) => s.favouritesResponse, signal);
export const fetchVisitors = (signal?: Signal) => get(to(API.visitors), (s) => s.visitorsResponse, signal);
export const fetchMatches = (page: number, signal?: Signal) =>
  get(withQuery(to(API.matches), `?page=${page}`), (s) => s.profilePage, signal);
/** `PATCH` (add) or `DELETE` (remove) `/api/profiles/add-to-favourite/{profile_code}/`. */
export const setFavourite = (profileCode: string, add: boolean) =>
  call(
    to(add ? API.addFavourite : API.removeFavourite, { profileCode: enc(profileCode) }),
    (s) => s.messageResponse,
    {
      body: add ? {} : undefined,
    },
  );
export const fetchCaptcha = (signal?: Signal) => get(to(API.captcha), (s) => s.captchaChallenge, signal);
/** `POST /api/profiles/captcha/`: the answer; the original photos' short-lived URLs when right. */
export const answerCaptcha = (captchaId: string, answer: string, slug: string) =>
  call(to(API.answerCaptcha), (s) => s.captchaPhotos, {
    body: { captcha_id: captchaId, answer, slug },
  });
/**
 * `POST /api/profiles/contact/{profile_code}/` ("Show contact", DESIGN.md D6): the contact details
 * of a profile. `fromProposal` adds `?from=proposal` (opened from a proposal that profile sent).
 * Throws the server's ApiError: 403 (private or outside the owner's hours), 429 (daily cap), 404.
 */
export const showContact = (profileCode: string, fromProposal = false) =>
  call(
    withQuery(to(API.showContact, { profileCode: enc(profileCode) }), fromProposal ? '?from=proposal' : ''),
    (s) => s.contactDetails,
    { body: {} },
  );
/** `GET /api/profiles/contact-views/`: who was shown my contact details or photos, latest first. */
export const fetchContactViews = (signal?: Signal) =>
  get(to(API.contactViews), (s) => s.contactViewsResponse, signal);
/**
 * `GET /api/profiles/pdf/{slug}?lang=`: the bio-data PDF of a profile with labels in `lang`. The
 * slug is encoded twice (SPEC.md section 7); the server decodes it once more.
 */
export const downloadBiodata = (slug: string, lang: InterfaceLanguage, signal?: Signal) =>
  download(withQuery(to(API.biodata, { slug: enc(enc(slug)) }), `?lang=${lang}`).path, signal);

// Proposals, blocks and the WhatsApp dialog (SPEC.md sections 4, 7 and 8; DESIGN.md D6, D10).

/** Which of the member's proposal lists: the ones received or the ones sent. */
export type ProposalBox = 'received' | 'sent';
/** `GET /api/profiles/proposal/{received|sent}?page=`: newest first, with `new_count` for the menu. */
export const fetchProposals = (box: ProposalBox, page: number, signal?: Signal) =>
  get(
    withQuery(to(box === 'received' ? API.proposalsReceived : API.proposalsSent), `?page=${page}`),
    (s) => s.proposalList,
    signal,
  );
/** `POST /api/profiles/proposal/{profile_code}/`: sends a proposal (201 the proposal; 4xx refusals by key). */
export const sendProposal = (profileCode: string, note: string | null = null) =>
  call(to(API.sendProposal, { profileCode: enc(profileCode) }), (s) => s.proposalItem, {
    body: note ? { note } : {},
  });
/** `PATCH /api/profiles/proposal-update/{id}/`: the receiver accepts, or rejects with a reason. */
export const decideProposal = (id: number, body: ProposalUpdateBody) =>
  call(to(API.decideProposal, { id }), (s) => s.proposalItem, { body });
/** `POST` (block) or `DELETE` (unblock) `/api/profiles/block/{profile_code}/`. */
export const setBlocked = (profileCode: string, block: boolean) =>
  call(to(block ? API.block : API.unblock, { profileCode: enc(profileCode) }), (s) => s.blockResponse, {
    body: block ? {} : undefined,
  });
/**
 * `POST /api/profiles/whatsapp/{profile_code}/`: the captcha answer; sends a proposal when none is
 * between the two, then the wa.me link or why it is withheld. A wrong answer is 400 `{answer}`.
 */
export const openWhatsapp = (profileCode: string, body: WhatsappRequest) =>
  call(to(API.whatsapp, { profileCode: enc(profileCode) }), (s) => s.whatsappResponse, { body });

// Group forums (SPEC.md sections 4, 7 and 8; DESIGN.md D8; issue 10).

/** `GET /api/friends/available-groups`: every group with member count, joined and unread count. */
export const fetchGroups = (signal?: Signal) => get(to(API.groups), (s) => s.availableGroupsResponse, signal);
/** `GET /api/friends/getAllMessages/{groupName}?timestamp=`: members only (403 joinGroupFirst); marks read. */
export const fetchGroupMessages = (groupName: string, timestamp?: string, signal?: Signal) =>
  get(
    withQuery(
      to(API.groupMessages, { groupName: enc(groupName) }),
      timestamp ? `?timestamp=${enc(timestamp)}` : '',
    ),
    (s) => s.groupMessagesResponse,
    signal,
  );
/** `POST /api/friends/create-group` (superusers). */
export const createGroup = (body: CreateGroupInput) =>
  call(to(API.createGroup), (s) => s.groupActionResponse, { body });
/** `POST /api/friends/join-group` or `leave-group`. */
export const setGroupMembership = (join: boolean, body: GroupMembershipInput) =>
  call(to(join ? API.joinGroup : API.leaveGroup), (s) => s.groupActionResponse, { body });
/** `DELETE /api/friends/group/{groupId}` (superusers). */
export const deleteGroup = (groupId: number) =>
  call(to(API.deleteGroup, { groupId }), (s) => s.groupActionResponse);
/** `POST /api/friends/send-group-message` (members; 201 the message). */
export const sendGroupMessage = (body: SendGroupMessageInput) =>
  call(to(API.sendGroupMessage), (s) => s.groupMessage, { body });

// Friend chat (SPEC.md sections 4, 7 and 8; DESIGN.md section 3, D20; issue 10). Ids are profile
// ids; the one that must be the caller's is the session's profile id (else 403).

/** `GET /api/friends/friends?sender_id=<me>`: friends with last message, unread count, presence. */
export const fetchFriends = (me: number, signal?: Signal) =>
  get(withQuery(to(API.friends), `?sender_id=${me}`), (s) => s.friendsResponse, signal);
/** Which page of a conversation: the latest, older than a message, or newer than one (catch-up). */
export type ChatPageRequest = { before?: number; after?: number; limit?: number };
/** `GET /api/friends/get-messages?sender_id=<me>&receiver_id=<friend>`: messages by date label. */
export const fetchChatMessages = (
  me: number,
  friend: number,
  page: ChatPageRequest = {},
  signal?: Signal,
) => {
  const params = new URLSearchParams({ sender_id: String(me), receiver_id: String(friend) });
  if (page.before !== undefined) params.set('before', String(page.before));
  if (page.after !== undefined) params.set('after', String(page.after));
  if (page.limit !== undefined) params.set('limit', String(page.limit));
  return call(withQuery(to(API.chatMessages), `?${params.toString()}`), (s) => s.getMessagesResponse, {
    signal,
    zoned: true,
  });
};
/** `POST /api/friends/send-message` (201 the message); `socketId` keeps this tab from an echo. */
export const sendChatMessage = (body: SendMessageInput, socketId: string | null) =>
  call(to(API.sendChatMessage), (s) => s.chatMessage, {
    body,
    headers: socketId ? { 'X-Socket-Id': socketId } : undefined,
  });
/** `GET /api/friends/unread-count` (the session's member): `{totalUnread, unreadList}`. */
export const fetchChatUnread = (signal?: Signal) =>
  get(to(API.chatUnread), (s) => s.unreadCountResponse, signal);
/** `POST /api/friends/block-user` or `unblock-user` `{sender_id: <me>, receiver_id}`. */
export const setChatBlocked = (me: number, other: number, block: boolean) =>
  call(to(block ? API.chatBlock : API.chatUnblock), (s) => s.chatBlockResponse, {
    body: { sender_id: me, receiver_id: other },
  });
/** `POST /api/friends/mark-read` `{user_id: <me>, friend_id}` (the polling fallback's read). */
export const markChatRead = (me: number, friend: number) =>
  call(to(API.markChatRead), (s) => s.markReadResponse, {
    body: { user_id: me, friend_id: friend },
  });
/** `GET /api/friends/accept-guidelines`: whether the member agreed to the chat guidelines. */
export const fetchChatGuidelines = (signal?: Signal) =>
  get(to(API.chatGuidelines), (s) => s.guidelinesResponse, signal);
/** `POST /api/friends/accept-guidelines`: records the agreement. */
export const acceptChatGuidelines = () =>
  call(to(API.acceptChatGuidelines), (s) => s.guidelinesResponse, { body: {} });

// Guardian (DESIGN.md D19; issue 10): the member invites and removes; the guardian accepts and reads.

/** `GET /api/guardian/`: my invited and active guardians and the most I may have. */
export const fetchGuardians = (signal?: Signal) =>
  get(to(API.guardians), (s) => s.guardianListResponse, signal);
/** `POST /api/guardian/invite` `{contact, name}`: a one-time code goes to the contact (409 at the limit). */
export const inviteGuardian = (body: { contact: string; name: string }) =>
  call(to(API.inviteGuardian), (s) => s.guardianInviteResponse, { body });
/** `DELETE /api/guardian/{id}`: removes my guardian at once. */
export const removeGuardian = (id: number) =>
  call(to(API.removeGuardian, { id }), (s) => s.guardianRemovedResponse);
/** `POST /api/guardian/accept` `{contact, code}`: starts the guardian's session (cookie). */
export const acceptGuardian = (body: { contact: string; code: string }) =>
  call(to(API.acceptGuardian), (s) => s.guardianAcceptResponse, { body });
/** `GET /api/guardian/members`: the members I guard. */
export const fetchGuardedMembers = (signal?: Signal) =>
  get(to(API.guardedMembers), (s) => s.guardedMembersResponse, signal);
/** `GET /api/guardian/members/{profileId}/friends`: that member's chat list, read-only. */
export const fetchGuardedFriends = (profileId: number, signal?: Signal) =>
  get(to(API.guardedFriends, { profileId }), (s) => s.friendsResponse, signal);
/** `GET /api/guardian/members/{profileId}/messages?with=&before=`: a conversation page, read-only. */
export const fetchGuardedMessages = (profileId: number, friendId: number, before?: number, signal?: Signal) =>
  call(
    withQuery(
      to(API.guardedMessages, { profileId }),
      `?with=${friendId}${before ? `&before=${before}` : ''}`,
    ),
    (s) => s.guardianMessagesResponse,
    { signal, zoned: true },
  );
