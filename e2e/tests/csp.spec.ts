/**
 * The Content-Security-Policy holds on the pages the speed benchmark measures (issue 11, best
 * practices): loading home, a visitor search, a profile detail and the guidelines page records no
 * `securitypolicyviolation` in the browser (Zod's eval probe once did, on every page that parses
 * an answer). The profile is a demo profile found through the API.
 */
import { test, expect } from './fixtures';

interface ListAnswer {
  results: { slug: string }[];
}

test('no page of the speed benchmark breaks the Content-Security-Policy', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const list = await request.get('/api/profiles/list/?gender=Female');
  expect(list.ok()).toBe(true);
  const slug = ((await list.json()) as ListAnswer).results[0]?.slug;
  expect(slug).toBeTruthy();

  for (const path of ['/', '/profiles?gender=Female', `/profiles/${slug}`, '/guidelines']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // The answers are parsed (Zod loads with the first call): wait until the network is idle.
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});
