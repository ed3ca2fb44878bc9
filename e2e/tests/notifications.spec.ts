/**
 * Notifications in the browser (D21, issue 30). The bell's unread count rises live, with no
 * reload, when another member's proposal arrives (socket `notification:new`), and its list opens
 * the proposal. The service worker shows a notification for a push that Chromium delivers through
 * the DevTools Protocol (`ServiceWorker.deliverPushMessage`): `registration.getNotifications()`
 * lists it with its title, text and link. A system notification cannot be clicked in headless
 * Chromium, so the click is the worker's own click handler (`handleNotificationClick`, the function
 * its `notificationclick` listener runs) called inside the worker with that notification: the open
 * tab goes to the link.
 */
import { request, type Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { logIn, signUpMember, type Member } from './ui-helpers';

/** Makes `m` the browser's member. */
async function become(page: Page, m: Member): Promise<void> {
  await page.context().clearCookies();
  await logIn(page, m);
}

test('the bell counts a proposal live and opens it; a pushed notification shows and its click opens the link', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const bride = await signUpMember(page, { name: 'Ayesha Nadvi', gender: 'Female', year: 1997 });
  const groom = await signUpMember(page, { name: 'Zubair Alam', gender: 'Male', year: 1993 });

  await become(page, bride);
  await page.goto('/');
  // The approval of her profile is her first notification; she marks it read.
  const count = page.getByTestId('notification-count');
  await expect(count).toHaveAttribute('data-count', '1');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item')).toContainText('Your profile has been approved');
  await page.getByTestId('notifications-mark-all').click();
  await expect(count).toHaveAttribute('data-count', '0');
  // Escape closes the panel and gives the focus back to the bell. Were it still open, the bell's
  // next click would close it, not open it.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-panel')).toBeHidden();
  await expect(page.getByTestId('notification-bell')).toBeFocused();

  // The groom proposes from another client: the bride's open page hears of it over the socket.
  const other = await request.newContext({ baseURL });
  const sent = await other.post(`/api/profiles/proposal/${bride.profile_code}/`, {
    headers: { Authorization: `Token ${groom.token}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await other.dispose();
  await expect(count).toHaveAttribute('data-count', '1');

  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-panel')).toBeVisible();
  const item = page.getByTestId('notification-item').first();
  await expect(page.getByTestId('notification-item')).toHaveCount(2);
  await expect(item).toContainText('You have received a new proposal.');
  await expect(item).toHaveAttribute('data-read', 'false');
  await item.click();
  await expect(page).toHaveURL(/\/received-proposal$/);
  await expect(count).toHaveAttribute('data-count', '0');

  // Web push: the worker (production build) controls the page; notifications are allowed.
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => !r.isDeleted)!;
  const origin = new URL(baseURL!).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data: JSON.stringify({
      title: 'Proposal accepted',
      body: 'Your proposal has been accepted.',
      link: '/sent-proposal',
    }),
  });
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        link: (n.data as { link?: string } | null)?.link,
      }));
    });
  // Up to 30 s: once in 24 runs on a machine at load 9-10 (2026-11-29) the notification was not
  // there after 10 s, cause not found (closing note); a slow worker start is one possibility.
  await expect
    .poll(shown, { timeout: 30_000 })
    .toEqual([
      { title: 'Proposal accepted', body: 'Your proposal has been accepted.', link: '/sent-proposal' },
    ]);

  // The click: the worker's handler with the shown notification; the tab goes to its link.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      handleNotificationClick: (n: Notification) => Promise<unknown>;
    };
    const [notification] = await scope.registration.getNotifications();
    await scope.handleNotificationClick(notification!);
  });
  await expect(page).toHaveURL(/\/sent-proposal$/);
  await expect.poll(shown).toEqual([]);
  void consoleErrors; // checked by the fixture when the test ends
});
