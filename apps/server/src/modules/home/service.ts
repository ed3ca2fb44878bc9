/** The home page video: the `home_video` setting, else the first guideline's video, else null. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guidelines, settings } from '../../db/schema';

export const HOME_VIDEO_KEY = 'home_video';

export async function homeVideo(db: Db): Promise<string | null> {
  const [setting] = await db.select().from(settings).where(eq(settings.key, HOME_VIDEO_KEY));
  if (setting) return setting.value;
  const [first] = await db
    .select({ code: guidelines.youtubeCode })
    .from(guidelines)
    .orderBy(asc(guidelines.id))
    .limit(1);
  return first?.code ?? null;
}
