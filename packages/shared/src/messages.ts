/**
 * Every message the service shows or answers with (SPEC.md sections 5 and 8, DESIGN.md D18), each
 * under a stable key with named parameters. The wire keeps the English text (`messageText`); the
 * web app shows the key's translation (`msg.<key>` in its catalogues), never parsing English back.
 * How Zod issues carry these messages is in zod-messages.ts; the `X-Error-Keys` header in
 * error-keys.ts.
 */
/**
 * Key -> English template; `{name}` is a parameter. Keys are stable (the web's catalogues use
 * them); the English is SPEC.md's where SPEC.md has one.
 */
export const MESSAGES = {
  // SPEC.md section 5, shared validation messages.
  required: 'This field is required.',
  invalidEmail: 'Invalid e-mail.',
  invalidUrl: 'Invalid Url.',
  minChars: 'Min {n} characters required.',
  maxChars: 'Max {n} characters required.',
  passwordMin: 'Min {n} characters Password required.',
  passwordLowercase: 'Password must contain 1 lowercase(a-z).',
  passwordDigit: 'Password must contain 1 digit(0-9)',
  onlyAlphaNumeric: 'Only Alpha Numeric.',
  invalidNumbers: 'Invalid Numbers.',
  doesNotMatch: 'Does not match.',
  alreadyExists: 'Already exists.',
  spaceNotAllowed: 'Space not allowed.',
  positiveNumber: 'Positive Number Required.',
  lte: 'Value must be less than or equal to {n}.',
  gte: 'Value must be greater than or equal to {n}.',
  gteField: 'Value must be greater than or equal to {field}.',
  invalidName: 'Invalid Name.',
  // SPEC.md section 5, form rules.
  fillRequired: 'Please fill all the required fields',
  blockedWords: 'Your Profile contains blocked words, please remove them to proceed. Blocked Word: {word}',
  // The same check on a chat, group or proposal message (issue 34 point 9): it is not the profile.
  blockedWordsMessage:
    'Your message contains blocked words, please remove them to send it. Blocked word: {word}',
  emailValid: 'E-mail must be valid',
  mobileStart: "Can't start with 0, 1, 2, 3, 4, 5",
  countryRequired: 'Please select your country',
  wrongValue: 'Wrong value',
  reasonRequired: 'Reason is required',
  fileRequired: 'File is required',
  // Validation of this implementation (Zod checks without a SPEC.md wording).
  invalidChoice: 'Select a valid choice.',
  invalidValue: 'Invalid value.',
  unknownFields: 'Unknown fields: {fields}.',
  mobileLength: 'Mobile number must be {n} digits.',
  otpDigits: 'Enter the {n}-digit code.',
  minAge: 'Minimum age is {n} years.',
  phoneInText: 'Please remove the phone number: contact details go in the Contact step only.',
  emailInText: 'Please remove the e-mail address: contact details go in the Contact step only.',
  nul: 'Null characters are not allowed.',
  outOfRange: 'Ensure this value is at most {n}.',
  malformedMultipart: 'Malformed multipart/form-data body.',
  malformedUrl: 'Malformed URL.',
  malformedJson: 'Malformed JSON.',
  // SPEC.md section 8, error catalogue.
  serverError: 'Something went wrong, please try again.',
  somethingWrong: 'Something went wrong',
  actionFailed: 'Something went wrong.',
  userBlocked: 'User Blocked, Reason: {reason}',
  otpIncorrect: 'OTP is incorrect',
  otpSent: 'OTP sent successfully',
  blockedWordsToast: 'Your profile contains blocked words, please remove them to proceed.',
  created: 'Your profile has been created successfully',
  updated: 'Your profile has been updated successfully',
  updateFailed: 'Failed to update profile',
  invalidOtp: 'Invalid OTP',
  passwordSet: 'Password set successfully',
  otpLimit:
    'More than {n} OTP requests for one number within 24 hours are not allowed: this number is blocked for OTP requests for 24 hours. Please try again later.',
  noProfile: 'No Profile Found!',
  createProfileFirst:
    'Create your profile to open others profile. If you have already created the profile, please login',
  verifyToReport: 'Kindly verify your profile to report the user.',
  reported: 'Reported successfully.',
  deleteRequested:
    'your delete request is sent to Admin. Admin will delete your profile. Kindly check after some time.',
  deleteTooSoon:
    'A new profile can be deleted once it is {days} days old. Until then you can hide it: nobody else will see it.',
  groupCreateFailed: 'Failed to create group 😕',
  notVerified: "You're not verified! Please complete your verification.⚠️",
  joinGroupFirst: 'You need to join this group to see messages!❗',
  groupJoined: 'Successfully joined the group! 🎉',
  groupCreated: 'Group created successfully! 🎉',
  groupDeleted: 'Deleted! Group has been deleted.',
  groupDeleteFailed: 'Failed to delete group ❌',
  cannotMessageBlocked: 'You cannot send messages to this user as they are blocked.',
  userBlockedDone: 'Blocked! User has been blocked successfully.',
  userAlreadyBlocked: 'User already blocked.',
  userUnblocked: 'Unblocked! User has been unblocked successfully.',
  unblockFailed: 'Failed to unblock user.',
  proposalSent: 'Proposal sent successfully.',
  proposalRejected: 'Proposal has been rejected successfully',
  proposalRejectFailed: 'Failed to reject proposal',
  favouriteAdded: 'Profile Added to favourites.',
  favouriteRemoved: 'Profile removed from favourites.',
  invalidToken: 'Invalid token.',
  noFriends: 'No friends found.',
  noMessages: 'No messages yet',
  selectGroup: 'Please select a group to start chatting...',
  noBook: 'No Book Found!',
  noProfiles: 'No profiles found!',
  noVisitors: 'No Visitor Found',
  profilesLoading: 'Profiles are loading, please wait....',
  // Answers of this implementation's server (DESIGN.md D1 to D6).
  otpDeliveryFailed: 'Could not send the OTP, please try again later.',
  otpProveLast:
    'Too many OTPs were requested for this number today. Enter the last OTP you received to get a new one.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  invalidCredentials: 'Unable to log in with provided credentials.',
  noAccount: 'No profile found with this username.',
  accountFound: 'Profile found, please enter your password.',
  notAuthenticated: 'Authentication credentials were not provided.',
  forbidden: 'You do not have permission to perform this action.',
  invalidImage: 'Upload a valid image.',
  imageTooLarge: 'The image has too many pixels.',
  favouriteSelf: 'You cannot add your own profile to favourites.',
  captchaExpired: 'This question has expired, please try a new one.',
  noFavourites: 'No Favourite Profiles Found',
  contactPrivate: 'This member shares contact details only after sending you a proposal or accepting yours.',
  contactHours: 'Contact details can be seen from 08:00 to 22:00 in the time zone of this member ({zone}).',
  contactCap:
    'You have seen the contact details of {n} profiles today, the most allowed in a day. Please try again tomorrow.',
  photoCap:
    'You have opened the photos of {n} profiles today, the most allowed in a day. Please try again tomorrow.',
  feedbackThanks: 'Thank you for your feedback. Our team will read it soon.',
  notFound: 'Not found.',
  tooLarge: 'Request is too large.',
  tooManyRequests: 'Too many requests. Please try again later.',
  databaseNotReady: 'Database is not ready.',
  // Moderation console, content (issue 9).
  invalidYoutube: 'Enter a YouTube video code or link.',
  invalidPdf: 'Upload a valid PDF file.',
  fileTooLarge: 'The file is larger than {mb} MB.',
  tagInUse: 'This tag still has guidelines: move or delete them first.',
  // Reports, deletion requests and verification documents (issue 8, member actions).
  reportSelf: 'You cannot report your own profile.',
  alreadyReported: 'You have already reported this profile.',
  deletePending: 'Your delete request is already with Admin.',
  // A pending deletion (DESIGN.md D11, modules/policy/leaving.ts): the leaver starts no contact,
  // and others are told only that the member is not available (the reason is not revealed).
  deletionPendingNoContact:
    'Your delete request is with Admin: until it is decided you cannot contact other members.',
  memberUnavailable: 'This member is no longer available.',
  verificationPending: 'Your document is being checked. Please wait for the result.',
  alreadyVerified: 'Your profile is already verified.',
  documentType: 'Upload the document as a PNG, GIF or JPEG image.',
  // Friend chat REST and scam shield (issue 10, C1).
  notFriends: 'You can chat only with members whose proposal you accepted or who accepted yours.',
  scamWarning:
    'Careful: this message asks for money or payment details. This service is free; never send money to anyone you meet here.',
  // Guardian (issue 10, C4; DESIGN.md D19).
  guardianLimit: 'You can have at most {n} guardians. Remove one to invite another.',
  guardianSelf: 'You cannot be your own guardian.',
  // A guardian's session does nothing but read the guarded member's chats (issue 28, D19).
  guardianReadOnly: 'As a guardian you can only read the chats of the member you guard.',
  // Proposals and blocking (issue 8).
  proposalSelf: 'You cannot send a proposal to your own profile.',
  proposalSameGender: 'Proposals can only be sent to profiles of the other gender.',
  proposalNoProfile: 'Create your profile to send proposals.',
  proposalBlocked: 'A proposal cannot be sent: one of you has blocked the other.',
  proposalAlreadySent: 'You have already sent a proposal to this profile. Please wait for the answer.',
  proposalReceivedOpen:
    'This member has already sent you a proposal. Please accept it from your received proposals.',
  proposalDailyCap:
    'You have sent {n} proposals in the last 24 hours, the most allowed. Please try again tomorrow.',
  proposalAccepted: 'Proposal has been accepted successfully',
  proposalAlreadyAccepted: 'A proposal between you and this member has already been accepted.',
  proposalOwnNotVisible: 'Your profile must be approved and visible before you can send proposals.',
  proposalDecided: 'This proposal has already been answered.',
  proposalNotFound: 'Proposal not found.',
  proposalReceiverOnly: 'Only the member who received this proposal can answer it.',
  blockSelf: 'You cannot block your own profile.',
  notBlocked: 'This profile is not blocked.',
  // Moderation cases: documents, reports, deletion requests (issue 9, part 2).
  noDocumentInProcess: 'This profile has no document waiting for verification.',
  caseDecided: 'This case has already been decided.',
  profileDeleted: 'This profile has been deleted.',
  // Moderators' second factor (issue 28, DESIGN.md D24).
  secondFactorEnrol: 'Set up two-step sign-in before using the moderation console.',
  secondFactorRequired: 'Enter the code from your authenticator app to use the moderation console.',
  secondFactorWrongCode:
    'This code is not valid. Enter a new code from your app, or an unused recovery code.',
  secondFactorAlreadyOn: 'Two-step sign-in is already set up for this account.',
  secondFactorNotOn: 'Two-step sign-in is not set up for this account.',
  secondFactorNoEnrolment: 'Start the set-up again: no set-up is waiting for a code.',
  /** The browser could not reach the server (web only; never on the wire). */
  network: 'Network error',
} as const;

