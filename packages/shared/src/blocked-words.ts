/**
 * The blocked-word rule of SPEC.md section 5 and DESIGN.md D9, shared so that the web form's check
 * (every 3 s and before the code request) and the server's check on create and update agree; the
 * server is the authority and checks again with its own list (`configs/blocked-keywords/`).
 *
 * How a keyword (a word or a phrase of the moderators' list) is matched:
 * 1. Text and keyword are folded by `foldText` (text-safety.ts): NFKC, invisible characters dropped,
 *    lower case, Latin look-alikes (Cyrillic о, Greek ο, full-width letters...) folded, accents
 *    dropped. Digits inside words read as letters (d0wry, d@hej: 0 o, 1 i, 3 e, 4 a, 5 s, 7 t,
 *    @ a, $ s).
 * 2. The text is cut into words at anything that is not a letter, mark or digit. A keyword matches
 *    whole words ('fees' matches "Fees: 500", not "coffees"); a phrase matches consecutive words
 *    ("Google\n Pay") or the words written together ("googlepay"). Repeated letters count once
 *    ("dowwry", "dowryyy").
 * 3. Spacing tricks: letters spelled one by one ("D o w r y", "d.o.w.r.y", "d-o-w-r-y") and parts
 *    joined by punctuation without spaces ("dow.ry", "dow-ry") are read joined as well. A keyword
 *    inside a letter-by-letter run is refused whatever the context. Not caught, on purpose: a word
 *    split by a space into longer parts ("dow ry", "do wry"), which real words do too often.
 * 4. Context, to avoid refusing families that refuse dowry: a match is accepted when it is negated
 *    within its clause (clauses end at . ! ? ; a line break, or "but", "however", "lekin"...):
 *    - an odd number of negations in the `BLOCKED_WORD_BEFORE_WINDOW` words before it ("we will
 *      not give or take any dowry", "no dowry", "against dowry", "anti-dowry", "bina dahej",
 *      "दहेज" after "बिना"),
 *      so "not against dowry" and "no marriage without dowry" stay refused;
 *    - or a negation or a condemnation in the `BLOCKED_WORD_AFTER_WINDOW` words after it
 *      ("dowry-free", "dowry not expected", "dowry is haram", "dahej nahi lenge", "दहेज नहीं",
 *      "جہیز نہیں");
 *    - a negation followed by a word of willingness does not count ("no problem with dowry",
 *      "dowry is not a problem", "we don't mind giving dowry", "no objection").
 *    Anything else is refused: "dowry expected", "dowry required", "demand dowry".
 *    Known gap: a negation of another verb in the same clause also accepts ("not rich, can give
 *    dowry"); commas do not end a clause because "we will not, in any case, take dowry" is common.
 */
import { messageText, msg, type MessageRef } from './messages';
import { foldText } from './text-safety';

/** Free-text fields of the profile form that are checked for blocked words, in form order. */
export const PROFILE_TEXT_FIELDS = [
  'full_name',
  'detail_for_this_status',
  'duration_after_khula_or_divorce',
  'degree',
  'occupation',
  'handicap_detail',
  'hobbies',
  'state_current',
  'city_current',
  'fathers_name',
  'fathers_occupation',
  'mothers_name',
  'mothers_occupation',
  'expectations',
  'extra_information',
] as const;

/** Words before a match that are searched for a negation (DESIGN.md D9). */
export const BLOCKED_WORD_BEFORE_WINDOW = 6;
/** Words after a match that are searched for a negation or condemnation. */
export const BLOCKED_WORD_AFTER_WINDOW = 4;
/** Words after a negation searched for a word of willingness ("not a problem"). */
const WILLING_WINDOW = 2;
/** Single letters in a row that are read as one spelled word ("d o w r y"). */
const SPELLED_MIN = 3;

const squeeze = (s: string) => s.replace(/(.)\1+/gu, '$1');
/** Context words as the text's words are compared: folded, repeats squeezed ("free" is "fre"). */
const contextWord = (w: string) => squeeze(foldText(w));
const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(contextWord));

