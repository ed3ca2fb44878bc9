/**
 * Mantine's styles per component (issue 11), against the installed @mantine/core: the order of its
 * full style sheet, each component's own and inner components' style files, and the two style
 * chunks. The browser tests check the built pages (e2e/tests/mantine-styles.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_ROUTE_STYLES,
  OTHER_STYLES,
  STYLE_MODULE_PREFIX,
  layerName,
  mantineImports,
  readMantineStyles,
  styleChunkName,
  type ModuleGraph,
} from './mantineStyles';

const NODE_MODULES = path.resolve(import.meta.dirname, '../../../../node_modules');
const styles = readMantineStyles(NODE_MODULES);
const stylesDir = path.join(NODE_MODULES, '@mantine/core/styles');
const full = fs.readFileSync(path.join(NODE_MODULES, '@mantine/core/styles.css'), 'utf8');
const core = (...names: string[]) => new Map([['@mantine/core', names]]);

describe('mantineImports', () => {
  it('reads the names imported from each Mantine package, leaving out types and keeping the imported name', () => {
    const code = `import { Button, type MantineTheme, Text as Label } from '@mantine/core';
import {
  Modal,
} from "@mantine/core";
import { notifications } from '@mantine/notifications';
import { useDisclosure } from 'react';`;
    expect(mantineImports(code)).toEqual(
      new Map([
        ['@mantine/core', ['Button', 'Text', 'Modal']],
        ['@mantine/notifications', ['notifications']],
      ]),
    );
  });
});

describe('readMantineStyles', () => {
  it('orders every style file as styles.css joins them, the global files first', () => {
    const files = fs
      .readdirSync(stylesDir)
      .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
      .map((f) => f.replace(/\.css$/, ''));
    expect([...styles.order].sort()).toEqual(files.sort());
    expect(styles.order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    // Each component file's first rule sits in styles.css after the previous file's.
    const positions = styles.order.slice(3).map((f) => {
      const css = fs.readFileSync(path.join(stylesDir, `${f}.css`), 'utf8');
      return full.indexOf(css.match(/\.m_[0-9a-f]+/)?.[0] ?? '?');
    });
    expect(positions.every((p, i) => p > 0 && (i === 0 || p > (positions[i - 1] ?? 0)))).toBe(true);
  });

  it('gives a component its own styles and those of the components it renders, in that order', () => {
    expect(styles.filesFor(core('Button'))).toEqual(['UnstyledButton', 'Loader', 'Button']);
    // The label beside the box comes from InlineInput, outside the components folder.
    expect(styles.filesFor(core('Switch'))).toContain('InlineInput');
    expect(styles.filesFor(core('Modal'))).toEqual(expect.arrayContaining(['Overlay', 'ModalBase', 'Modal']));
    expect(styles.filesFor(core('useMantineTheme', 'MantineProvider'))).toEqual([]);
  });

  it('follows another Mantine package to the core components it renders', () => {
    expect(styles.filesFor(new Map([['@mantine/notifications', ['Notifications']]]))).toContain(
      'Notification',
    );
  });

  it('wraps each file in its own layer, and the base declares every layer in order', () => {
    const button = styles.css('Button.css') ?? '';
    expect(button.startsWith(`@layer ${layerName('Button')} {`)).toBe(true);
    expect(button).toContain(fs.readFileSync(path.join(stylesDir, 'Button.css'), 'utf8'));
    const base = styles.css('base.css') ?? '';
    expect(base.split('\n')[0]).toBe(`@layer ${styles.order.map(layerName).join(', ')};`);
    expect(base).toContain(`@layer ${layerName('global')} {`);
    expect(styles.css('NoSuchComponent.css')).toBeUndefined();
  });
});

describe('styleChunkName', () => {
  // entry → Header → Button styles; entry ⇢ (lazy) ChatPage → Tabs styles and Button styles.
  const style = (f: string) => `\0${STYLE_MODULE_PREFIX}${f}.css`;
  const modules: Record<string, { importedIds: string[]; importers: string[] }> = {
    '/src/main.tsx': { importedIds: ['/src/Header.tsx'], importers: [] },
    '/src/Header.tsx': { importedIds: [style('Button')], importers: ['/src/main.tsx'] },
    '/src/ChatPage.tsx': { importedIds: [style('Tabs'), style('Button')], importers: [] },
    [style('Button')]: { importedIds: [], importers: ['/src/Header.tsx', '/src/ChatPage.tsx'] },
    [style('Tabs')]: { importedIds: [], importers: ['/src/ChatPage.tsx'] },
  };
  const graph: ModuleGraph = { getModuleInfo: (id) => modules[id] ?? null };

  it('puts the first route’s styles in one chunk and all others in another, leaving other modules alone', () => {
    const cache = {};
    const name = (id: string) => styleChunkName(id, graph, ['/src/main.tsx'], cache);
    expect(name(style('Button'))).toBe(FIRST_ROUTE_STYLES);
    expect(name(style('Tabs'))).toBe(OTHER_STYLES);
    expect(name('/src/Header.tsx')).toBeNull();
  });

  it('adds the home page’s own CSS modules to the first route’s chunk, not the entry’s or another page’s', () => {
    const css: Record<string, { importedIds: string[]; importers: string[] }> = {
      '/src/main.tsx': { importedIds: ['/src/Layout.tsx', '/src/Card.tsx'], importers: [] },
      '/src/Layout.tsx': { importedIds: ['/src/Layout.module.css'], importers: ['/src/main.tsx'] },
      '/src/Card.tsx': {
        importedIds: ['/src/Card.module.css'],
        importers: ['/src/main.tsx', '/src/HomePage.tsx'],
      },
      '/src/HomePage.tsx': { importedIds: ['/src/home.module.css', '/src/Card.tsx'], importers: [] },
      '/src/ChatPage.tsx': { importedIds: ['/src/chat.module.css'], importers: [] },
      '/src/Layout.module.css': { importedIds: [], importers: ['/src/Layout.tsx'] },
      '/src/Card.module.css': { importedIds: [], importers: ['/src/Card.tsx'] },
      '/src/home.module.css': { importedIds: [], importers: ['/src/HomePage.tsx'] },
      '/src/chat.module.css': { importedIds: [], importers: ['/src/ChatPage.tsx'] },
    };
    const cssGraph: ModuleGraph = { getModuleInfo: (id) => css[id] ?? null };
    const cache = {};
    const name = (id: string) => styleChunkName(id, cssGraph, ['/src/main.tsx', '/src/HomePage.tsx'], cache);
    expect(name('/src/home.module.css')).toBe(FIRST_ROUTE_STYLES);
    expect(name('/src/Layout.module.css')).toBeNull();
    expect(name('/src/Card.module.css')).toBeNull();
    expect(name('/src/chat.module.css')).toBeNull();
    expect(name('/src/HomePage.tsx')).toBeNull();
  });
});
