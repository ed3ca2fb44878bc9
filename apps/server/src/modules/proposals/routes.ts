/**
 * Proposals and the WhatsApp dialog (SPEC.md sections 4, 6 and 7; DESIGN.md D6, D10), members
 * only (401 without a session):
 * - `POST /api/profiles/proposal/{profile_code}/`: sends one; 201 the proposal;
 * - `GET /api/profiles/proposal/received` and `/sent?page=`: my proposals, newest first, 20 a page;
 * - `PATCH /api/profiles/proposal-update/{id}/` `{status, message}`: the receiver accepts or
 *   rejects (with a reason);
 * - `POST /api/profiles/whatsapp/{profile_code}/` `{captcha_id, answer}`: the chat-app dialog.
 * The receiver is told of a new proposal and the sender of an acceptance (at most one such
 * message an hour).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  proposalItem,
  proposalSendBody,
  proposalList,
  proposalListQuery,
  proposalUpdateBody,
  whatsappRequest,
  whatsappResponse,
} from '@nikah/shared';
import { idParam, profileCodeParam } from '../../lib/params';
import { authenticate, memberOf } from '../../plugins/auth';
import { captchaLimit } from '../policy/limits';
import { notifyProposalDecided, notifyProposalReceived } from './notify';
import { decideProposal, listProposals, sendProposal, type Direction } from './service';
import { whatsappDialog } from './whatsapp';

const codeParams = z.object({ profile_code: profileCodeParam });

export async function proposalsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const now = () => app.deps.now();
  const cap = () => app.deps.config.PROPOSALS_PER_DAY;
  const notifyDeps = () => ({ notices: app.deps.notices, now: now() });

  r.post(
    '/profiles/proposal/:profile_code/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['proposals'],
        description:
          'Sends a proposal to a visible profile of the other gender (201). Refused: your own (400), ' +
          'same gender (400), without a visible profile of your own (403), a profile you blocked ' +
          "(403), unknown, hidden or one that blocked you (404 'No Profile Found!'), an accepted " +
          'pair or an open proposal either way (409: answer the received one), more than ' +
          'PROPOSALS_PER_DAY (default 20) in 24 hours (429). An optional `note` (at most ' +
          'PROPOSAL_NOTE_MAX characters) is refused with 400 `{note: [...]}` for contact details ' +
          'or a blocked word; one the scam shield matches is kept with `note_scam: true`.',
        params: codeParams,
        body: proposalSendBody.nullish(),
        response: { 201: proposalItem },
      },
    },
    async (req, reply) => {
      const result = await sendProposal(db(), memberOf(req).profileId, req.params.profile_code, {
        now: now(),
        cap: cap(),
        note: req.body?.note ?? null,
      });
      await notifyProposalReceived(notifyDeps(), result.receiverUserId);
      return reply.status(201).send(result.item);
    },
  );

  for (const dir of ['received', 'sent'] as const satisfies readonly Direction[]) {
    r.get(
      `/profiles/proposal/${dir}`,
      {
        onRequest: [authenticate],
        schema: {
          tags: ['proposals'],
          description:
            `The proposals you ${dir}, newest first, 20 a page, with \`count\` and \`new_count\` ` +
            "(received ones still 'Sent'). Each carries the other member's card and slug and the " +
            'rejection reason. Proposals with a hidden or blocked member are left out.',
          querystring: proposalListQuery,
          response: { 200: proposalList },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        const me = memberOf(req).profileId;
        if (me === null) return { count: 0, new_count: 0, results: [] };
        return listProposals(db(), me, dir, req.query.page, now());
      },
    );
  }

  r.patch(
    '/profiles/proposal-update/:id/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['proposals'],
        description:
          "The receiver's answer: `{status: 'Accepted'}` or `{status: 'Rejected', message: reason}` " +
          "(400 'Reason is required' without one). 403 for its sender, 404 for anyone else and " +
          'unknown ids, 409 once answered.',
        params: z.object({ id: idParam }),
        body: proposalUpdateBody,
        response: { 200: proposalItem },
      },
    },
    async (req) => {
      const result = await decideProposal(db(), memberOf(req).profileId, req.params.id, req.body, now());
      await notifyProposalDecided(notifyDeps(), result.senderUserId, req.body);
      return result.item;
    },
  );

  r.post(
    '/profiles/whatsapp/:profile_code/',
    {
      onRequest: [authenticate],
      config: { rateLimit: captchaLimit(app) },
      schema: {
        tags: ['proposals'],
        description:
          'The chat-app dialog: answers a captcha of `GET /api/profiles/captcha/` (wrong: 400 ' +
          "`{answer: ['Wrong value']}`). Then sends a proposal if you have none with this profile " +
          '(no received one, none open or accepted sent; same rules and cap as the proposal call), ' +
          'and gives the WhatsApp link when the contact rules allow it now (counted and logged as ' +
          "a Show contact), else `hidden_reason` ('private', 'hours' or 'cap').",
        params: codeParams,
        body: whatsappRequest,
        response: { 200: whatsappResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const config = app.deps.config;
      return whatsappDialog(
        {
          db: db(),
          key: app.deps.serverKey,
          now: now(),
          proposalCap: config.PROPOSALS_PER_DAY,
          contactCap: config.CONTACT_REVEALS_PER_DAY,
        },
        memberOf(req),
        req.params.profile_code,
        req.body,
        (sent) => notifyProposalReceived(notifyDeps(), sent.receiverUserId),
      );
    },
  );
}
