/**
 * Demo site content of SPEC.md section 3 (header messages, blocked keywords, guidelines, success
 * stories, news, groups, the partner-found setting), written for this project. Moderators edit all
 * of it from the console (DESIGN.md D13).
 */
import { asc, eq } from 'drizzle-orm';
import { SEED_BLOCKED_KEYWORDS, type AboutVideoItem } from '@nikah/shared';
import { hashSeed } from '../../../lib/random';
import type { Db } from '../../client';
import {
  blockedKeywords,
  blogs,
  groupMembers,
  groups,
  guidelines,
  guidelineTags,
  headerMessages,
  profiles,
  settings,
  successStories,
} from '../../schema';
import {
  GUIDELINE_TAG_TRANSLATIONS,
  GUIDELINE_TITLES_URDU,
  HEADER_MESSAGE_TRANSLATIONS,
  NEWS_TRANSLATIONS,
  STORY_TRANSLATIONS,
} from './content-translations';
import {
  GUIDELINE_TAGS_REGIONAL,
  HEADER_MESSAGES_REGIONAL,
  regionalTexts,
  withRegional,
} from './content-translations-regional';

/** Ticker lines of the top bar. */
export const HEADER_MESSAGES = [
  'Registration, search and proposals are completely free for every member.',
  'We never ask for money — pay no one who claims to call or write from this service.',
  'Fraud warning: never send money, gifts or mobile recharges to anyone you met here. Report them.',
  'Verified profiles carry a badge: upload an identity document from your profile to get verified.',
  'Parents and guardians may register and search on behalf of their son or daughter.',
  'Keep first conversations on the site and involve your family before sharing phone numbers.',
  'Found your life partner here? Tell us your story and inspire others, in sha Allah.',
];

/** Words refused in profiles, chat and group messages (DESIGN.md D9): the shared seed list. */
export const BLOCKED_KEYWORDS = SEED_BLOCKED_KEYWORDS;

/** Guideline tags with their videos' English and Hindi titles. */
export const GUIDELINES: readonly { tag: string; items: readonly [title: string, titleHindi: string][] }[] = [
  {
    tag: 'Before Nikah',
    items: [
      ['How to pray Istikhara before a decision', 'निकाह से पहले इस्तिख़ारा कैसे करें'],
      ['Talking to a proposal within Islamic limits', 'रिश्ते की बात इस्लामी हदों में कैसे करें'],
      ['Involving parents in the decision', 'फ़ैसले में माता-पिता को शामिल करना'],
      ['Questions to ask before saying yes', 'हाँ कहने से पहले पूछे जाने वाले सवाल'],
    ],
  },
  {
    tag: 'Choosing a Spouse',
    items: [
      ['Deen and character come first', 'दीन और अख़लाक़ को पहली जगह दें'],
      ['Compatibility in education and outlook', 'तालीम और सोच में मेल'],
      ['Meeting the other family with respect', 'दूसरे परिवार से इज़्ज़त के साथ मुलाक़ात'],
      ['Warning signs in a proposal', 'रिश्ते में सावधानी के संकेत'],
    ],
  },
  {
    tag: 'Rights of Spouses',
    items: [
      ['Rights of the wife in Islam', 'इस्लाम में पत्नी के अधिकार'],
      ['Rights of the husband in Islam', 'इस्लाम में पति के अधिकार'],
      ["Mahr is the wife's right", 'महर पत्नी का हक़ है'],
      ['Kindness and consultation at home', 'घर में नरमी और मशविरा'],
    ],
  },
  {
    tag: 'Nikah Ceremony',
    items: [
      ['The essentials of a valid nikah', 'सही निकाह की ज़रूरी शर्तें'],
      ['A simple nikah without dowry', 'दहेज के बिना सादा निकाह'],
      ['Walima according to the Sunnah', 'सुन्नत के मुताबिक़ वलीमा'],
      ['The role of the wali and the witnesses', 'वली और गवाहों की भूमिका'],
    ],
  },
  {
    tag: 'Family Life',
    items: [
      ['Building trust in the first year of marriage', 'शादी के पहले साल में भरोसा बनाना'],
      ['Resolving disagreements calmly', 'मतभेद शांति से सुलझाना'],
      ['Raising children with Islamic values', 'बच्चों की इस्लामी तरबियत'],
      ['Balancing in-laws and your own home', 'ससुराल और अपने घर में संतुलन'],
      ['Managing money together as a couple', 'पति-पत्नी मिलकर पैसों का इंतज़ाम'],
    ],
  },
];