type Registry = typeof MESSAGES;
export type MessageKey = keyof Registry;
/** The keys, for schemas and tests. */
export const MESSAGE_KEYS = Object.keys(MESSAGES) as [MessageKey, ...MessageKey[]];

/** The `{name}` parameters of a template, as a union of names. */
type ParamNames<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | ParamNames<Rest>
  : never;
/** What `msg(key, ...)` takes after the key: nothing, or every parameter of the template. */
type ParamArgs<K extends MessageKey> = [ParamNames<Registry[K]>] extends [never]
  ? []
  : [params: Record<ParamNames<Registry[K]>, string | number>];

export type MessageParams = Record<string, string | number>;
/** A message by key with its parameters: what the web translates. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

const MESSAGE_KEY_SET: ReadonlySet<string> = new Set(MESSAGE_KEYS);

/**
 * `value` as a MessageRef when it is one: an object with a known `key` (an unknown key fails, so
 * an older web app falls back to the text) and optional `params` of strings and numbers; else
 * undefined. Written without Zod because the web app's error display on every page uses it, and
 * evaluating Zod at a page's start is a long task on a slow phone (issue 29).
 */
export function toMessageRef(value: unknown): MessageRef | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== 'string' || !MESSAGE_KEY_SET.has(key)) return undefined;
  if (params === undefined) return { key: key as MessageKey };
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const checked: MessageParams = {};
  for (const [name, v] of Object.entries(params)) {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    checked[name] = v;
  }
  return { key: key as MessageKey, params: checked };
}

