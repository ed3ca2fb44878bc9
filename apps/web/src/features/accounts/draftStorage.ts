/**
 * Where the wizard drafts live in localStorage (SPEC.md section 2) and how they are cleared. Apart
 * from drafts.ts, which builds its field list from the wizard's schemas: the session (on every
 * page, logout clears the drafts) imports only this, so the wizard's schemas and the phone-number
 * library behind them stay off the first route (issue 11).
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
