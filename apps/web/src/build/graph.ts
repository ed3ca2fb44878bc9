/**
 * Graph walking shared by the build's chunking steps (mantineStyles.ts, chunkGroups.ts).
 */

/**
 * Every node reachable from `roots` (roots included) by following `next` (a node's out-edges;
 * unknown nodes give none). Visits each node once, so cycles are fine.
 */
export function closure(roots: readonly string[], next: (node: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop() as string;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...next(node));
  }
  return seen;
}
