/**
 * What "Download my data" holds (DESIGN.md D22, issue 31): every row about member `userId` (and
 * their profile) as JSON files, and their photos and verification documents as files. Rows of
 * other members appear only where they are about this member (a proposal, a visit, a message
 * between the two), and then by profile code, never by name or contact details.
 */
import path from 'node:path';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatMessages,
  consents,
  contactViews,
  favourites,
  notificationLog,
  notificationPreferences,
  notifications,
  savedSearches,
  profiles,
  proposals,
  users,
  verificationDocuments,
  visits,
} from '../../db/schema';

/** One file of the export: a path inside the ZIP and either JSON data or a storage key. */
export type ExportEntry = { name: string; json: unknown } | { name: string; storageKey: string };

type Row = Record<string, unknown>;

/** Rows with Date values as ISO strings and keys in snake_case, as the API writes them. */
function plain(rows: Row[]): Row[] {
  return rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        v instanceof Date ? v.toISOString() : v,
      ]),
    ),
  );
}

/** Adds `<field>_code` (the profile code) beside each profile id field named in `fields`. */
async function withCodes(db: Db, rows: Row[], fields: string[]): Promise<Row[]> {
  const ids = [...new Set(rows.flatMap((r) => fields.map((f) => r[f])).filter((v) => typeof v === 'number'))];
  const codes = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: profiles.id, code: profiles.profileCode })
      .from(profiles)
      .where(inArray(profiles.id, ids));
    for (const p of found) codes.set(p.id, p.code);
  }
  return rows.map((r) => {
    const out: Row = { ...r };
    for (const f of fields) {
      const id = r[f];
      if (typeof id === 'number') out[`${f.replace(/_id$/, '')}_code`] = codes.get(id) ?? null;
    }
    return out;
  });
}

/** The file name of stored key `key` inside the ZIP folder `folder` (its last part, prefixed). */
const fileName = (folder: string, index: number, key: string) =>
  `${folder}/${index + 1}-${path.posix.basename(key)}`;

/**
 * The entries of account `userId`'s export (its profile, if any, and everything about it). The
 * notifications are the centre's items (issue 30), the kind and time of each SMS or e-mail the service
 * sent (notification_log), the member's notification preferences and saved searches.
 */
