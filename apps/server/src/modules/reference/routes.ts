/**
 * Reference calls of SPEC.md section 7: `GET /api/profiles/country-list/`, `state-list?country=`,
 * `POST city-list/?state=`, `biradari-list/`, `maslak-list/` and `GET /api/summary/`.
 * Lists answer `{data: [...]}`; every item has the display `name` that forms send back.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_OF_CHOICES,
  EDUCATION_HIGHER,
  EDUCATION_LOWER,
  HEIGHT_CHOICES,
  INDIA_CODE,
  MARITAL_STATUSES,
  cityItem,
  countryItem,
  listEnvelope,
  referenceItem,
  stateItem,
  summaryResponse,
  msg,
} from '@nikah/shared';
import { fieldError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import * as svc from './service';

const cacheable = 'public, max-age=3600';

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.get(
    '/profiles/country-list/',
    { schema: { tags: ['reference'], response: { 200: listEnvelope(countryItem) } } },
    async (_req, reply) => {
      reply.header('Cache-Control', cacheable);
      return { data: await svc.listCountries(db()) };
    },
  );

  r.get(
    '/profiles/state-list',
    {
      schema: {
        tags: ['reference'],
        description: 'States of a country (`country` is a country id; default India).',
        querystring: z.object({ country: idParam.optional() }),
        response: { 200: listEnvelope(stateItem) },
      },
    },
    async (req, reply) => {
      const country = req.query.country
        ? await svc.findCountry(db(), req.query.country)
        : await svc.findCountryByCode(db(), INDIA_CODE);
      if (!country) throw fieldError('country', msg('invalidChoice'));
      reply.header('Cache-Control', cacheable);
      return { data: await svc.listStates(db(), country.id) };
    },
  );

  r.post(
    '/profiles/city-list/',
    {
      schema: {
        tags: ['reference'],
        description: 'Cities of a state; `state` (id or name) in the query or the JSON body.',
        querystring: z.object({ state: z.string().trim().min(1).max(100).optional() }),
        body: z.object({ state: z.union([z.string().trim().min(1).max(100), idParam]).optional() }).nullish(),
        response: { 200: listEnvelope(cityItem) },
      },
    },
    async (req) => {
      const wanted = req.query.state ?? (req.body?.state !== undefined ? String(req.body.state) : undefined);
      if (!wanted) throw fieldError('state', msg('required'));
      const state = await svc.findState(db(), wanted);
      if (!state) throw fieldError('state', msg('invalidChoice'));
      return { data: await svc.listCities(db(), state.id) };
    },
  );

  for (const [path, list] of [
    ['/profiles/biradari-list/', svc.listBiradaries],
    ['/profiles/maslak-list/', svc.listMaslaks],
  ] as const) {
    r.get(
      path,
      { schema: { tags: ['reference'], response: { 200: listEnvelope(referenceItem) } } },
      async (_req, reply) => {
        reply.header('Cache-Control', cacheable);
        return { data: await list(db()) };
      },
    );
  }

  r.get('/summary/', { schema: { tags: ['reference'], response: { 200: summaryResponse } } }, async () => ({
    education: [
      ...EDUCATION_HIGHER.map((name) => ({ name, group: 'higher' as const })),
      ...EDUCATION_LOWER.map((name) => ({ name, group: 'lower' as const })),
    ],
    marital_status: MARITAL_STATUSES.map((name) => ({ name })),
    height: HEIGHT_CHOICES.map((h) => ({ name: h.name, inches: h.inches })),
    contact_of: CONTACT_OF_CHOICES.map((name) => ({ name })),
    totalProfile: await svc.countVisibleProfiles(db()),
  }));
}
