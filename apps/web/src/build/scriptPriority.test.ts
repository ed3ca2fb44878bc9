/**
 * index.html's head as the build leaves it (issue 11): style sheets before module preloads, and the
 * app's scripts at low fetch priority, so the server-rendered page paints before the scripts load.
 */
import { describe, expect, it } from 'vitest';
import { prioritiseStyles } from './scriptPriority';

const VITE_HEAD = `<head>
  <title>Nikah</title>
  <script type="module" crossorigin src="/assets/index-a.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
  <link rel="modulepreload" crossorigin href="/assets/query-c.js">
  <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  <link rel="stylesheet" crossorigin href="/assets/home-e.css">
</head>`;

describe('prioritiseStyles', () => {
  it('moves the style sheets before the first module preload, in their order', () => {
    const html = prioritiseStyles(VITE_HEAD);
    const at = (s: string) => html.indexOf(s);
    expect(at('index-d.css')).toBeLessThan(at('runtime-b.js'));
    expect(at('index-d.css')).toBeLessThan(at('home-e.css'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('gives the module preloads and the entry script a low fetch priority', () => {
    const html = prioritiseStyles(VITE_HEAD);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" crossorigin/g)).toHaveLength(2);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).not.toMatch(/<link rel="modulepreload" crossorigin/);
  });

  it('leaves a head without module preloads alone', () => {
    const plain = '<head><link rel="stylesheet" href="/a.css"></head>';
    expect(prioritiseStyles(plain)).toBe(plain);
  });
});
