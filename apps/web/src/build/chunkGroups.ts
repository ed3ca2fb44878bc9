/**
 * Fewer, larger files for the first route (issue 11).
 *
 * Rolldown's automatic splitting gives each set of modules that the entry shares with some lazy
 * routes a file of its own: 28 files for the entry's static imports and 26 for the home page's
 * (measured 2026-11-28). Each one is another request on a slow network, and each is compressed
 * alone, so gzip cannot reuse what it learnt in the others: the 54 files came to 211 kB gzipped,
 * the same code in five files to 193 kB.
 *
 * - Every module the entry imports statically runs on every page anyway, so the build gathers
 *   them into one group (`ENTRY_IMPORTS_CHUNK`, Rolldown's `$initial` tag), which Rolldown merges
 *   into the entry's file: nothing more is loaded anywhere.
 * - The files the home page imports statically, besides the entry's, are shared with other pages
 *   (cards, badges, grids): their modules become one file (`HOME_IMPORTS_CHUNK`); a page that
 *   needs some of them loads the rest, a few kilobytes.
 *
 * Which modules the home page's files hold is only known once the bundler has split and
 * tree-shaken the code (a module reachable through a package's index is not always used), so the
 * build runs a first pass without that group (the probe, vite.config.ts) and reads them off its
 * output with `homeImports`.
 */
import { closure } from './graph';

/** The chunk that holds the modules the entry imports statically. */
export const ENTRY_IMPORTS_CHUNK = 'entry-imports';

/** The chunk that holds the modules of the files the home page imports statically, besides the entry's. */
export const HOME_IMPORTS_CHUNK = 'home-shared';

/** What `homeImports` reads of one output chunk of the probe (a Rolldown `OutputChunk`). */
export interface ProbeChunk {
  fileName: string;
  /** True for the entry index.html loads (lazy routes' chunks are not entries). */
  isEntry: boolean;
  facadeModuleId: string | null;
  /** File names of the chunks it imports statically. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The file names of the chunks loaded with `root` (its own included), following static imports. */
function staticClosure(byFile: Map<string, ProbeChunk>, root: ProbeChunk): Set<string> {
  return closure([root.fileName], (file) => byFile.get(file)?.imports ?? []);
}

/**
 * The ids of the modules in the probe's `chunks` that the home page (`home`, the absolute id of
 * its module) loads through static imports and the entry does not, leaving out those of the home
 * page's own file (which stays the file the router loads).
 * Throws unless the probe has exactly one entry and a chunk whose facade is `home`.
 */
export function homeImports(chunks: readonly ProbeChunk[], home: string): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entries = chunks.filter((c) => c.isEntry);
  const homeChunk = chunks.find((c) => c.facadeModuleId === home);
  if (entries.length !== 1 || !entries[0]) throw new Error('The probe build has no single entry');
  if (!homeChunk) throw new Error(`The probe build has no chunk for ${home}`);
  const entryFiles = staticClosure(byFile, entries[0]);
  const ids = new Set<string>();
  for (const file of staticClosure(byFile, homeChunk)) {
    if (file === homeChunk.fileName || entryFiles.has(file)) continue;
    for (const id of byFile.get(file)?.moduleIds ?? []) ids.add(id);
  }
  return ids;
}
