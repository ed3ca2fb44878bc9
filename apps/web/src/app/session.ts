/**
 * The member's session (SPEC.md sections 3 and 4). The credential is the httpOnly session cookie
 * the server sets at login and signup (issue 13 defect 10): script never sees the token. What is
 * kept here, in localStorage so that it survives a reload, is only who is logged in (profile id,
 * slug, username: nothing secret). Logging out (or an `Invalid token.` answer) clears it together
 * with the stored wizard forms.
 */
import { useSyncExternalStore } from 'react';
import { sessionEndReasonOf, type SessionEndReason } from '@nikah/shared';
import { configureAuth } from '../lib/api';
import { clearDrafts } from './draftStorage';

export const SESSION_STORAGE_KEY = 'nikah.session';
/**
 * Why the server ended this tab's session, until the login page has said so: a reload between the
 * refusal and the login page (or one that cut the refused calls short) still shows the reason.
 */
const ENDED_STORAGE_KEY = 'nikah.sessionEnded';
/** The profile a visitor wanted to open before being sent to the login page (SPEC.md section 4). */
export const RETURN_SLUG_KEY = 'nikah.returnSlug';

export interface Session {
  /** The `{userId}` of profile paths (login's `profile_id`); null for an account without profile. */
  profileId: number | null;
  slug: string | null;
  username: string;
  /** A superuser (login's `is_superuser`): the side menu shows the moderation console. */
  isSuperuser?: boolean;
}

/**
 * Why the session ended last: the layout sends an `invalid` session to the login page, and one
 * ended by a password change there too, with a sentence saying why (issue 15).
 */
export type EndReason = 'logout' | 'invalid' | SessionEndReason;

interface State {
  session: Session | null;
  ended: EndReason | null;
}

/** Whether `value` has the shape of a stored session (what localStorage or a page's state holds). */
export function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  return (
    'username' in value &&
    typeof value.username === 'string' &&
    'profileId' in value &&
    (value.profileId === null || typeof value.profileId === 'number') &&
    'slug' in value &&
    (value.slug === null || typeof value.slug === 'string') &&
    (!('isSuperuser' in value) || typeof value.isSuperuser === 'boolean')
  );
}

/** Only the non-secret fields (a session stored by an older version also had the token). */
function publicPart(session: Session): Session {
  return {
    profileId: session.profileId,
    slug: session.slug,
    username: session.username,
    ...(session.isSuperuser ? { isSuperuser: true } : {}),
  };
}

function read(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (!isSession(parsed)) return null;
    if ('token' in parsed) {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(publicPart(parsed)));
    }
    return publicPart(parsed);
  } catch {
    return null;
  }
}

/** A reason kept by `clearSession` that the login page has not shown yet, or null. */
function readEnded(): SessionEndReason | null {
  try {
    return sessionEndReasonOf(window.sessionStorage.getItem(ENDED_STORAGE_KEY));
  } catch {
    return null;
  }
}

function keepEnded(reason: SessionEndReason | null): void {
  try {
    if (reason) window.sessionStorage.setItem(ENDED_STORAGE_KEY, reason);
    else window.sessionStorage.removeItem(ENDED_STORAGE_KEY);
  } catch {
    // Storage unavailable: a reload forgets the reason.
  }
}

function initialState(): State {
  if (typeof window === 'undefined') return { session: null, ended: null };
  const session = read();
  return { session, ended: session ? null : readEnded() };
}

let state: State = initialState();
const listeners = new Set<() => void>();

function emit(next: State): void {
  state = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session, outside React. */
export function getSession(): Session | null {
  return state.session;
}

/** Why the last session ended, outside React (see `useSessionEnd`). */
export function getSessionEnd(): EndReason | null {
  return state.ended;
}

/** Starts a session (after login or signup). */
export function setSession(session: Session): void {
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(publicPart(session)));
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
  keepEnded(null);
  emit({ session, ended: null });
}

/** Ends the session locally: who is logged in and the stored forms (SPEC.md section 4). */
export function clearSession(reason: EndReason = 'logout'): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  clearDrafts();
  keepEnded(sessionEndReasonOf(reason));
  emit({ session: null, ended: reason });
}

/** Forgets why the last session ended (once the layout has acted on it). */
export function acknowledgeEnd(): void {
  keepEnded(null);
  if (state.ended) emit({ ...state, ended: null });
}

/** Remembers a profile to open after login. */
export function rememberReturnSlug(slug: string): void {
  try {
    window.sessionStorage.setItem(RETURN_SLUG_KEY, slug);
  } catch {
    // Not remembered.
  }
}

/** The remembered profile, forgotten as it is read. */
export function takeReturnSlug(): string | null {
  try {
    const slug = window.sessionStorage.getItem(RETURN_SLUG_KEY);
    window.sessionStorage.removeItem(RETURN_SLUG_KEY);
    return slug;
  } catch {
    return null;
  }
}

/**
 * The member a server-rendered page was rendered for: on the server, set for the length of one
 * synchronous render pass (`renderAsMember`); in the browser, the one the page's state names
 * (`adoptRenderedSession`). React reads it while it renders on the server and while it hydrates.
 */
let renderedSession: Session | null = null;

/**
 * Runs `render` (synchronous: a `renderToString`) with `session` as the member the page is for
 * (entry-server.tsx, a member's server-rendered page; issue 29). Renders of other requests never
 * see it: nothing else runs until `render` returns.
 */
export function renderAsMember<T>(session: Session | null, render: () => T): T {
  renderedSession = session;
  try {
    return render();
  } finally {
    renderedSession = null;
  }
}

/**
 * Takes the member the server rendered this page for (the session cookie's, ssrState.ts) as this
 * tab's session, before hydrating: the cookie is the credential, so it wins over what this
 * browser had stored (nothing, after storage was cleared, or another account's).
 */
export function adoptRenderedSession(session: Session): void {
  const current = state.session;
  renderedSession = publicPart(session);
  const same = current !== null && JSON.stringify(publicPart(current)) === JSON.stringify(renderedSession);
  if (same) {
    renderedSession = current;
    return;
  }
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(renderedSession));
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
  keepEnded(null);
  state = { session: renderedSession, ended: null };
}

/** The session in React; re-renders on login and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(
    subscribe,
    () => state.session,
    () => renderedSession,
  );
}

/** Why the last session ended, until `acknowledgeEnd`. */
export function useSessionEnd(): EndReason | null {
  return useSyncExternalStore(
    subscribe,
    () => state.ended,
    () => null,
  );
}

// Another tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    const session = read();
    emit({ session, ended: session ? null : 'logout' });
  });
}

/** How long after a session ended without a reason a later answer may still say why (ms). */
const LATE_REASON_MS = 15_000;
let endedWithoutReasonAt: number | null = null;

configureAuth({
  onInvalidToken: (reason) => {
    if (state.session) {
      clearSession(reason ?? 'invalid');
      endedWithoutReasonAt = reason ? null : Date.now();
      return;
    }
    // Several calls of one page can be refused together; when one without a reason came first
    // (even once the login page is showing), the one that says why (e.g. the password was
    // changed) still reaches the login page.
    if (reason && endedWithoutReasonAt !== null && Date.now() - endedWithoutReasonAt < LATE_REASON_MS) {
      endedWithoutReasonAt = null;
      keepEnded(reason);
      emit({ session: null, ended: reason });
    }
  },
});