/** Negations that accept a match they precede (English, Hindi/Urdu in Latin letters, Devanagari, Urdu). */
const NEGATIONS_BEFORE = words(`
  no not never without against anti non zero nil nor neither none refuse refuses refused refusing
  reject rejects rejected oppose opposes opposed hate hates stop ban banned abolish avoid
  dont wont cant cannot didnt doesnt isnt arent wasnt werent shouldnt wouldnt mustnt
  nahi nahin nhi nai na naa mat bina baghair bagair bagher khilaf khilaaf
  नहीं नही न ना मत बिना खिलाफ ख़िलाफ़ نہیں نہ مت بغیر بنا خلاف
`);
/** Two-word negations before a match ("free from dowry"). */
const NEGATION_PAIRS_BEFORE: readonly (readonly [string, string])[] = (
  [
    ['free', 'from'],
    ['free', 'of'],
  ] as const
).map(([a, b]) => [contextWord(a), contextWord(b)] as const);
/** Negations and condemnations that accept a match they follow ("dowry-free", "dahej nahi"). */
const NEGATIONS_AFTER = words(`
  free not no never nor none nil nahi nahin nhi nai na haram prohibited forbidden banned illegal crime sin
  curse evil un unislamic khilaf khilaaf mana
  नहीं नही न ना हराम मना खिलाफ ख़िलाफ़ अपराध نہیں نہ حرام منع خلاف جرم لعنت
`);
/** Words that turn a negation into willingness ("no problem", "not only"). */
const WILLING = words(`
  problem problems issue issues objection objections hesitation hesitate mind worry worries concern
  concerns compromise doubt limit bar less shortage lack excuse excuses
  masla masala dikkat pareshani tension दिक्कत समस्या परेशानी मसला مسئلہ پریشانی فکر
`);
/** Words that make a negation right before them willingness ("not only dowry but..."). */
const WILLING_NEXT = words('only just');
/** Words that start a new clause. */
const CLAUSE_WORDS = words(`
  but however though although yet except lekin magar balki लेकिन मगर बल्कि لیکن مگر بلکہ
`);

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const hasLetter = (s: string) => /\p{L}/u.test(s);

/** A word of the text: folded, with repeats squeezed, its clause and whether it was spelled out. */
interface Word {
  word: string;
  clause: number;
  spelled: boolean;
}

interface RawWord {
  word: string;
  clause: number;
  /** The characters between the previous word and this one. */
  gap: string;
}

