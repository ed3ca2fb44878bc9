/**
 * The typed API layer: answers are parsed with the shared schemas (another shape is an ApiError,
 * never a cast), errors keep status, detail, field errors and the `X-Error-Keys` header, any 401
 * ends the session with the `X-Session-Ended` reason, no call carries a token, and profile-list
 * URLs are built from the server's own `profileListQuery`; a schema given as a loader (the endpoints'
 * way, issue 11) is loaded beside the request. `fetch` (the network) is stubbed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countResponse } from '@nikah/shared';
import { ApiError, call, configureAuth } from './api';
import { fetchChatMessages, fetchGuardedMessages, fetchHome, fetchProfileList } from './endpoints';
import { listFilters } from './profileFilters';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn((_path: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureAuth({ onInvalidToken: () => undefined });
});

describe('call', () => {
  it('returns the answer parsed with the schema and sends no token', async () => {
    const fetchMock = answer(200, { count: 7 });
    await expect(call('GET', '/api/configs/count/partner-found', countResponse)).resolves.toEqual({
      count: 7,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.stringify(init?.headers)).not.toMatch(/authorization/i);
  });

  it("sends the browser's time zone on zoned calls only, read once a minute", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const zones = ['Asia/Kolkata', 'Asia/Dubai'];
      const real = new Intl.DateTimeFormat().resolvedOptions();
      const resolved = vi
        .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
        .mockImplementation(() => ({ ...real, timeZone: zones[0] ?? 'UTC' }));
      const fetchMock = answer(200, { count: 1 });
      const zoneOf = (i: number) => new Headers(fetchMock.mock.calls[i]?.[1]?.headers).get('X-Timezone');
      vi.setSystemTime(new Date('2100-01-01T10:00:00Z'));
      // Not zoned: no header, and the zone is not even read.
      await call('GET', '/x', countResponse);
      expect(zoneOf(0)).toBeNull();
      expect(resolved).not.toHaveBeenCalled();
      await call('GET', '/x', countResponse, { zoned: true });
      zones[0] = 'Asia/Dubai';
      await call('GET', '/x', countResponse, { zoned: true });
      expect([zoneOf(1), zoneOf(2)]).toEqual(['Asia/Kolkata', 'Asia/Kolkata']);
      vi.setSystemTime(new Date('2100-01-01T10:01:01Z'));
      await call('GET', '/x', countResponse, { zoned: true });
      expect(zoneOf(3)).toBe(zones[1]);
      expect(resolved).toHaveBeenCalledTimes(2);
      resolved.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('zones the message pages of chat and of the guardian, and not the home page', async () => {
    const fetchMock = answer(500, {});
    const zoneOf = (i: number) => new Headers(fetchMock.mock.calls[i]?.[1]?.headers).get('X-Timezone');
    await fetchChatMessages(1, 2).catch(() => undefined);
    await fetchGuardedMessages(1, 2).catch(() => undefined);
    await fetchHome().catch(() => undefined);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/friends/get-messages?sender_id=1&receiver_id=2',
      '/api/guardian/members/1/messages?with=2',
      '/api/home/',
    ]);
    expect(zoneOf(0)).toBeTruthy();
    expect(zoneOf(1)).toBe(zoneOf(0));
    expect(zoneOf(2)).toBeNull();
  });

  it('refuses an answer of another shape', async () => {
    answer(200, { count: 'many' });
    const err = await call('GET', '/x', countResponse).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 200, detail: 'Unexpected answer' });
  });

  it('keeps status, detail, field errors and the error keys of a failure', async () => {
    answer(400, { email: ['E-mail must be valid'] }, { 'X-Error-Keys': '{"fields":{}}' });
    const err = await call('POST', '/x', countResponse, { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiError = err as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.fieldErrors).toEqual({ email: ['E-mail must be valid'] });
    expect(apiError.errorKeys).toBe('{"fields":{}}');
  });

  it('ends the session on a 401, with the reason the server gives', async () => {
    const ended = vi.fn();
    configureAuth({ onInvalidToken: ended });
    answer(401, { detail: 'Invalid token.' }, { 'X-Session-Ended': 'password-changed' });
    await expect(call('GET', '/x', countResponse)).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenLastCalledWith('password-changed');
    answer(401, { detail: 'Authentication credentials were not provided.' });
    await expect(call('GET', '/x', countResponse)).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenLastCalledWith(null);
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('a public answer that says the session ended ends it too, with the reason', async () => {
    const ended = vi.fn();
    configureAuth({ onInvalidToken: ended });
    answer(200, { count: 3 }, { 'X-Session-Ended': 'password-changed' });
    await expect(call('GET', '/x', countResponse)).resolves.toEqual({ count: 3 });
    expect(ended).toHaveBeenCalledExactlyOnceWith('password-changed');
    answer(200, { count: 3 });
    await call('GET', '/x', countResponse);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(call('GET', '/x', countResponse)).rejects.toMatchObject({ status: 0 });
  });

  it('an unknown X-Session-Ended reason ends the session without one', async () => {
    const ended = vi.fn();
    configureAuth({ onInvalidToken: ended });
    answer(401, { detail: 'Invalid token.' }, { 'X-Session-Ended': 'moon-phase' });
    await expect(call('GET', '/x', countResponse)).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenLastCalledWith(null);
  });
});

describe('schemas given as loaders', () => {
  it('loads the schema while the request runs and parses the answer with it', async () => {
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        order.push('request');
        return Promise.resolve(new Response(JSON.stringify({ count: 3 }), { status: 200 }));
      }),
    );
    const loader = () => {
      order.push('load');
      return Promise.resolve(countResponse);
    };
    await expect(call('GET', '/x', loader)).resolves.toEqual({ count: 3 });
    // Started before the request, not after its answer (no second round trip).
    expect(order).toEqual(['load', 'request']);
    answer(200, { count: 'many' });
    await expect(call('GET', '/x', loader)).rejects.toMatchObject({ detail: 'Unexpected answer' });
  });

  it('a schema that fails to load is a network error, and a failed request keeps its own', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const broken = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      answer(200, { count: 1 });
      await expect(call('GET', '/x', broken)).rejects.toMatchObject({ status: 0, detail: 'Network error' });
      answer(404, { detail: 'Not found.' });
      await expect(call('GET', '/x', broken)).rejects.toMatchObject({ status: 404, detail: 'Not found.' });
      // Let Node report a rejection nobody handled, if there were one.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('the endpoints load the shared schemas: the home answer is checked', async () => {
    answer(200, { not: 'a home answer' });
    await expect(fetchHome()).rejects.toMatchObject({ detail: 'Unexpected answer' });
  });
});

describe('profile list URLs', () => {
  it('keeps only the filters of profileListQuery, non-empty', () => {
    const params = new URLSearchParams('state=Kerala&tab=state&education=&page=2&limit=1');
    expect(listFilters(params)).toEqual({ state: 'Kerala', page: '2', limit: '1' });
  });

  it('refuses what the server would refuse, without a request', async () => {
    const fetchMock = answer(200, { results: [], count: 0 });
    expect(() => listFilters(new URLSearchParams('age__gte=40&age__lte=30'))).toThrow(ApiError);
    await expect(fetchProfileList({ gender: 'Robot' })).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('builds the URL from the checked filters', async () => {
    const fetchMock = answer(200, { results: [], count: 0 });
    await fetchProfileList({ state: 'Uttar Pradesh', limit: '1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/profiles/list/?state=Uttar+Pradesh&limit=1');
  });
});
