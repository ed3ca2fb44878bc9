/**
 * Demo profiles (DESIGN.md section 3 and D4: approved, active, `is_demo`): fictional members with
 * every field of SPEC.md section 3 filled within the limits of section 9. Row `index` (1, 2, ...) is
 * generated from its own seeded generator, so any batch is reproducible on its own.
 */
import { eq, max } from 'drizzle-orm';
import {
  birthYearsOffered,
  BIRTH_YEAR_MIN,
  CONTACT_OF_CHOICES,
  DEFAULT_MOTHERS_OCCUPATION,
  DEFAULT_WHATSAPP_CODE,
  EDUCATION_CHOICES,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  HEIGHT_CHOICES,
  MARITAL_POLYGAMY,
  MARITAL_UNMARRIED,
  MIN_AGE,
} from '@nikah/shared';
import { createRng, hashSeed, weighted, type Rng } from '../../../lib/random';
import type { Db } from '../../client';
import { profiles } from '../../schema';
import { BIRADARIES, MASLAKS } from '../reference-data/communities';
import {
  degreesFor,
  FATHER_OCCUPATIONS,
  FEMALE_NAMES,
  HOBBIES,
  MALE_NAMES,
  MOTHER_OCCUPATIONS,
  occupationFor,
  SURNAMES,
} from './names';
import { pickPlace } from './places';
import { expectationsText, extraInformationText, HANDICAP_DETAILS, statusDetailText } from './texts';
import { DAY_MS } from '../../../lib/time';

export type DemoProfile = typeof profiles.$inferInsert;

/** Prefix of demo profile codes: `MP` followed by six digits (DEMO_CODE_BASE + index). */
export const DEMO_CODE_PREFIX = 'MP';
export const DEMO_CODE_BASE = 100000;
/** Demo profiles are created over this many days before the moment they are inserted. */
export const DEMO_SPAN_DAYS = 730;
const BATCH = 500;

/** Profile code of demo row `index` (1-based), e.g. `MP100001`; throws past 899,999 rows. */
export function demoProfileCode(index: number): string {
  const n = DEMO_CODE_BASE + index;
  if (!Number.isInteger(index) || index < 1 || n > 999_999) throw new RangeError(`Bad demo index ${index}`);
  return `${DEMO_CODE_PREFIX}${n}`;
}

const EDUCATIONS = weighted(
  EDUCATION_CHOICES.map(
    (e) => [e, e === 'Graduate' ? 8 : e === 'Post Graduate' || e === '12th Pass' ? 4 : 2] as const,
  ),
);
const OTHER_STATUSES = weighted([
  ['Divorced', 10],
  ['Khula', 6],
  ['Widowed', 5],
  ['Separated', 4],
] as const);
const MALE_CONTACT = weighted(
  CONTACT_OF_CHOICES.map((c) => [c, c === 'Self' ? 12 : c === 'Father' ? 4 : 1] as const),
);
const FEMALE_CONTACT = weighted(
  CONTACT_OF_CHOICES.map(
    (c) => [c, c === 'Father' ? 8 : c === 'Mother' || c === 'Brother' ? 4 : c === 'Self' ? 2 : 1] as const,
  ),
);
const BIRADARI_PICKS = weighted(BIRADARIES.map((b, i) => [b, i < 12 ? 4 : 1] as const));
const MASLAK_PICKS = weighted(MASLAKS.map((m, i) => [m, i < 4 ? 6 : 1] as const));
const SURNAME_SET: ReadonlySet<string> = new Set(SURNAMES);
const MOTHER_SUFFIX = ['Begum', 'Khatoon', 'Bano', 'Bibi'];
const YEAR_NOW = new Date().getUTCFullYear();

function fullNameOf(first: string, surname: string): string {
  const name = `${first} ${surname}`;
  if (name.length <= FULL_NAME_MAX) return name;
  return first.length >= FULL_NAME_MIN ? first : `${first} Khan`;
}

/**
 * Builds demo row `index` (1-based) from `rng` (use `createRng(\`demo-profile-\${index}\`)` for the
 * standard data). `createdOn` defaults to a random moment of the last DEMO_SPAN_DAYS days before
 * `now`; `insertDemoProfiles` passes evenly spread, strictly increasing moments instead.
 * Returns a row for `profiles` (SPEC.md section 3, limits of section 9); throws past index 899,999.
 */
