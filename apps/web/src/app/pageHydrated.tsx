/**
 * When the server-rendered page has been taken over (hydrated). The page is in a Suspense boundary
 * of its own that React hydrates after the top bar (layout/Layout.tsx); an update that reaches that
 * boundary before it has hydrated makes React build it afresh, dropping the server's markup and
 * whatever a person typed into it. So work that re-renders the whole page at start (the switch to
 * the remembered language, main.tsx) waits for this.
 */
import { useEffect } from 'react';

let settle: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Resolves once the page's boundary has committed its first render (hydrated or built). */
export function pageHydrated(): Promise<void> {
  return hydrated;
}

/** Placed beside the page inside its Suspense boundary: its effect runs when that boundary commits. */
export function PageHydrated() {
  useEffect(() => settle(), []);
  return null;
}
