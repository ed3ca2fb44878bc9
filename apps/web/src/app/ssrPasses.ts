/**
 * The server's render passes (entry-server.tsx, issue 29). `renderToString` renders in one
 * synchronous pass: a query it asks for arrives after the pass, and so does the code of a
 * component loaded with `React.lazy` (the member layout's parts, the own page's e-mail dialog)
 * the first time a render reaches it. Such a component's Suspense boundary is sent unfinished
 * (UNFINISHED_BOUNDARY), which the browser reports (React error 419) and builds afresh. So the
 * page is rendered again until nothing is missing, within a number of passes.
 */

/** React's mark for a Suspense boundary the server did not finish (its fallback is sent). */
export const UNFINISHED_BOUNDARY = '<!--$!-->';

export interface RenderPasses {
  /** One synchronous render of the page; returns its markup. */
  render: () => string;
  /** Whether the last render asked for data it did not have. */
  missingData: () => boolean;
  /** Fetches the data the last render missed; resolves false if any of it failed to load. */
  fetchData: () => Promise<boolean>;
  /** At most this many renders (1 or more). */
  maxPasses: number;
}

/** The next turn of Node's event loop: the promises settled by now have run their callbacks. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders until the markup needs neither data nor code it did not have: returns that markup, or
 * null when data failed to load or the page was still missing something after `maxPasses`
 * renders (the caller then sends the client shell). Rejects when `fetchData` or `render` does.
 * The server bundle holds every component's code (vite.config.ts, no code splitting), so a
 * component a pass asked for has resolved by the next turn.
 */
export async function renderComplete(passes: RenderPasses): Promise<string | null> {
  let html = passes.render();
  for (let pass = 1; ; pass += 1) {
    const missingData = passes.missingData();
    if (!missingData && !html.includes(UNFINISHED_BOUNDARY)) return html;
    if (pass >= passes.maxPasses) return null;
    if (missingData && !(await passes.fetchData())) return null;
    await nextTurn();
    html = passes.render();
  }
}