export function makeDemoProfile(
  rng: Rng,
  index: number,
  opts: { now?: Date; createdOn?: Date } = {},
): DemoProfile {
  const code = demoProfileCode(index);
  const nowMs = (opts.now ?? new Date()).getTime();
  const male = index % 2 === 1;
  const gender = male ? 'Male' : 'Female';
  const first = rng.pick(male ? MALE_NAMES : FEMALE_NAMES);
  const biradari = rng.pick(BIRADARI_PICKS);
  const surname = SURNAME_SET.has(biradari) && rng.chance(0.6) ? biradari : rng.pick(SURNAMES);
  const fullName = fullNameOf(first, surname);

  const age = rng.chance(0.75) ? rng.int(MIN_AGE + 2, 32) : rng.int(MIN_AGE, 60);
  // Never younger than the legal age of DESIGN.md D15 (men 21, women 18).
  const year = Math.min(
    birthYearsOffered(gender, new Date(nowMs)).last,
    Math.max(BIRTH_YEAR_MIN, YEAR_NOW - age),
  );
  const inches = male ? rng.int(31, 38) + rng.int(31, 38) : rng.int(28, 33) + rng.int(28, 34);
  const height = HEIGHT_CHOICES[inches - 48] ?? HEIGHT_CHOICES[18]!;
  const education = rng.pick(EDUCATIONS);
  const degrees = degreesFor(education);
  const occupation = occupationFor(rng, education, gender);

  let status: string = MARITAL_UNMARRIED;
  if (male && age >= 28 && rng.chance(0.06)) status = MARITAL_POLYGAMY;
  else if (age >= 21 && rng.chance(0.3)) status = rng.pick(OTHER_STATUSES);
  if (male && status === 'Khula') status = 'Divorced';
  const unmarried = status === MARITAL_UNMARRIED;

  const place = pickPlace(rng);

  const brothers = rng.int(0, 3);
  const sisters = rng.int(0, Math.min(3, 6 - brothers));
  const handicap = rng.chance(0.03);
  const createdMs = opts.createdOn?.getTime() ?? nowMs - rng.int(0, DEMO_SPAN_DAYS * DAY_MS);
  const created = new Date(createdMs);
  const contact = String(9_000_000_000 + index);
  const slugName = fullName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

  return {
    userId: null,
    slug: `${slugName}-${code.toLowerCase()}`,
    profileCode: code,
    fullName,
    gender,
    martialStatus: status,
    detailForThisStatus: statusDetailText(rng, status),
    durationAfterKhulaOrDivorce:
      unmarried || status === MARITAL_POLYGAMY
        ? null
        : rng.chance(0.2)
          ? `${rng.int(3, 11)} months`
          : `${rng.int(1, 6)} years`,
    noOfChildren: unmarried ? 0 : rng.chance(0.5) ? 0 : rng.int(1, 3),
    yearOfBirth: year,
    monthOfBirth: rng.int(1, 12),
    dateOfBirth: `${year}-01-01`,
    height: height.name,
    heightInches: height.inches,
    weight: male ? rng.int(55, 95) : rng.int(45, 80),
    education,
    degree: degrees.length ? rng.pick(degrees) : null,
    occupation,
    physicalStatus: handicap ? 'Handicap' : 'Normal',
    handicapDetail: handicap ? rng.pick(HANDICAP_DETAILS) : null,
    hobbies: rng.sample(HOBBIES, rng.int(2, 3)).join(', '),
    ...place,
    country: 'India',
    fathersName: `${rng.chance(0.4) ? 'Mohammad ' : ''}${rng.pick(MALE_NAMES)} ${surname}`,
    fathersOccupation: rng.chance(0.12) ? 'Expired' : rng.pick(FATHER_OCCUPATIONS),
    mothersName: `${rng.pick(FEMALE_NAMES)} ${rng.chance(0.5) ? rng.pick(MOTHER_SUFFIX) : surname}`,
    mothersOccupation: rng.chance(0.08)
      ? 'Expired'
      : rng.chance(0.8)
        ? DEFAULT_MOTHERS_OCCUPATION
        : rng.pick(MOTHER_OCCUPATIONS),
    noOfBrothers: brothers,
    noOfMarriedBrothers: rng.int(0, brothers),
    noOfSisters: sisters,
    noOfMarriedSisters: rng.int(0, sisters),
    biradari,
    maslak: rng.pick(MASLAK_PICKS),
    contactOf: rng.pick(male ? MALE_CONTACT : FEMALE_CONTACT),
    contactNumber: contact,
    whatsappCountryCode: DEFAULT_WHATSAPP_CODE,
    whatsappNumber: contact,
    email: null,
    privateContact: male ? rng.chance(0.2) : true,
    expectations: expectationsText(rng, gender),
    extraInformation: extraInformationText(
      rng,
      place.city,
      place.state,
      place.countryCurrent === 'India' ? null : place.countryCurrent,
    ),
    isActive: true,
    approvalStatus: 'approved',
    avatarSeed: code,
    verificationStatus: rng.chance(0.2) ? 'Verified' : 'Not Verified',
    viewCount: rng.chance(0.8) ? rng.int(0, 150) : rng.int(150, 2500),
    isDemo: true,
    lastActive: new Date(createdMs + Math.floor(rng.next() * (nowMs - createdMs))),
    createdOn: created,
    updatedOn: created,
  };
}

/**
 * Inserts `count` more demo profiles, numbered after the highest existing demo profile code (so
 * repeated calls never collide), in transactions of 500 rows. Creation moments are spread evenly
 * over the DEMO_SPAN_DAYS days before `opts.now` (default: now), strictly increasing with the index.
 * `opts.onBatch` is told the running total after each batch. Returns the number of rows added;
 * rejects on a database error (earlier batches stay). DESIGN.md section 3 (`npm run seed`).
 */
export async function insertDemoProfiles(
  db: Db,
  count: number,
  opts: { now?: Date; onBatch?: (added: number) => void } = {},
): Promise<number> {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Bad profile count ${count}`);
  if (count === 0) return 0;
  const [row] = await db
    .select({ code: max(profiles.profileCode) })
    .from(profiles)
    .where(eq(profiles.isDemo, true));
  const last = row?.code?.startsWith(DEMO_CODE_PREFIX)
    ? Number(row.code.slice(DEMO_CODE_PREFIX.length))
    : NaN;
  const start = Number.isFinite(last) ? last - DEMO_CODE_BASE + 1 : 1;
  const now = opts.now ?? new Date();
  const step = Math.max(2, Math.floor((DEMO_SPAN_DAYS * DAY_MS) / count));
  let added = 0;
  for (let from = 0; from < count; from += BATCH) {
    const rows: DemoProfile[] = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const index = start + i;
      const jitter = hashSeed(`demo-time-${index}`) % step;
      const createdOn = new Date(now.getTime() - (count - 1 - i) * step - jitter);
      rows.push(makeDemoProfile(createRng(`demo-profile-${index}`), index, { now, createdOn }));
    }
    await db.transaction(async (tx) => {
      await tx.insert(profiles).values(rows);
    });
    added += rows.length;
    opts.onBatch?.(added);
  }
  return added;
}
