/**
 * Arithmetic captchas of the photo dialog (SPEC.md sections 4 and 5, DESIGN.md D5): issued by the
 * server to one member, answered once (the row is deleted by its first answer), within
 * CAPTCHA_VALID_MINUTES. Only an HMAC of the answer is kept.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const captchas = pgTable(
  'captchas',
  {
    /** Random 128-bit id, base64url; what the client sends back with its answer. */
    id: text('id').primaryKey(),
    /** The member the question was issued to; no one else may answer it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 (server key) of `<id>:<answer>`. */
    answerHash: text('answer_hash').notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresOn)],
);
