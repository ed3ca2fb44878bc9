/**
 * The Zod schemas that lib/endpoints.ts parses the API's answers with (packages/shared), and the
 * few answers that are lists of shared items. Loaded by lib/endpoints.ts with a dynamic import at
 * the first call, so that this module, Zod and the schemas are a chunk of their own, off the first
 * route's JavaScript (issue 11). Import it only with `import()` or `import type` from modules that
 * the first route loads. Named exports only (no `z`): every export of a dynamically imported
 * module is kept, and Zod's namespace would bring all of Zod with its locales.
 */
import { z } from 'zod';
import {
  aboutVideoItem,
  blockedKeywordItem,
  blogItem,
  bookItem,
  guardianItem,
  guidelineItem,
  guidelineTagItem,
  successStoryItem,
} from '@nikah/shared';
export {
  consentList,
  exportStarted,
  availableGroupsResponse,
  blockResponse,
  bookCounterResponse,
  captchaChallenge,
  captchaPhotos,
  chatBlockResponse,
  chatMessage,
  cityItem,
  contactDetails,
  contactViewsResponse,
  countryItem,
  deleteRequestResponse,
  favouritesResponse,
  feedbackResponse,
  friendsResponse,
  getMessagesResponse,
  groupActionResponse,
  groupMessage,
  groupMessagesResponse,
  guardedMembersResponse,
  guardianAcceptResponse,
  guardianInviteResponse,
  guardianListResponse,
  guardianMessagesResponse,
  guidelinesResponse,
  homeResponse,
  listEnvelope,
  markReadResponse,
  messageResponse,
  newProfilesResponse,
  otpSentResponse,
  ownerProfileDetail,
  photoUploadResponse,
  profileDetail,
  profilePage,
  proposalItem,
  proposalList,
  referenceItem,
  reportResponse,
  sessionResponse,
  stateItem,
  statusResponse,
  unreadCountResponse,
  verificationUploadResponse,
  verifyUserResponse,
  visibilityResponse,
  visitorsResponse,
  whatsappResponse,
} from '@nikah/shared';
export { checkedFilters, listFilters } from './profileFilters';

/** `GET /api/configs/all-guidelines`. */
export const guidelineList = z.array(guidelineItem);
/** `GET /api/configs/guidelines-tags/`. */
export const guidelineTagList = z.array(guidelineTagItem);
/** `GET /api/book/list/`. */
export const bookList = z.array(bookItem);
/** `GET /api/configs/blogs`. */
export const blogList = z.array(blogItem);
/** `GET /api/configs/success-stories/`. */
export const successStoryList = z.array(successStoryItem);
/** `GET /api/configs/about-videos/`. */
export const aboutVideoList = z.array(aboutVideoItem);
/** `GET /api/configs/blocked-keywords/`. */
export const blockedKeywordList = z.array(blockedKeywordItem);
/** `DELETE /api/guardian/{id}`: the guardian removed. */
export const guardianRemovedResponse = z.object({ guardian: guardianItem });
