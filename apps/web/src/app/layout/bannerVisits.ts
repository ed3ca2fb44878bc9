/**
 * When the app banner shows (issue 34 point 9): in one visit only, the visitor's second. A visit
 * is a browser session (a tab's sessionStorage); the count and the visit the banner showed in are
 * kept in localStorage. Storage that throws (private mode, full) shows nothing.
 */

/** localStorage: how many visits this browser has made. */
export const VISITS_KEY = 'nikah.visits';
/** localStorage: the visit the banner showed in. */
export const BANNER_VISIT_KEY = 'nikah.appBannerVisit';
/** sessionStorage: this visit's number, once counted. */
const THIS_VISIT_KEY = 'nikah.visit';
/** The visit the banner shows in. */
export const BANNER_ON_VISIT = 2;

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

const numberIn = (store: KeyValue, key: string): number | null => {
  const n = Number(store.getItem(key));
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Counts this visit once (the first call in a session) and answers whether the banner shows in
 * it: true in the visitor's second visit (every page of it), false before and after.
 */
export function bannerVisit(local: KeyValue, session: KeyValue): boolean {
  try {
    let visit = numberIn(session, THIS_VISIT_KEY);
    if (visit === null) {
      visit = (numberIn(local, VISITS_KEY) ?? 0) + 1;
      local.setItem(VISITS_KEY, String(visit));
      session.setItem(THIS_VISIT_KEY, String(visit));
    }
    const shownIn = numberIn(local, BANNER_VISIT_KEY);
    if (shownIn !== null) return shownIn === visit;
    if (visit < BANNER_ON_VISIT) return false;
    local.setItem(BANNER_VISIT_KEY, String(visit));
    return true;
  } catch {
    return false;
  }
}