export async function exportEntries(db: Db, userId: number): Promise<ExportEntry[]> {
  const [account] = await db
    .select({
      username: users.username,
      email: users.email,
      createdOn: users.createdOn,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const entries: ExportEntry[] = [
    { name: 'account.json', json: plain(account ? [account] : [])[0] ?? null },
    {
      name: 'consents.json',
      json: plain(
        await db
          .select({ version: consents.version, language: consents.language, acceptedOn: consents.acceptedOn })
          .from(consents)
          .where(eq(consents.userId, userId))
          .orderBy(asc(consents.acceptedOn)),
      ),
    },
    {
      name: 'notifications.json',
      json: {
        centre: plain(
          await db
            .select({
              kind: notifications.kind,
              params: notifications.params,
              link: notifications.link,
              createdOn: notifications.createdOn,
              readOn: notifications.readOn,
            })
            .from(notifications)
            .where(eq(notifications.userId, userId))
            .orderBy(asc(notifications.createdOn)),
        ),
        messages_sent: plain(
          await db
            .select({ kind: notificationLog.kind, createdOn: notificationLog.createdOn })
            .from(notificationLog)
            .where(eq(notificationLog.userId, userId))
            .orderBy(asc(notificationLog.createdOn)),
        ),
        preferences: plain(
          await db
            .select({
              language: notificationPreferences.language,
              timeZone: notificationPreferences.timeZone,
              quietStart: notificationPreferences.quietStart,
              quietEnd: notificationPreferences.quietEnd,
              channels: notificationPreferences.channels,
            })
            .from(notificationPreferences)
            .where(eq(notificationPreferences.userId, userId)),
        ),
        saved_searches: plain(
          await db
            .select({
              name: savedSearches.name,
              filters: savedSearches.filters,
              createdOn: savedSearches.createdOn,
            })
            .from(savedSearches)
            .where(eq(savedSearches.userId, userId))
            .orderBy(asc(savedSearches.createdOn)),
        ),
      },
    },
  ];
  const revealsMade = await db
    .select({ profileId: contactViews.profileId, kind: contactViews.kind, createdOn: contactViews.createdOn })
    .from(contactViews)
    .where(eq(contactViews.viewerUserId, userId))
    .orderBy(asc(contactViews.createdOn));
  if (!profile) {
    entries.push({
      name: 'contact-reveals.json',
      json: { made: await withCodes(db, plain(revealsMade), ['profile_id']), received: [] },
    });
    return entries;
  }
  const me = profile.id;
  const revealsReceived = await db
    .select({
      viewerProfileId: contactViews.viewerProfileId,
      kind: contactViews.kind,
      createdOn: contactViews.createdOn,
    })
    .from(contactViews)
    .where(eq(contactViews.profileId, me))
    .orderBy(asc(contactViews.createdOn));
  const sent = await db
    .select()
    .from(proposals)
    .where(or(eq(proposals.senderId, me), eq(proposals.receiverId, me)));
  const faves = await db
    .select({ favouriteProfileId: favourites.favouriteProfileId, createdOn: favourites.createdOn })
    .from(favourites)
    .where(eq(favourites.profileId, me));
  const made = await db
    .select({
      visitedId: visits.visitedId,
      visitCount: visits.visitCount,
      lastVisitedOn: visits.lastVisitedOn,
    })
    .from(visits)
    .where(eq(visits.visitorId, me));
  const received = await db
    .select({
      visitorId: visits.visitorId,
      visitCount: visits.visitCount,
      lastVisitedOn: visits.lastVisitedOn,
    })
    .from(visits)
    .where(eq(visits.visitedId, me));
  // Only the member's own conversations: messages they sent or received, nobody else's.
  const messages = await db
    .select()
    .from(chatMessages)
    .where(or(eq(chatMessages.senderId, me), eq(chatMessages.receiverId, me)))
    .orderBy(asc(chatMessages.createdOn), asc(chatMessages.id));
  const docs = await db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.profileId, me))
    .orderBy(asc(verificationDocuments.id));
  entries.push(
    { name: 'profile.json', json: plain([profile])[0] },
    { name: 'proposals.json', json: await withCodes(db, plain(sent), ['sender_id', 'receiver_id']) },
    { name: 'favourites.json', json: await withCodes(db, plain(faves), ['favourite_profile_id']) },
    {
      name: 'visits.json',
      json: {
        made: await withCodes(db, plain(made), ['visited_id']),
        received: await withCodes(db, plain(received), ['visitor_id']),
      },
    },
    {
      name: 'contact-reveals.json',
      json: {
        made: await withCodes(db, plain(revealsMade), ['profile_id']),
        received: await withCodes(db, plain(revealsReceived), ['viewer_profile_id']),
      },
    },
    { name: 'chat-messages.json', json: await withCodes(db, plain(messages), ['sender_id', 'receiver_id']) },
    {
      name: 'verification-documents.json',
      json: plain(docs.map(({ storageKey: _key, decidedBy: _by, ...d }) => d)),
    },
  );
  const photos = [
    profile.photo1,
    profile.photo2,
    profile.photo3,
    profile.photo1Pending,
    profile.photo2Pending,
  ];
  photos
    .filter((k): k is string => !!k)
    .forEach((key, i) => entries.push({ name: fileName('photos', i, key), storageKey: key }));
  docs
    .filter((d) => d.fileDeletedOn === null)
    .forEach((d, i) =>
      entries.push({ name: fileName('documents', i, d.storageKey), storageKey: d.storageKey }),
    );
  return entries;
}
