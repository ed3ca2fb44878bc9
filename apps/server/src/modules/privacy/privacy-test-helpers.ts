/**
 * Helpers of the privacy tests (issue 31): a ZIP read back into its entries (yauzl), and a
 * member's life filled in directly (photos, a document, messages, proposals, visits, favourites,
 * contact reveals, a notification), as the member routes store them.
 */
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import {
  chatMessages,
  contactViews,
  favourites,
  notificationLog,
  notifications,
  savedSearches,
  profiles,
  proposals,
  users,
  visits,
} from '../../db/schema';
import type { TestApp } from '../../../test/app';
import type { Member } from '../../../test/accounts-helpers';
import { newPhotoKeys } from '../profiles/photos';
import { insertDocument, png } from '../moderation/cases-test-helpers';

/** Every file of the ZIP `data`, by name. */
export function readZip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** users.id of `m`. */
export async function userIdOf(t: TestApp, m: Member): Promise<number> {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, m.username));
  return u!.id;
}

/**
 * Gives `me` two stored photos (with blurred copies) and a document, and rows with `you`: a
 * proposal, favourites and visits both ways, contact reveals both ways, a message each way, and
 * a notification. Returns the stored keys and the two message texts.
 */
export async function fillMemberData(t: TestApp, me: Member, you: Member) {
  const db = t.database.db;
  const photos = [newPhotoKeys(me.profileId, 'exp1aaaa'), newPhotoKeys(me.profileId, 'exp2bbbb')];
  for (const k of photos) {
    await t.storage.put(k.original, await png());
    await t.storage.put(k.blur, await png());
  }
  await db
    .update(profiles)
    .set({ photo1: photos[0]!.original, photo2: photos[1]!.original })
    .where(eq(profiles.id, me.profileId));
  const doc = await insertDocument(t, me.profileId);
  const meUser = await userIdOf(t, me);
  const youUser = await userIdOf(t, you);
  await db
    .insert(proposals)
    .values({ senderId: me.profileId, receiverId: you.profileId, status: 'Accepted' });
  await db.insert(favourites).values({ profileId: me.profileId, favouriteProfileId: you.profileId });
  await db.insert(visits).values([
    { visitorId: me.profileId, visitedId: you.profileId },
    { visitorId: you.profileId, visitedId: me.profileId },
  ]);
  await db.insert(contactViews).values([
    { viewerUserId: meUser, viewerProfileId: me.profileId, profileId: you.profileId, kind: 'contact' },
    { viewerUserId: youUser, viewerProfileId: you.profileId, profileId: me.profileId, kind: 'contact' },
  ]);
  const sent = `From me to you ${me.profileId}`;
  const received = `From you to me ${you.profileId}`;
  await db.insert(chatMessages).values([
    { senderId: me.profileId, receiverId: you.profileId, text: sent },
    { senderId: you.profileId, receiverId: me.profileId, text: received },
  ]);
  await db.insert(notificationLog).values({ userId: meUser, kind: 'proposal-accepted' });
  // The centre's item for it and a saved search (issue 30).
  await db
    .insert(notifications)
    .values({ userId: meUser, kind: 'proposal-accepted', link: '/sent-proposal' });
  await db.insert(savedSearches).values({ userId: meUser, name: 'Lucknow', filters: { city: 'Lucknow' } });
  return { photos, doc, sent, received, meUser };
}
