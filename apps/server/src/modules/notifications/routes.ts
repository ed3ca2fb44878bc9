/**
 * Notification routes (DESIGN.md section 3 "Notifications", D21; issue 30). Every route but the
 * unsubscribe one acts on the session's own account (401 without a session): nothing names another
 * member, so another member can neither read nor change them.
 * - `GET /api/notifications/?page=`: `{count, unread, results}` newest first, texts in the
 *   member's language; `POST /api/notifications/read/` `{ids?}`: those, or all, read.
 * - `GET|PUT /api/notifications/preferences/`: language, zone, quiet hours, channels x kinds.
 * - `GET /api/push/public-key/` `{key}`; `POST|DELETE /api/push/subscriptions/`.
 * - `POST /api/searches/`, `GET /api/searches/`, `DELETE /api/searches/{id}/`.
 * - `GET|POST /api/notifications/unsubscribe/?token=`: the e-mail's link (a page with a button)
 *   and RFC 8058 one-click (POST `List-Unsubscribe=One-Click`), with no session: the signed token
 *   says whose e-mails of which kinds to turn off.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationsReadBody,
  msg,
  notificationPage,
  notificationPageQuery,
  notificationPreferences,
  notificationPreferencesUpdate,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  savedSearchBody,
  savedSearchItem,
  savedSearchList,
} from '@nikah/shared';
import { detailError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { authenticate, memberOf } from '../../plugins/auth';
import { preferencesOf, updatePreferences } from './preferences';
import { addSubscription, removeSubscription } from './push';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches';
import { markNotificationsRead, notificationPageOf } from './service';
import { noticeText } from './texts';
import { readUnsubscribeToken } from './unsubscribe';

const tags = ['notifications'];
const tokenQuery = z.object({ token: z.string().max(2000) });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const me = (req: Parameters<typeof memberOf>[0]) => memberOf(req).userId;
  const member = { onRequest: [authenticate] };
  const quiet = () => app.deps.config.NOTIFY_DEFAULT_QUIET_HOURS;

  // RFC 8058's one-click POST is a form body; only this plugin's routes read it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  r.get(
    '/notifications/',
    { ...member, schema: { tags, querystring: notificationPageQuery, response: { 200: notificationPage } } },
    async (req) => notificationPageOf(db(), me(req), req.query.page),
  );

  r.post(
    '/notifications/read/',
    {
      ...member,
      schema: {
        tags,
        description: 'Marks the given items read (all unread ones without `ids`); answers the unread count.',
        body: notificationsReadBody.optional(),
        response: { 200: z.object({ unread: z.number().int() }) },
      },
    },
    async (req) => ({ unread: await markNotificationsRead(db(), me(req), req.body?.ids, app.deps.now()) }),
  );

  r.get(
    '/notifications/preferences/',
    { ...member, schema: { tags, response: { 200: notificationPreferences } } },
    async (req) => preferencesOf(db(), me(req), quiet()),
  );

  r.put(
    '/notifications/preferences/',
    {
      ...member,
      schema: {
        tags,
        description:
          'Changes the given fields: `language` (interface language of texts), `time_zone` (IANA), ' +
          '`quiet_hours` ({start, end} HH:MM or null), `channels` ({push|email|sms: {kind: bool}}, merged).',
        body: notificationPreferencesUpdate,
        response: { 200: notificationPreferences },
      },
    },
    async (req) => updatePreferences(db(), me(req), req.body, quiet()),
  );

  r.get(
    '/push/public-key/',
    { schema: { tags, response: { 200: z.object({ key: z.string() }) } } },
    async () => ({ key: app.deps.notices.deps.push.vapid.publicKey }),
  );

  r.post(
    '/push/subscriptions/',
    {
      ...member,
      schema: {
        tags,
        description:
          "Keeps this browser's push subscription; the endpoint must be https on PUSH_ALLOWED_HOSTS (else 400).",
        body: pushSubscriptionBody,
        response: { 201: z.object({ ok: z.boolean() }) },
      },
    },
    async (req, reply) => {
      await addSubscription(db(), me(req), req.body, app.deps.config.PUSH_ALLOWED_HOSTS);
      return reply.code(201).send({ ok: true });
    },
  );

  r.delete(
    '/push/subscriptions/',
    {
      ...member,
      schema: { tags, body: pushUnsubscribeBody, response: { 200: z.object({ ok: z.boolean() }) } },
    },
    async (req) => {
      await removeSubscription(db(), me(req), req.body.endpoint);
      return { ok: true };
    },
  );

  r.get('/searches/', { ...member, schema: { tags, response: { 200: savedSearchList } } }, async (req) => ({
    results: await listSavedSearches(db(), me(req)),
  }));

  r.post(
    '/searches/',
    {
      ...member,
      schema: {
        tags,
        description: 'Saves the filters of `GET /api/profiles/list/` under a name (at most 10 per member).',
        body: savedSearchBody,
        response: { 201: savedSearchItem },
      },
    },
    async (req, reply) => reply.code(201).send(await saveSearch(db(), me(req), req.body, app.deps.now())),
  );

  r.delete(
    '/searches/:id/',
    { ...member, schema: { tags, params: z.object({ id: idParam }), response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteSavedSearch(db(), me(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  /** The claim of the request's token, or 400 when it is not one this server signed. */
  const claimOf = (token: string) => {
    const claim = readUnsubscribeToken(app.deps.serverKey, token);
    if (!claim) throw detailError(400, msg('invalidToken'));
    return claim;
  };

  r.get(
    '/notifications/unsubscribe/',
    {
      schema: {
        tags,
        description:
          "The e-mail's unsubscribe link: a page with one button (a GET changes nothing, RFC 8058).",
        querystring: tokenQuery,
      },
    },
    async (req, reply) => {
      const claim = claimOf(req.query.token);
      const { language } = await preferencesOf(db(), claim.userId, quiet());
      const title = noticeText(language, 'unsubscribe', { link: '' }).replace(/[:：]\s*$/, '');
      const action = `?token=${encodeURIComponent(req.query.token)}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
            `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body>` +
            `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit">${escapeHtml(title)}</button></form></body></html>`,
        );
    },
  );

  r.post(
    '/notifications/unsubscribe/',
    {
      schema: {
        tags,
        description: 'RFC 8058 one-click unsubscribe: turns e-mail off for the kinds the token names.',
        querystring: tokenQuery,
      },
    },
    async (req, reply) => {
      const claim = claimOf(req.query.token);
      const off = Object.fromEntries(claim.kinds.map((k) => [k, false]));
      const prefs = await updatePreferences(db(), claim.userId, { channels: { email: off } }, quiet());
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          `<!doctype html><html lang="${escapeHtml(prefs.language)}"><head><meta charset="utf-8"></head>` +
            `<body><p>${escapeHtml(noticeText(prefs.language, 'unsubscribed'))}</p></body></html>`,
        );
    },
  );
}
