/**
 * How the session ends when the server refuses it (issue 15): the reason the server gives
 * (`X-Session-Ended`) reaches the layout even when a refusal without one was handled first, and
 * even once that first end was acknowledged (the login page already showing), and after a reload
 * that came before the login page could say it. `fetch` is stubbed. The member a server-rendered
 * page names (issue 29) is the server snapshot of `useSession` during that render only, and
 * becomes the tab's session, stored, when the browser adopts the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser's storages (tests run in Node), set before the session module reads them.
vi.hoisted(() => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  };
  Object.assign(globalThis, {
    window: { localStorage: memory(), sessionStorage: memory(), addEventListener: () => undefined },
  });
});

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { countResponse } from '@nikah/shared';
import { call } from '../lib/api';
import {
  acknowledgeEnd,
  adoptRenderedSession,
  clearSession,
  getSession,
  getSessionEnd as ended,
  renderAsMember,
  setSession,
  SESSION_STORAGE_KEY,
  useSession,
} from './session';

function answer(status: number, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ detail: 'Invalid token.' }), { status, headers })),
    ),
  );
}

beforeEach(() => {
  setSession({ profileId: 1, slug: 'p-1', username: 'salman' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  acknowledgeEnd();
});

describe('session end', () => {
  it('ends with the reason when the first refusal gives it', async () => {
    answer(401, { 'X-Session-Ended': 'password-changed' });
    await call('GET', '/x', countResponse).catch(() => undefined);
    expect(getSession()).toBeNull();
    expect(ended()).toBe('password-changed');
    // A later refusal without a reason does not hide it.
    answer(401);
    await call('GET', '/x', countResponse).catch(() => undefined);
    expect(ended()).toBe('password-changed');
  });

  it('a reason that comes after a refusal without one replaces it, even once acknowledged', async () => {
    answer(401);
    await call('GET', '/x', countResponse).catch(() => undefined);
    expect(ended()).toBe('invalid');
    acknowledgeEnd();
    expect(ended()).toBeNull();
    answer(401, { 'X-Session-Ended': 'password-changed' });
    await call('GET', '/x', countResponse).catch(() => undefined);
    expect(ended()).toBe('password-changed');
  });

  it('a public answer with the reason ends a session the tab still holds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ count: 1 }), {
            status: 200,
            headers: { 'X-Session-Ended': 'password-changed' },
          }),
        ),
      ),
    );
    await expect(call('GET', '/x', countResponse)).resolves.toEqual({ count: 1 });
    expect(getSession()).toBeNull();
    expect(ended()).toBe('password-changed');
  });

  it('a reload before the login page said why still says it; once said, it is forgotten', async () => {
    answer(401, { 'X-Session-Ended': 'password-changed' });
    await call('GET', '/x', countResponse).catch(() => undefined);
    vi.resetModules();
    const reloaded = await import('./session');
    expect(reloaded.getSession()).toBeNull();
    expect(reloaded.getSessionEnd()).toBe('password-changed');
    reloaded.acknowledgeEnd();
    vi.resetModules();
    const again = await import('./session');
    expect(again.getSessionEnd()).toBeNull();
  });

  it('a logout or a refusal without a reason is not shown again after a reload', async () => {
    answer(401);
    await call('GET', '/x', countResponse).catch(() => undefined);
    expect(ended()).toBe('invalid');
    vi.resetModules();
    expect((await import('./session')).getSessionEnd()).toBeNull();
  });

  it('without a session nothing ends: a reason long after is ignored', async () => {
    acknowledgeEnd();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      answer(401);
      await call('GET', '/x', countResponse).catch(() => undefined);
      acknowledgeEnd();
      vi.setSystemTime(Date.now() + 60_000);
      answer(401, { 'X-Session-Ended': 'password-changed' });
      await call('GET', '/x', countResponse).catch(() => undefined);
      expect(ended()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the member a server-rendered page is for', () => {
  const amina = { profileId: 7, slug: 'amina-7', username: 'amina@example.org' };
  function Probe() {
    return createElement('p', null, useSession()?.username ?? 'visitor');
  }

  it('is the session a server render sees, during that render only', () => {
    // The tab's own session is never the server's snapshot.
    expect(renderToString(createElement(Probe))).toBe('<p>visitor</p>');
    expect(renderAsMember(amina, () => renderToString(createElement(Probe)))).toBe(
      '<p>amina@example.org</p>',
    );
    expect(renderToString(createElement(Probe))).toBe('<p>visitor</p>');
    expect(() =>
      renderAsMember(amina, () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(renderToString(createElement(Probe))).toBe('<p>visitor</p>');
  });

  it("becomes the tab's session, stored, in place of another account's or none", () => {
    adoptRenderedSession({ ...amina, isSuperuser: false });
    expect(getSession()).toEqual(amina);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(amina);
    // The hydration snapshot is the same member.
    expect(renderToString(createElement(Probe))).toBe('<p>amina@example.org</p>');
    clearSession('logout');
    adoptRenderedSession(amina);
    expect(getSession()).toEqual(amina);
    expect(ended()).toBeNull();
  });
});
