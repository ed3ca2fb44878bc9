/**
 * The home page's shared files, read off a probe build's chunks (issue 11): the modules of the
 * files it loads through static imports, without the entry's or its own.
 */
import { describe, expect, it } from 'vitest';
import { homeImports, type ProbeChunk } from './chunkGroups';

const HOME = '/app/src/features/home/HomePage.tsx';

function chunk(
  fileName: string,
  imports: string[],
  moduleIds: string[],
  extra: Partial<ProbeChunk> = {},
): ProbeChunk {
  return { fileName, isEntry: false, facadeModuleId: null, imports, moduleIds, ...extra };
}

/** An entry sharing `react` with home, home sharing cards with search, and a card sharing an icon. */
const CHUNKS: ProbeChunk[] = [
  chunk('index.js', ['react.js'], ['/app/src/main.tsx'], {
    isEntry: true,
    facadeModuleId: '/app/index.html',
  }),
  chunk('react.js', [], ['/nm/react/index.js']),
  chunk('home.js', ['react.js', 'card.js', 'grid.js'], [HOME, '/app/src/features/home/Hero.tsx'], {
    facadeModuleId: HOME,
  }),
  chunk('card.js', ['react.js', 'icon.js'], ['/app/src/ProfileCard.tsx']),
  chunk('grid.js', [], ['/nm/@mantine/core/SimpleGrid.mjs']),
  chunk('icon.js', [], ['/nm/icons/IconCheck.mjs']),
  chunk('search.js', ['card.js', 'form.js'], ['/app/src/features/discovery/SearchPage.tsx'], {
    facadeModuleId: '/app/src/features/discovery/SearchPage.tsx',
  }),
  chunk('form.js', [], ['/nm/@mantine/core/TextInput.mjs']),
];

describe('homeImports', () => {
  it('takes the modules of the files home imports, directly or through another file', () => {
    expect([...homeImports(CHUNKS, HOME)].sort()).toEqual([
      '/app/src/ProfileCard.tsx',
      '/nm/@mantine/core/SimpleGrid.mjs',
      '/nm/icons/IconCheck.mjs',
    ]);
  });

  it("leaves out the entry's files, home's own file and files only other pages import", () => {
    const ids = homeImports(CHUNKS, HOME);
    expect(ids.has('/nm/react/index.js')).toBe(false);
    expect(ids.has(HOME)).toBe(false);
    expect(ids.has('/nm/@mantine/core/TextInput.mjs')).toBe(false);
  });

  it('throws when the probe has no chunk for the home page or no single entry', () => {
    expect(() => homeImports(CHUNKS, '/app/src/Missing.tsx')).toThrow(/no chunk for/);
    expect(() =>
      homeImports(
        CHUNKS.map((c) => ({ ...c, isEntry: false })),
        HOME,
      ),
    ).toThrow(/single entry/);
  });
});
