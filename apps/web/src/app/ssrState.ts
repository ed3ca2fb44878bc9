/**
 * The state a server render hands to the browser (issue 11): React Router's hydration data and the
 * dehydrated TanStack Query cache of the page's first paint, the numbers it shows as written, and
 * for a member's page the member it was rendered for. entry-server.tsx writes it as a JSON
 * data block (`<script type="application/json">`: never executed, so the Content-Security-Policy's
 * `script-src 'self'` stays as it is); main.tsx reads it before hydrating.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { isSession, type Session } from './session';

const ELEMENT_ID = 'ssr-state';

export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
  /** The numbers the page shows as the server wrote them (i18n/format.ts `recordNumbers`). */
  numbers?: Record<string, string>;
  /**
   * The member whose page this is (the session cookie's, resolved by the server; issue 29): the
   * page holds that member's data, and the browser hydrates it as them. Absent on a visitor's page.
   */
  session?: Session;
}

/**
 * JSON that is safe inside a `<script>` element: `<` is escaped, so no value (a profile's text,
 * say) can close the element or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The `<script>` data block that carries `state` into the page. */
export function ssrStateScript(state: SsrState): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${scriptJson(state)}</script>`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSsrState(value: unknown): value is SsrState {
  if (!isRecord(value) || !isRecord(value.router) || !isRecord(value.queries)) return false;
  const { router, queries } = value;
  return (
    isRecord(router.loaderData) &&
    Array.isArray(queries.queries) &&
    Array.isArray(queries.mutations) &&
    (value.numbers === undefined || isRecord(value.numbers)) &&
    (value.session === undefined || isSession(value.session))
  );
}

/** The state of the server render of this page, or null when the page was not server rendered. */
export function readSsrState(): SsrState | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSsrState(value) ? value : null;
  } catch {
    return null;
  }
}
