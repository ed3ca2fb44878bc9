/**
 * Where the wizard drafts live in localStorage (SPEC.md section 2) and how they are cleared. Apart
 * from features/accounts/drafts.ts, which builds its field list from the wizard's schemas: the
 * session (app/session.ts, on every page; the end of a session clears the drafts, SPEC.md
 * section 4) imports only this, so the wizard's schemas and the phone-number library behind them
 * stay off the first route (issue 11). Beside the session, which owns clearing them (issue 33).
 */

export const SIGNUP_DRAFT_KEY = 'nikah.signupDraft';
export const EDIT_DRAFT_KEY = 'nikah.editDraft';

export function clearSignupDraft(): void {
  try {
    window.localStorage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

export function clearEditDraft(): void {
  try {
    window.localStorage.removeItem(EDIT_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Clears every stored form (Cancel, logout). */
export function clearDrafts(): void {
  clearSignupDraft();
  clearEditDraft();
}
