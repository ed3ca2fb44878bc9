/**
 * Helpers of the accessibility browser tests (issue 12, WCAG 2.2 AA): axe-core with the WCAG A and
 * AA rule tags up to 2.2, run on the page as it stands once the network and loaders are quiet, with
 * each violation written out readably (rule, impact, help, the elements and axe's failure summary).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { missingMantineStyles } from './mantine-styles';

/** The axe rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the page has settled: no request for half a second and no visible spinner or
 * `aria-busy` region (a lazy page or a query still loading would be audited half drawn).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Runs axe on `page` and returns one readable line block per violation, prefixed with `label`
 * (the page and state audited), and a line for Mantine components shown without their styles
 * (mantine-styles.ts); an empty list means no violation.
 */
export async function audit(page: Page, label: string): Promise<string[]> {
  const started = Date.now();
  await settle(page);
  const settled = Date.now();
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only the violations are detailed: passes and incomplete results cost time on a busy machine.
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself instead of a partial run per frame finished in a new blank tab:
    // the tab (and a second copy of axe) cost a second or more per audit, and the app has no frame
    // to audit then (the video facade's iframe appears only after a click).
    .setLegacyMode(true)
    .analyze();
  const lines = results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
      .join('\n');
    const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
    return `[${label}] ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${nodes}${more}`;
  });
  // A component shown without its styles (the build adds Mantine's per component) is a fault of
  // the page as a reader meets it too: checked on every page and state audited here.
  const unstyled = await missingMantineStyles(page);
  if (unstyled.length > 0) {
    lines.push(`[${label}] Mantine classes without their styles: ${unstyled.join(', ')}`);
  }
  // A11Y_DEBUG=1 prints each audit as it runs (timings in ms), for fixing pages one by one.
  if (process.env.A11Y_DEBUG) {
    console.log(`${label}: settle ${settled - started}, axe ${Date.now() - settled}\n${lines.join('\n')}`);
  }
  return lines;
}

/**
 * Audits the page as it stands at each of `widths` (px, 900 px tall) in turn, resizing the same
 * page rather than loading it again (the layout follows media queries, so a resize shows what a
 * load at that width shows, for the cost of axe alone); labels carry the width. Leaves the page at
 * the last width. Returns the violations as `audit` does.
 */
export async function auditAt(page: Page, label: string, widths: readonly number[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
    found.push(...(await audit(page, `${label} @ ${width} px`)));
  }
  return found;
}

/**
 * True when the element that has focus draws a visible indicator: an outline that is not `none`
 * and has width, or a box shadow (WCAG 2.4.7). Returns the focused element's description too.
 */
export async function focusIndicator(page: Page): Promise<{ visible: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { visible: false, what: 'nothing focused' };
    const s = window.getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
    const what = `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { visible: outline || shadow, what };
  });
}
