/**
 * The categories and search pages keep their state (filters and page) when the member navigates
 * away and back (SPEC.md section 2): the state lives in the URL's search params and is copied to
 * sessionStorage, from where a bare visit of the page restores it.
 */
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Not remembered.
  }
}

/** URL search params remembered under `storageKey`; `update` replaces them (page reset unless given). */
export function usePersistedParams(storageKey: string) {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const saved = read(storageKey);
  const restoring = current === '' && !!saved;

  useEffect(() => {
    if (restoring && saved) setParams(new URLSearchParams(saved), { replace: true });
  }, [restoring, saved, setParams]);

  useEffect(() => {
    if (!restoring) write(storageKey, current);
  }, [restoring, storageKey, current]);

  const update = useCallback(
    (next: URLSearchParams) => {
      next.sort();
      // Remembered at once: emptied params (every filter removed) must not bring the old ones back.
      write(storageKey, next.toString());
      setParams(next);
    },
    [storageKey, setParams],
  );

  return { params: restoring && saved ? new URLSearchParams(saved) : params, update };
}

/** The 1-based page of the params. */
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** A copy of `params` on another page. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
