/**
 * A part of a page whose code is a chunk of its own, loaded when the part is first shown (issue
 * 29: the home page's card sections, below the first screen, stay off the first route's
 * JavaScript), and which the server still renders into the page's HTML.
 *
 * The server renders a page in one pass (`renderToString`), which sends a Suspense fallback for a
 * part still loading; so every part is registered here and the server loads them all before its
 * first render (`loadEveryLazyPart`, entry-server.tsx). A part whose chunk has arrived renders at
 * once, without suspending; one still loading suspends (React's `use`) until it arrives.
 */
import { use, type ComponentType } from 'react';
import { lazyChunk, type LazyChunk } from './lazyChunk';

const parts = new Set<LazyChunk<unknown>>();

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading the part's chunk (or joins the load under way); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * The component `importer` resolves with, as a lazily loaded part: render it inside a Suspense
 * boundary. A failed load throws into the nearest error boundary, and the next render of the
 * part fetches again (lib/lazyChunk.ts).
 */
export function lazyPart<P extends object>(importer: () => Promise<ComponentType<P>>): LazyPart<P> {
  const chunk = lazyChunk(importer);
  parts.add(chunk);
  function Part(props: P) {
    // `load` hands out the same promise until it settles, as `use` requires.
    const Component = chunk.loaded() ?? use(chunk.load());
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload: chunk.load });
}

/** Loads every registered part's chunk (the server, before rendering); rejects if one fails. */
export async function loadEveryLazyPart(): Promise<void> {
  await Promise.all([...parts].map((part) => part.load()));
}
