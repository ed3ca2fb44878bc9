/**
 * Sentence fragments for the free-text fields of demo profiles (SPEC.md section 9: expectations and
 * extra information at least 25 characters). Each helper returns 40 to 200 characters.
 */
import type { Rng } from '../../../lib/random';

const OPENINGS = ['Looking for', 'Seeking', 'Wish to marry', 'In search of', 'Hoping to find'];

/** 'a' or 'an' before `word` (by sound for the words used here). */
const an = (word: string): string => (/^([aeiou]|hon)/i.test(word) ? `an ${word}` : `a ${word}`);
const QUALITIES = [
  'religious',
  'educated',
  'kind-hearted',
  'family-oriented',
  'simple',
  'caring',
  'well-mannered',
  'practising',
  'understanding',
  'honest',
  'soft-spoken',
  'responsible',
];
const WIFE = ['girl', 'life partner', 'wife'];
const HUSBAND = ['boy', 'life partner', 'husband'];
const CLAUSES = [
  'who prays five times a day',
  'who respects elders and family values',
  'from a decent family',
  'who values both deen and dunya',
  'with good akhlaq',
  'who can be a good companion for life',
  'who is humble and keeps good manners',
  'who loves the Sunnah',
];
const WISHES = [
  'Biradari is no bar.',
  'Should be willing to live in a joint family.',
  'Working or non-working both are fine.',
  'Education should be at least graduation.',
  'Parents will take the final decision, in sha Allah.',
  'A simple nikah as per the Sunnah is preferred.',
  'Caste and city are no bar for the right match.',
  'Should respect my parents as her own.',
];
const FEMALE_WISHES = [
  'Should allow me to continue my studies.',
  'Should respect my parents as his own.',
  'A simple nikah without dowry is a must.',
];
const FEMALE_POOL = [...WISHES.slice(0, -1), ...FEMALE_WISHES];
const FAMILY = ['religious', 'educated', 'middle-class', 'respectable', 'business', 'simple', 'well-settled'];
const ABOUT = [
  'I like to spend my free time with family.',
  'I try to follow deen in daily life.',
  'I completed my studies with good marks.',
  'Alhamdulillah, I have a stable job.',
  'I enjoy helping people in my community.',
  'I am calm, patient and easy-going.',
  'I believe in honesty and mutual respect.',
  'My parents are looking for a suitable match.',
];

function cap(text: string, rng: Rng, extra: readonly string[]): string {
  const withExtra = `${text} ${rng.pick(extra)}`;
  return withExtra.length <= 200 ? withExtra : text;
}

/** What a member of `gender` expects of a spouse, e.g. "Looking for a simple and caring girl ...". */
export function expectationsText(rng: Rng, gender: string): string {
  const [q1, q2] = rng.sample(QUALITIES, 2);
  const noun = rng.pick(gender === 'Female' ? HUSBAND : WIFE);
  const base = `${rng.pick(OPENINGS)} ${an(q1!)} and ${q2} ${noun} ${rng.pick(CLAUSES)}.`;
  return cap(base, rng, gender === 'Female' ? FEMALE_POOL : WISHES);
}

/** A few words about the member and their family, mentioning where they come from. */
export function extraInformationText(rng: Rng, city: string, state: string, abroad: string | null): string {
  const base = abroad
    ? `We are ${an(rng.pick(FAMILY))} family from ${city}. I am currently working in ${abroad}.`
    : `We are ${an(rng.pick(FAMILY))} family from ${city}, ${state}.`;
  return cap(base, rng, ABOUT);
}

const STATUS_DETAILS: Record<string, readonly string[]> = {
  Divorced: [
    'Divorced after a short marriage due to differences between the families.',
    'Marriage did not work out; divorce completed with mutual consent.',
  ],
  Khula: ['Took khula after two years of marriage due to incompatibility.', 'Khula was granted by the qazi.'],
  Widowed: [
    'Spouse passed away after an illness, may Allah grant them Jannah.',
    'Spouse died in an accident.',
  ],
  Separated: ['Living separately for over a year; divorce is in process.', 'Separated, talaq in process.'],
  Polygamy: [
    'Married, seeking a second wife with the consent of the first.',
    'Married with family; open to a second nikah.',
  ],
};

/** A sentence explaining a marital status other than Unmarried, or null for Unmarried. */
export function statusDetailText(rng: Rng, status: string): string | null {
  const options = STATUS_DETAILS[status];
  return options ? rng.pick(options) : null;
}

/** Reasons shown for the ~3% of demo profiles with physical_status Handicap. */
export const HANDICAP_DETAILS = [
  'Mild limp in the left leg since childhood polio; fully independent.',
  'Partial hearing loss in one ear; uses a hearing aid.',
  'Low vision in one eye; reads and works normally.',
  'Missing two fingers on the left hand since birth.',
];
