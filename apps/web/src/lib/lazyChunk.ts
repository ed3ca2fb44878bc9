/**
 * A chunk of code fetched on demand, at most once (issue 11: code that a page shows only after a
 * click stays off its first load). Used where the component must appear in the very event that
 * asks for it once it has arrived, and the page must stay usable when the chunk cannot be fetched
 * (offline and not yet cached): the language menu (app/layout/LanguagePicker.tsx) and the search
 * filters (features/discovery/SearchPage.tsx).
 */
export interface LazyChunk<T> {
  /**
   * Starts the import, or joins the one under way, and resolves with its value. A failed import
   * rejects and is forgotten, so the next call fetches again.
   */
  load: () => Promise<T>;
  /** The value once the import has resolved; undefined before. */
  loaded: () => T | undefined;
}

/** Wraps `importer` (a dynamic `import()` and what to take from it) as a LazyChunk. */
export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let pending: Promise<T> | undefined;
  let value: { current: T } | undefined;
  const load = () => {
    pending ??= importer().then(
      (result) => {
        value = { current: result };
        return result;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { load, loaded: () => value?.current };
}
