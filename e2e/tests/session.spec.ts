/**
 * The web session (issue 13 defect 10, issue 15): after login the browser holds the session only in
 * the httpOnly cookie (no token in localStorage, sessionStorage or document.cookie); when the
 * password is changed on another device, this device lands on the login page with a sentence
 * saying why, in the interface language. Screenshots at phone and desktop widths, English and
 * Urdu, under /tmp/webapi-shots/.
 */
import { expect, test, useLanguage, VIEWPORTS } from './fixtures';
import { latestCode } from './accounts-helpers';
import { createMember } from './ui-helpers';

const SENTENCE = {
  en: 'You were signed out because the password was changed.',
  ur: 'پاس ورڈ بدل دیا گیا تھا، اس لیے آپ کو سائن آؤٹ کر دیا گیا۔',
} as const;

for (const lang of ['en', 'ur'] as const) {
  test(`session in the cookie only; a password change elsewhere signs out with the reason (${lang})`, async ({
    page,
    request,
  }) => {
    // Without the console-error fixture: the browser logs the revoked session's 401 on purpose.
    await useLanguage(page, lang);
    // Through `request`, its own cookie jar, not the browser's.
    const member = await createMember(request, page, { name: 'Salman Ahmed', gender: 'Male', year: 1994 });
    await page.context().clearCookies();

    // Device A logs in through the login page.
    await page.goto('/login');
    await page.getByTestId('login-username').fill(member.username);
    await page.getByTestId('login-continue').click();
    await page.getByTestId('login-password-input').fill('secret123');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(new RegExp(`/profiles/${member.slug}$`));

    const cookie = (await page.context().cookies()).find((c) => c.name === 'session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const token = cookie?.value ?? '';
    expect(token.length).toBeGreaterThan(20);
    const stored = await page.evaluate(() => {
      const all = (s: Storage) =>
        Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`);
      return [...all(window.localStorage), ...all(window.sessionStorage), document.cookie].join('\n');
    });
    expect(stored).not.toContain(token);
    expect(stored).not.toMatch(/token/i);

    // Device B (another client) resets the password: every session of the account ends.
    expect(
      (
        await request.post('/api/configs/send-otp/', {
          data: { username: member.username, purpose: 'reset' },
        })
      ).ok(),
    ).toBe(true);
    const otp = await latestCode(page, member.username);
    const reset = await request.post('/api/profiles/set-password/', {
      data: { username: member.username, otp, password: 'n3w-secret', confirm_password: 'n3w-secret' },
    });
    expect(reset.ok(), await reset.text()).toBe(true);

    // Device A's next call is refused: the login page says why.
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-signed-out')).toHaveText(SENTENCE[lang]);
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('nikah.session'))).toBeNull();

    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `/tmp/webapi-shots/signed-out-${lang}-${name}.png` });
    }
  });
}