function rawWords(text: string): RawWord[] {
  // "don't", "can't", "won't" read as "do not", "ca not", "wo not".
  const folded = foldText(text).replace(/n['’`´]t(?![\p{L}\p{N}])/gu, ' not');
  const out: RawWord[] = [];
  let clause = 0;
  let last = 0;
  for (const m of folded.matchAll(/[\p{L}\p{M}\p{N}@$]+/gu)) {
    const gap = folded.slice(last, m.index);
    last = m.index + m[0].length;
    if (/[.!?;|•…\n\r]\s|[\n\r]/u.test(gap)) clause++;
    let word = m[0];
    if (!hasLetter(word)) {
      if (!/\p{N}/u.test(word)) continue;
    } else word = word.replace(/[013457@$]/g, (c) => LEET[c] ?? c);
    if (CLAUSE_WORDS.has(squeeze(word))) {
      clause++;
      continue;
    }
    out.push({ word, clause, gap });
  }
  return out;
}

const single = (w: RawWord) => [...w.word].length === 1 && hasLetter(w.word);

/** The words as written. */
function plainWords(raw: readonly RawWord[]): Word[] {
  return raw.map((w) => ({ word: squeeze(w.word), clause: w.clause, spelled: false }));
}

/**
 * The words with tricks undone: letters spelled one by one joined ("d o w r y"), and parts joined
 * by punctuation without any space ("dow.ry", "d-o-w-r-y").
 */
function joinedWords(raw: readonly RawWord[]): Word[] {
  const out: Word[] = [];
  let i = 0;
  while (i < raw.length) {
    const first = raw[i];
    if (!first) break;
    let j = i + 1;
    let word = first.word;
    // Letters one by one, separated by anything short within the clause.
    if (single(first)) {
      while (j < raw.length) {
        const next = raw[j];
        if (!next || !single(next) || next.clause !== first.clause || next.gap.length > 3) break;
        word += next.word;
        j++;
      }
      if (j - i >= SPELLED_MIN) {
        out.push({ word: squeeze(word), clause: first.clause, spelled: true });
        i = j;
        continue;
      }
      j = i + 1;
      word = first.word;
    }
    // Parts glued by punctuation without white space.
    while (j < raw.length) {
      const next = raw[j];
      if (!next || next.gap === '' || /\s/u.test(next.gap) || next.clause !== first.clause) break;
      word += next.word;
      j++;
    }
    out.push({ word: squeeze(word), clause: first.clause, spelled: false });
    i = j;
  }
  return out;
}

/** True when the negation at `k` is followed by a word of willingness ("no problem"). */
function willingAfter(list: readonly Word[], k: number): boolean {
  const clause = list[k]?.clause;
  const next = list[k + 1];
  if (next !== undefined && next.clause === clause && WILLING_NEXT.has(next.word)) return true;
  for (let n = k + 1; n <= k + WILLING_WINDOW && n < list.length; n++) {
    const w = list[n];
    if (!w || w.clause !== clause) return false;
    if (WILLING.has(w.word)) return true;
  }
  return false;
}

/** True when the match `list[from..to]` of `keyword` is negated in its clause (file comment, step 4). */
function negated(list: readonly Word[], from: number, to: number, keyword: Keyword): boolean {
  const clause = list[from]?.clause;
  let count = 0;
  for (let k = from - 1; k >= 0 && k >= from - BLOCKED_WORD_BEFORE_WINDOW; k--) {
    const w = list[k];
    // An earlier mention of the keyword has its own context ("against dowry, free from dowry").
    if (!w || w.clause !== clause || w.word === keyword.joined || w.word === keyword.parts.at(-1)) break;
    const next = list[k + 1];
    const pair =
      next !== undefined &&
      k + 1 < from &&
      NEGATION_PAIRS_BEFORE.some(([a, b]) => a === w.word && b === next.word);
    if ((NEGATIONS_BEFORE.has(w.word) || pair) && !willingAfter(list, k)) count++;
  }
  if (count % 2 === 1) return true;
  for (let k = to + 1; k < list.length && k <= to + BLOCKED_WORD_AFTER_WINDOW; k++) {
    const w = list[k];
    if (!w || w.clause !== clause) break;
    if (NEGATIONS_AFTER.has(w.word) && !willingAfter(list, k)) return true;
  }
  return false;
}

interface Keyword {
  parts: string[];
  joined: string;
}

const cache = new Map<string, Keyword | undefined>();

function compile(keyword: string): Keyword | undefined {
  if (cache.has(keyword)) return cache.get(keyword);
  const parts = rawWords(keyword).map((w) => squeeze(w.word));
  const out = parts.length > 0 ? { parts, joined: squeeze(parts.join('')) } : undefined;
  if (cache.size > 1000) cache.clear();
  cache.set(keyword, out);
  return out;
}

/** True when `list` holds `k` outside a negated context. */
function refusedIn(list: readonly Word[], k: Keyword): boolean {
  for (let i = 0; i < list.length; i++) {
    const w = list[i];
    if (!w) continue;
    if (w.spelled && w.word !== k.joined && w.word.includes(k.joined)) return true;
    let end = -1;
    if (k.parts.length > 1 && w.word === k.joined) end = i;
    else if (k.parts.every((p, n) => list[i + n]?.word === p)) end = i + k.parts.length - 1;
    if (end >= 0 && !negated(list, i, end, k)) return true;
  }
  return false;
}

/**
 * The first of `keywords` (in list order) that `text` contains outside a negated context, as the
 * keyword is written in the list, or undefined (see the file comment). Takes any text; never throws.
 */
export function findBlockedWord(text: string, keywords: readonly string[]): string | undefined {
  if (!text || keywords.length === 0) return undefined;
  const raw = rawWords(text);
  const plain = plainWords(raw);
  const joined = joinedWords(raw);
  return keywords.find((keyword) => {
    const k = compile(keyword);
    return k !== undefined && (refusedIn(plain, k) || refusedIn(joined, k));
  });
}

/**
 * The first free-text field of `form` (PROFILE_TEXT_FIELDS) that contains a blocked keyword, with
 * the keyword, or undefined. Values that are not strings are ignored.
 */
export function findBlockedWordInForm(
  form: Record<string, unknown>,
  keywords: readonly string[],
): { field: string; word: string } | undefined {
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = form[field];
    if (typeof value !== 'string') continue;
    const word = findBlockedWord(value, keywords);
    if (word) return { field, word };
  }
  return undefined;
}

/** The message of SPEC.md section 5 for a blocked word, as a ref (DESIGN.md D18). */
export const blockedWordRef = (word: string): MessageRef => msg('blockedWords', { word });
/** The English text of `blockedWordRef`. */
export const blockedWordMessage = (word: string) => messageText(blockedWordRef(word));
