/** The build's graph walk: reachable nodes, each once, through cycles and past unknown nodes. */
import { describe, expect, it } from 'vitest';
import { closure } from './graph';

const EDGES: Record<string, string[]> = { a: ['b', 'c'], b: ['a', 'd'], c: [], d: ['missing'], e: ['a'] };
const next = (node: string): string[] => EDGES[node] ?? [];

describe('closure', () => {
  it('reaches every node from the roots through a cycle, roots included, and nothing upstream', () => {
    expect([...closure(['a'], next)].sort()).toEqual(['a', 'b', 'c', 'd', 'missing']);
  });

  it('gives the roots alone when they lead nowhere', () => {
    expect([...closure(['c'], next)]).toEqual(['c']);
    expect(closure([], next).size).toBe(0);
  });
});
