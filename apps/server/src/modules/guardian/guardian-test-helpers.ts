/**
 * Test helpers for guardians (DESIGN.md D19): a guardian made as a person makes one, through the
 * real calls: the member invites a contact (`POST /api/guardian/invite`), the code reaches the
 * contact (read from the outbox table the notifier writes outside production, so that it does not
 * depend on the dev outbox route), and the contact accepts with it (`POST /api/guardian/accept`).
 */
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import { auth, newMobile, send, type Member } from '../../../test/accounts-helpers';

/** A guardian's session and invitation. */
export interface Guardian {
  contact: string;
  /** The invitation's id (what the member removes). */
  id: number;
  token: string;
}

/** The newest code sent to `to` (the outbox keeps codes outside production). */
export async function sentCode(t: TestApp, to: string): Promise<string> {
  const [row] = await t.database.db
    .select({ code: outbox.code })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row?.code) throw new Error(`no code sent to ${to}`);
  return row.code;
}

/**
 * `member` invites `contact` (a fresh mobile number unless given) as guardian and the contact
 * accepts with the code it received. Throws when a call fails.
 */
export async function makeGuardian(t: TestApp, member: Member, contact = newMobile()): Promise<Guardian> {
  const invited = await send(
    t,
    'POST',
    '/api/guardian/invite',
    { contact, name: 'Abbu' },
    auth(member.token),
  );
  if (invited.statusCode !== 200) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const id = invited.json<{ guardian: { id: number } }>().guardian.id;
  const accepted = await send(t, 'POST', '/api/guardian/accept', {
    contact,
    code: await sentCode(t, contact),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return { contact, id, token: accepted.json<{ token: string }>().token };
}
