/**
 * index.html's app scripts after the build (issue 29): the entry module and its preloads become
 * what the loader (loadApp.js) asks for once the server-rendered page has painted.
 */
import { describe, expect, it } from 'vitest';
import { deferAppScripts, loaderFileName, MODULE_AFTER_PAINT } from './appAfterPaint';
import { prioritiseStyles } from './scriptPriority';

const VITE_HEAD = `<head>
  <title>Nikah</title>
  <script type="module" crossorigin src="/assets/index-a.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
  <link rel="modulepreload" crossorigin href="/assets/query-c.js">
  <link rel="stylesheet" crossorigin href="/assets/index-d.css">
</head>`;

describe('deferAppScripts', () => {
  const html = deferAppScripts(prioritiseStyles(VITE_HEAD), '/assets/load-app-x.js');

  it('replaces the entry module script with the deferred loader, which carries its address', () => {
    expect(html).toContain(
      '<script defer src="/assets/load-app-x.js" data-app="/assets/index-a.js"></script>',
    );
    expect(html).not.toContain('type="module"');
  });

  it('turns each module preload into a meta element the loader reads, in order', () => {
    expect(html).not.toContain('modulepreload');
    const chunks = [
      ...html.matchAll(new RegExp(`<meta name="${MODULE_AFTER_PAINT}" content="([^"]+)">`, 'g')),
    ];
    expect(chunks.map((m) => m[1])).toEqual(['/assets/runtime-b.js', '/assets/query-c.js']);
  });

  it('keeps the style sheets, which the first paint needs, as they are', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
  });

  it('refuses a page without an entry module script', () => {
    expect(() => deferAppScripts('<head></head>', '/assets/load-app-x.js')).toThrow(/no entry module/);
  });
});

describe('loaderFileName', () => {
  it('names the loader by its content, in the assets folder', () => {
    expect(loaderFileName('a')).toMatch(/^assets\/load-app-[\w-]{8}\.js$/);
    expect(loaderFileName('a')).toBe(loaderFileName('a'));
    expect(loaderFileName('a')).not.toBe(loaderFileName('b'));
  });
});