/** Success stories of couples who met through the service (fictional). */
export const SUCCESS_STORIES: readonly { name: string; short: string; description: string }[] = [
  {
    name: 'Imran & Sana',
    short: 'Lucknow and Bhopal, married in 2023',
    description:
      "Sana's father found Imran's profile while searching for a Graduate from a religious family. After two family meetings and istikhara on both sides, they had a simple nikah at the local masjid with a walima for close relatives.",
  },
  {
    name: 'Faisal & Hafsa',
    short: 'Both doctors from Hyderabad',
    description:
      'Faisal sent a proposal after reading that Hafsa wished to continue her practice after marriage. Their parents spoke on the phone the same week, and the families agreed within a month. They now run a clinic together.',
  },
  {
    name: 'Adil & Nazia',
    short: 'A second chance at happiness',
    description:
      'Both had been through a divorce and were hesitant to try again. The verified badge on their profiles gave their families confidence. They married quietly, without dowry, and say patience was the key.',
  },
  {
    name: 'Zubair & Ayesha',
    short: 'From Kozhikode to Dubai',
    description:
      'Zubair works in Dubai and his mother searched on his behalf. Ayesha liked that his expectations asked for a simple nikah. After video calls with both families present, they married in Kerala last winter.',
  },
  {
    name: 'Tariq & Rabia',
    short: 'Neighbours in Patna who never met',
    description:
      'They lived three streets apart in Patna but their families had never met. A search by city brought them together. Their parents say the best part was that nobody asked for a single rupee at any step.',
  },
  {
    name: 'Salman & Iqra',
    short: 'Teachers who share a love of books',
    description:
      'Salman teaches Urdu and Iqra teaches science. Both listed reading among their hobbies. After their fathers met, they had a nikah with twenty guests and donated the money saved to a girls’ school.',
  },
  {
    name: 'Owais & Mahira',
    short: 'Married after one proposal',
    description:
      "Mahira's brother managed her profile and accepted Owais's proposal after checking his family's references. They were married within three months and now help other families in their town use the site safely.",
  },
];

/** Useful links for families; each `link` is the home page of a public, reputable site. */
export const BLOGS: readonly { title: string; link: string; description: string }[] = [
  {
    title: 'Register your marriage',
    link: 'https://www.india.gov.in/',
    description: "The Government of India's national portal explains how and where to register a marriage.",
  },
  {
    title: 'Health before and after marriage',
    link: 'https://www.who.int/',
    description: 'Reliable guidance from the World Health Organization on family and maternal health.',
  },
  {
    title: 'Dowry is a crime',
    link: 'https://www.indiacode.nic.in/',
    description: 'Read the Dowry Prohibition Act and other family laws on the official India Code site.',
  },
  {
    title: 'Report online fraud',
    link: 'https://cybercrime.gov.in/',
    description:
      'If someone asks you for money online, report it on the National Cyber Crime Reporting Portal.',
  },
  {
    title: 'Support for women',
    link: 'https://www.ncw.gov.in/',
    description: 'The National Commission for Women offers help lines and complaint services for women.',
  },
  {
    title: 'Scholarships for students',
    link: 'https://scholarships.gov.in/',
    description: 'Minority and merit scholarships for higher education on the National Scholarship Portal.',
  },
  {
    title: 'Banking basics for new families',
    link: 'https://www.rbi.org.in/',
    description: 'The Reserve Bank of India explains safe banking and how to avoid common frauds.',
  },
];

/** Discussion groups created at first start (no creator). */
export const GROUPS = ['General Discussion', 'Marriage Guidance'];

/** The "partner found" counter shown on the home page. */
export const PARTNER_FOUND = '1250';

const YT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * An 11-character YouTube-style video id derived from `label`. These are PLACEHOLDERS, not real
 * videos: moderators replace them with real video codes from the console (DESIGN.md D13).
 */
export function placeholderYoutubeCode(label: string): string {
  let h = hashSeed(label);
  let out = '';
  for (let i = 0; i < 11; i++) {
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    out += YT[h % 64];
  }
  return out;
}

