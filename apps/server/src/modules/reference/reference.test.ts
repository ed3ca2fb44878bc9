/** Reference calls of SPEC.md section 7 on each database kind. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_CHOICES, MARITAL_STATUSES } from '@nikah/shared';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';

describe.each(DATABASE_KINDS)('reference lists on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { demoProfiles: 30 });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the countries of the world with dial codes', async () => {
    const res = await get('/api/profiles/country-list/');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { id: number; name: string; code: string; dial_code: string }[] }>();
    expect(data.length).toBeGreaterThan(200);
    expect(data).toContainEqual(expect.objectContaining({ name: 'India', code: 'IN', dial_code: '+91' }));
    expect(data).toContainEqual(expect.objectContaining({ code: 'SA', dial_code: '+966' }));
    expect(new Set(data.map((c) => c.name)).size).toBe(data.length);
  });

  it('lists the 36 states and union territories of India by default and by country id', async () => {
    const byDefault = (await get('/api/profiles/state-list')).json<{
      data: { name: string; country: number }[];
    }>();
    expect(byDefault.data).toHaveLength(36);
    const names = byDefault.data.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Uttar Pradesh', 'Kerala', 'Jammu and Kashmir', 'Delhi']));
    const india = byDefault.data[0]!.country;
    const byId = await get(`/api/profiles/state-list?country=${india}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(byDefault);
  });

  it('gives the cities of a state by name in the query, by name in the body, and by id', async () => {
    const q = await t.app.inject({ method: 'POST', url: '/api/profiles/city-list/?state=Maharashtra' });
    expect(q.statusCode).toBe(200);
    const cities = q.json<{ data: { name: string; state: number }[] }>().data;
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['Mumbai', 'Pune']));
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/city-list/',
      payload: { state: 'kerala' },
    });
    expect(body.json<{ data: { name: string }[] }>().data.map((c) => c.name)).toContain('Kozhikode');
    const byId = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/city-list/?state=${cities[0]!.state}`,
    });
    expect(byId.json()).toEqual(q.json());
  });

  it('lists biradaries and maslaks, each item with a name', async () => {
    for (const url of ['/api/profiles/biradari-list/', '/api/profiles/maslak-list/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: { id: number; name: string }[] }>();
      expect(data.length).toBeGreaterThan(8);
      for (const item of data) expect(item.name.length).toBeGreaterThan(1);
    }
    const biradaries = (await get('/api/profiles/biradari-list/')).json<{ data: { name: string }[] }>().data;
    expect(biradaries.map((b) => b.name)).toEqual(expect.arrayContaining(['Ansari', 'Qureshi', 'Syed']));
  });

  it('summarises the choices of SPEC.md section 9 and the number of visible profiles', async () => {
    const res = await get('/api/summary/');
    expect(res.statusCode).toBe(200);
    const s = res.json<{
      education: { name: string; group: string }[];
      marital_status: { name: string }[];
      height: { name: string; inches: number }[];
      contact_of: { name: string }[];
      totalProfile: number;
    }>();
    expect(s.education.map((e) => e.name)).toEqual([...EDUCATION_CHOICES]);
    expect(s.education.find((e) => e.name === 'Ph.D')?.group).toBe('higher');
    expect(s.marital_status.map((m) => m.name)).toEqual([...MARITAL_STATUSES]);
    expect(s.marital_status.map((m) => m.name)).toEqual(expect.arrayContaining(['Unmarried', 'Polygamy']));
    expect(s.height[0]).toEqual({ name: `4'0"`, inches: 48 });
    expect(s.height.map((h) => h.name)).toContain(`5'6"`);
    expect(s.contact_of.map((c) => c.name)).toContain('Self');
    expect(s.totalProfile).toBe(30);
  });

  it('answers with and without the trailing slash', async () => {
    expect((await get('/api/profiles/country-list')).statusCode).toBe(200);
    expect((await get('/api/profiles/state-list/')).statusCode).toBe(200);
    expect((await get('/api/summary')).statusCode).toBe(200);
  });
});