/**
 * The ref of message `key` with its parameters, type-checked against the template, e.g.
 * `msg('minChars', { n: 5 })`.
 */
export function msg<K extends MessageKey>(key: K, ...args: ParamArgs<K>): MessageRef {
  const params = args[0];
  return params ? { key, params } : { key };
}

/** The English text of a ref (the wire text): its template with the parameters filled in. */
export function messageText(ref: MessageRef): string {
  return MESSAGES[ref.key].replace(/\{(\w+)\}/g, (_, name: string) => String(ref.params?.[name] ?? ''));
}

const ENCODED_PREFIX = 'msg:';

/** A ref as one string (the web's form error messages): `msg:` and the ref as JSON. */
export function encodeMessage(ref: MessageRef): string {
  return ENCODED_PREFIX + JSON.stringify(ref);
}

/** The ref of a string made by `encodeMessage`, or undefined for any other string. */
export function decodeMessage(s: string): MessageRef | undefined {
  if (!s.startsWith(ENCODED_PREFIX)) return undefined;
  try {
    return toMessageRef(JSON.parse(s.slice(ENCODED_PREFIX.length)));
  } catch {
    return undefined;
  }
}

/** English texts of the shared messages (the wire text), for code and tests that compare bodies. */
export const MSG = {
  required: MESSAGES.required,
  minChars: (n: number) => messageText(msg('minChars', { n })),
  maxChars: (n: number) => messageText(msg('maxChars', { n })),
  invalidNumbers: MESSAGES.invalidNumbers,
  invalidChoice: MESSAGES.invalidChoice,
  malformedJson: MESSAGES.malformedJson,
  tooManyRequests: MESSAGES.tooManyRequests,
} as const;