/**
 * Puts the demo's Verified profiles in the demo groups (issue 34 point 9: the groups showed 0
 * members), each in one group, alternating, so that both groups have members and a visitor sees
 * forums in use. Only Verified profiles, as for a member (SPEC.md section 8). Call after the
 * demo profiles are in.
 */
export async function insertDemoGroupMembers(db: Db): Promise<void> {
  const groupIds = (await db.select({ id: groups.id }).from(groups).orderBy(asc(groups.id))).map((g) => g.id);
  const verified = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.verificationStatus, 'Verified'))
    .orderBy(asc(profiles.id));
  if (groupIds.length === 0 || verified.length === 0) return;
  await db
    .insert(groupMembers)
    .values(verified.map((p, i) => ({ groupId: groupIds[i % groupIds.length]!, profileId: p.id })))
    .onConflictDoNothing();
}

/**
 * The demo's five about-page videos, stored as the moderators' setting `about_videos` (a real site
 * has none until moderators set them). Their codes are PLACEHOLDERS like the guidelines'; each
 * has a stable `key` (ABOUT_VIDEO_KEYS) by which the web app titles it in the member's language.
 */
export const DEMO_ABOUT_VIDEOS: readonly AboutVideoItem[] = (
  [
    ['howItWorks', 'How Nikah works'],
    ['createProfile', 'Creating a profile for your son or daughter'],
    ['searchAndPropose', 'Searching profiles and sending a proposal'],
    ['verifyProfile', 'Verifying your profile'],
    ['staySafe', 'Staying safe: this service is free, never pay anyone'],
  ] as const
).map(([key, title]) => ({ key, title, youtube_code: placeholderYoutubeCode(`about:${title}`) }));

/**
 * Inserts every list above in one transaction, with their texts in the eleven other interface
 * languages (Hindi and Urdu in content-translations.ts, issue 12; the nine others in
 * content-translations-regional.ts and its per-language files, issue 34). Expects empty content tables (a second call fails
 * on the unique names of tags, keywords and groups; `seedDemo` checks first). SPEC.md section 3.
 */
export async function insertDemoContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(headerMessages).values(
      HEADER_MESSAGES.map((message) => ({
        message,
        translations: withRegional(
          HEADER_MESSAGE_TRANSLATIONS[message],
          HEADER_MESSAGES_REGIONAL[message],
          'message',
        ),
      })),
    );
    await tx.insert(blockedKeywords).values(BLOCKED_KEYWORDS.map((keyword) => ({ keyword })));
    for (const g of GUIDELINES) {
      const [tag] = await tx
        .insert(guidelineTags)
        .values({
          name: g.tag,
          translations: withRegional(
            GUIDELINE_TAG_TRANSLATIONS[g.tag],
            GUIDELINE_TAGS_REGIONAL[g.tag],
            'name',
          ),
        })
        .returning({ id: guidelineTags.id });
      await tx.insert(guidelines).values(
        g.items.map(([title, titleHindi]) => ({
          tagId: tag!.id,
          title,
          titleHindi,
          translations: {
            ...(GUIDELINE_TITLES_URDU[title] ? { ur: { title: GUIDELINE_TITLES_URDU[title] } } : {}),
            ...regionalTexts((c) => (c.guidelines[title] ? { title: c.guidelines[title] } : undefined)),
          },
          youtubeCode: placeholderYoutubeCode(`guideline:${title}`),
        })),
      );
    }
    await tx.insert(successStories).values(
      SUCCESS_STORIES.map((s) => ({
        name: s.name,
        shortDescription: s.short,
        description: s.description,
        youtubeCode: placeholderYoutubeCode(`story:${s.name}`),
        translations: { ...STORY_TRANSLATIONS[s.name], ...regionalTexts((c) => c.stories[s.name]) },
      })),
    );
    await tx.insert(blogs).values(
      BLOGS.map((b) => ({
        ...b,
        image: null,
        translations: { ...NEWS_TRANSLATIONS[b.title], ...regionalTexts((c) => c.news[b.title]) },
      })),
    );
    await tx.insert(groups).values(GROUPS.map((groupName) => ({ groupName, createdBy: null })));
    await tx.insert(settings).values({ key: 'partner_found', value: PARTNER_FOUND }).onConflictDoNothing();
    await tx
      .insert(settings)
      .values({ key: 'about_videos', value: JSON.stringify(DEMO_ABOUT_VIDEOS) })
      .onConflictDoNothing();
  });
}
