/**
 * Moderators' editing of the simple content tables (issue 9, DESIGN.md D13): guideline tags,
 * guidelines, success stories, news cards, header messages, blocked keywords and groups. Each kind
 * is a table with a serial `id`, a form of packages/shared/moderation-content.ts and a wire item;
 * every write runs in one transaction with its audit row (`recordAudit`, before and after).
 *
 * The public reads (modules/content, modules/configs) query these tables on every request and the
 * blocked-word checks (modules/accounts/checks.ts) read the keyword table on every check: nothing
 * is cached on the server, so a change is seen by the next request.
 */
import { count, desc, eq, ne, and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { msg, type ContentPageQuery, type MessageRef } from '@nikah/shared';
import type { Db, Tx } from '../../db/client';
import { detailError, fieldError } from '../../lib/errors';
import { recordAudit } from './audit';

/** A content table: any table with a serial `id`. */
export type IdTable = PgTable & { id: AnyPgColumn };

/** How one kind of content is stored, shown and guarded. */
export interface ContentKind<T extends IdTable, Form, Item> {
  table: T;
  /** Audit target type and verb prefix, e.g. 'header_message' gives 'header_message.create'. */
  target: string;
  /** Order of the console's list (newest first unless said otherwise). */
  order: SQL[] | AnyPgColumn[];
  toItem(row: T['$inferSelect']): Item;
  toValues(form: Form): T['$inferInsert'];
  /** A column whose value must be unique, the form field that sets it, and its value. */
  unique?: { column: AnyPgColumn; field: string; value(form: Form): string };
  /** Checks run in the transaction before a write (e.g. the guideline's tag exists). */
  check?(tx: Tx, form: Form): Promise<void>;
  /** Refuses a delete with this message (409) when the row is still used; undefined allows it. */
  inUse?(tx: Tx, id: number): Promise<MessageRef | undefined>;
}

/** Who acts: the moderator's users.id. */
export interface Moderator {
  userId: number;
}

type Row<T extends IdTable> = T['$inferSelect'];

/** A page of `kind`, `{count, results}`, in the kind's order. */
export async function listContent<T extends IdTable, F, I>(
  db: Db,
  kind: ContentKind<T, F, I>,
  page: ContentPageQuery,
): Promise<{ count: number; results: I[] }> {
  const table = kind.table as PgTable;
  const [total] = await db.select({ n: count() }).from(table);
  const rows = (await db
    .select()
    .from(table)
    .orderBy(...kind.order)
    .limit(page.page_size)
    .offset((page.page - 1) * page.page_size)) as Row<T>[];
  return { count: total?.n ?? 0, results: rows.map((r) => kind.toItem(r)) };
}

async function findRow<T extends IdTable>(tx: Db | Tx, table: T, id: number): Promise<Row<T> | undefined> {
  const from: PgTable = table;
  const [row] = (await tx.select().from(from).where(eq(table.id, id)).for('update')) as Row<T>[];
  return row;
}

async function assertUnique<T extends IdTable, F, I>(
  tx: Tx,
  kind: ContentKind<T, F, I>,
  form: F,
  exceptId?: number,
): Promise<void> {
  if (!kind.unique) return;
  const { column, field } = kind.unique;
  const same = eq(column, kind.unique.value(form));
  const from: PgTable = kind.table;
  const [hit] = await tx
    .select({ id: kind.table.id })
    .from(from)
    .where(exceptId === undefined ? same : and(same, ne(kind.table.id, exceptId)))
    .limit(1);
  if (hit) throw fieldError(field, msg('alreadyExists'));
}

/**
 * Adds a row of `kind` from `form` and its audit row ('<target>.create', after = the item), in one
 * transaction. Returns the item. Errors: 400 `{<field>: ['Already exists.']}` for a duplicate
 * unique value; what the kind's `check` throws.
 */
export async function createContent<T extends IdTable, F, I>(
  db: Db,
  kind: ContentKind<T, F, I>,
  by: Moderator,
  form: F,
): Promise<I> {
  return db.transaction(async (tx) => {
    await kind.check?.(tx, form);
    await assertUnique(tx, kind, form);
    const [row] = (await tx
      .insert(kind.table as PgTable)
      .values(kind.toValues(form))
      .returning()) as Row<T>[];
    if (!row) throw new Error('Insert returned no row');
    const item = kind.toItem(row);
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: `${kind.target}.create`,
      targetType: kind.target,
      targetId: (row as { id: number }).id,
      before: null,
      after: item,
    });
    return item;
  });
}

/**
 * Replaces row `id` of `kind` with `form`, with its audit row ('<target>.update', before and
 * after), in one transaction. A column the kind's `toValues` leaves out keeps its stored value
 * (translations not sent: packages/shared content-translations.ts). Errors: 404
 * `{detail: 'Not found.'}`; as `createContent`.
 */
export async function updateContent<T extends IdTable, F, I>(
  db: Db,
  kind: ContentKind<T, F, I>,
  by: Moderator,
  id: number,
  form: F,
): Promise<I> {
  return db.transaction(async (tx) => {
    const old = await findRow(tx, kind.table, id);
    if (!old) throw detailError(404, msg('notFound'));
    await kind.check?.(tx, form);
    await assertUnique(tx, kind, form, id);
    const [row] = (await tx
      .update(kind.table as PgTable)
      .set(kind.toValues(form))
      .where(eq(kind.table.id, id))
      .returning()) as Row<T>[];
    if (!row) throw detailError(404, msg('notFound'));
    const item = kind.toItem(row);
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: `${kind.target}.update`,
      targetType: kind.target,
      targetId: id,
      before: kind.toItem(old),
      after: item,
    });
    return item;
  });
}

/**
 * Removes row `id` of `kind`, with its audit row ('<target>.delete', before = the item, after =
 * null), in one transaction. Returns the removed row. Errors: 404 `{detail: 'Not found.'}`; 409
 * `{detail}` with the kind's `inUse` message.
 */
export async function deleteContent<T extends IdTable, F, I>(
  db: Db,
  kind: ContentKind<T, F, I>,
  by: Moderator,
  id: number,
): Promise<Row<T>> {
  return db.transaction(async (tx) => {
    const old = await findRow(tx, kind.table, id);
    if (!old) throw detailError(404, msg('notFound'));
    const busy = await kind.inUse?.(tx, id);
    if (busy) throw detailError(409, busy);
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: `${kind.target}.delete`,
      targetType: kind.target,
      targetId: id,
      before: kind.toItem(old),
      after: null,
    });
    return old;
  });
}

/** Newest first by `created_on`, then id. */
export const newestFirst = (table: { createdOn: AnyPgColumn; id: AnyPgColumn }) => [
  desc(table.createdOn),
  desc(table.id),
];
