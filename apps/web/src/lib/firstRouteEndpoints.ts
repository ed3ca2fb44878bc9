/**
 * The endpoint functions that the first route calls (the home page's data, its visitor count and
 * book downloads, and the layout's: the footer's count, a member's own profile, activity and
 * logout), apart from the others
 * (`./endpoints`, which re-exports these): a bundle places a module whole, so `./endpoints` in the
 * entry brought every page's functions with it (issue 29, apps/web/scripts/check-budget.mjs).
 * Modules of the entry import these from here; everything else imports `./endpoints`.
 */
import * as API from './endpointTable';
import { to } from './endpointTable';
import type { CounterPage } from '@nikah/shared';
import { call, enc, get, getPublic, withQuery, type Signal } from './endpointCalls';

/** `GET /api/home/`: everything the home page shows. */
export const fetchHome = (signal?: Signal) => get(to(API.home), (s) => s.homeResponse, signal);
/** `GET /api/configs/count/partner-found`. */
export const fetchPartnerFound = (signal?: Signal) =>
  getPublic(to(API.partnerFound), (s) => s.countResponse, signal);
/** `GET /api/configs/counter/{page}`: the page's visitor count (counts this browser once a day). */
export const fetchVisitorCount = (page: CounterPage, signal?: Signal) =>
  getPublic(to(API.visitorCount, { page }), (s) => s.countResponse, signal);
/** `GET /api/book/increase-book-counter/{id}`, kept alive while the PDF opens in a new tab. */
export const countBook = (id: number) =>
  call(to(API.countBook, { id }), (s) => s.bookCounterResponse, { keepalive: true });
/** `POST /api/profiles/logout/`: revokes the session and clears its cookie. */
export const logout = () => call(to(API.logout), (s) => s.messageResponse, { body: {} });
/** `GET /api/profiles/update-last-active/`. */
export const touchLastActive = () => getPublic(to(API.lastActive), (s) => s.lastActiveResponse);
/**
 * `GET /api/profiles/detail-slug/{slug}`: the owner view for the owner. `skipUpdate` does not count
 * a view; `fromProposal` opens it from a received proposal (contact details at any hour, D6).
 */
export const fetchProfile = (
  slug: string,
  options: { skipUpdate?: boolean; fromProposal?: boolean } = {},
  signal?: Signal,
) => {
  const params = new URLSearchParams();
  if (options.skipUpdate) params.set('skip-update', 'true');
  else if (options.fromProposal) params.set('from', 'proposal');
  const query = params.toString();
  return get(
    withQuery(to(API.profile, { slug: enc(slug) }), query ? `?${query}` : ''),
    (s) => s.profileDetail,
    signal,
  );
};
