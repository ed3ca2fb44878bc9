/**
 * Checks that a page has the rules of every Mantine component it shows (issue 11: the build adds
 * Mantine's styles per component, apps/web/src/build/mantineStyles.ts; a component whose style
 * file it missed would show unstyled). The oracle is Mantine's own full style sheet: a class of the
 * page that some rule of `@mantine/core/styles.css` uses must also be used by a rule loaded on the
 * page.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

const CLASS = /m_[0-9a-f]{8}/g;

let known: Map<string, string> | undefined;

/** Every class of @mantine/core's style files, with the file that holds it (`m_77c9d27d` → Button). */
function mantineClasses(): Map<string, string> {
  if (known) return known;
  const require = createRequire(import.meta.url);
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  known = new Map();
  for (const file of fs.readdirSync(stylesDir)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const css = fs.readFileSync(path.join(stylesDir, file), 'utf8');
    for (const [cls] of css.matchAll(CLASS)) if (!known.has(cls)) known.set(cls, file.replace(/\.css$/, ''));
  }
  return known;
}

/**
 * The Mantine classes on `page` whose rules no loaded style sheet has, each with its style file
 * (`m_5f75b09e (InlineInput)`); empty when every component shown has its styles.
 */
export async function missingMantineStyles(page: Page): Promise<string[]> {
  const { used, styled } = await page.evaluate(() => {
    const pattern = /m_[0-9a-f]{8}/g;
    const styledSet = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const [c] of rule.selectorText.matchAll(pattern)) styledSet.add(c);
        }
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const usedSet = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const c of Array.from(el.classList)) if (/^m_[0-9a-f]{8}$/.test(c)) usedSet.add(c);
    }
    return { used: [...usedSet], styled: [...styledSet] };
  });
  const classes = mantineClasses();
  const loaded = new Set(styled);
  return used.filter((c) => classes.has(c) && !loaded.has(c)).map((c) => `${c} (${classes.get(c)})`);
}
