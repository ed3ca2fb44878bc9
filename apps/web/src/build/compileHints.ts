/**
 * V8's explicit compile hint for the entry chunk (issue 29): the magic comment
 * `//# allFunctionsCalledOnLoad` on the first line of a script makes Chromium (136 and later)
 * compile every function of the file while the file streams in, on a background thread, instead
 * of parsing each function again on the main thread the first time it runs. The entry's
 * evaluation (React DOM's module body above all) was one task of 37-49 ms on this project's
 * machine, 150-195 ms at Lighthouse's 4x CPU slowdown (bench/results/lighthouse-trace.md). On
 * the second line, below Vite's chunk map, Chromium ignored it. Other browsers ignore it too.
 * The price is memory for the bytecode of functions never called: the entry only.
 */

/** The comment, the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What of an output chunk `withCompileHint` reads (Rolldown's OutputChunk has these). */
export interface HintedChunk {
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * The code of `chunk` with the hint as its first line if it is the client entry (its facade is
 * index.html, which loads src/main.tsx), else its code as it is.
 */
export function withCompileHint(chunk: HintedChunk): string {
  const entry = chunk.isEntry && (chunk.facadeModuleId?.endsWith('/index.html') ?? false);
  return entry && !chunk.code.startsWith(COMPILE_HINT) ? `${COMPILE_HINT}\n${chunk.code}` : chunk.code;
}
