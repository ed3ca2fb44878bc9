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
 * 4. Context, to avoid refusing families that refuse dowry: a match is accepted only when a negation
 *    governs it ("no dowry", "we do not want dowry", "dowry not wanted", "dahej nahi chahiye",
 *    "दहेज नहीं चाहिए", "جہیز نہیں چاہیے"), not when a "not" merely stands nearby ("dowry is not
 *    optional", "not a broker, dowry required"). The rule is in blocked-words-context.ts.
 * 5. Variants (keyword-variants.ts): when nothing matched as written, text and keywords are
 *    matched again with spelling and script forms written as one word ("dahez", "दहेज", "جہیز"
 *    as "dowry"; "pay tm" as "paytm"; "bank a/c" as "bank account"; "whats app" as "whatsapp").
 */
import { contextLists, governedNegation, type Word } from './blocked-words-context';
import { rewriteVariants } from './keyword-variants';
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

/** Single letters in a row that are read as one spelled word ("d o w r y"). */
const SPELLED_MIN = 3;

const squeeze = (s: string) => s.replace(/(.)\1+/gu, '$1');
/** Context words as the text's words are compared: folded, repeats squeezed ("free" is "fre"). */
const contextWord = (w: string) => squeeze(foldText(w));
const LISTS = contextLists(contextWord);
/** Words that start a new clause. */
const CLAUSE_WORDS = new Set(
  'but however though although yet except lekin magar balki लेकिन मगर बल्कि لیکن مگر بلکہ'
    .split(' ')
    .map(contextWord),
);
/** Characters between words that end a clause: sentence ends (also । and ۔) and line breaks. */
const CLAUSE_END = /[.!?;|•…]\s|[\n\r।॥۔؟]/u;
/** Characters between words that end a phrase inside a clause. */
const PHRASE_END = /[,،]/u;

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

interface RawWord {
  word: string;
  clause: number;
  phrase: number;
  /** The characters between the previous word and this one. */
  gap: string;
}

/** The words of `text`; with `variants`, keyword forms rewritten first (file comment, step 5). */
function rawWords(text: string, variants: boolean): RawWord[] {
  // "don't", "can't", "won't" read as "do not", "ca not", "wo not".
  let folded = foldText(text).replace(/n['’`´]t(?![\p{L}\p{N}])/gu, ' not');
  if (variants) folded = rewriteVariants(folded, foldText);
  const out: RawWord[] = [];
  let clause = 0;
  let phrase = 0;
  let last = 0;
  for (const m of folded.matchAll(/[\p{L}\p{M}\p{N}@$]+/gu)) {
    const gap = folded.slice(last, m.index);
    last = m.index + m[0].length;
    if (CLAUSE_END.test(gap)) {
      clause++;
      phrase++;
    } else if (PHRASE_END.test(gap)) phrase++;
    let word = m[0];
    if (!hasLetter(word)) {
      if (!/\p{N}/u.test(word)) continue;
    } else word = word.replace(/[013457@$]/g, (c) => LEET[c] ?? c);
    if (CLAUSE_WORDS.has(squeeze(word))) {
      clause++;
      phrase++;
      continue;
    }
    out.push({ word, clause, phrase, gap });
  }
  return out;
}

const single = (w: RawWord) => [...w.word].length === 1 && hasLetter(w.word);

/** The words as written. */
function plainWords(raw: readonly RawWord[]): Word[] {
  return raw.map((w) => ({ word: squeeze(w.word), clause: w.clause, phrase: w.phrase, spelled: false }));
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
        out.push({ word: squeeze(word), clause: first.clause, phrase: first.phrase, spelled: true });
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
    out.push({ word: squeeze(word), clause: first.clause, phrase: first.phrase, spelled: false });
    i = j;
  }
  return out;
}

interface Keyword {
  parts: string[];
  joined: string;
  /** The forms that end the look-back for a negation: an earlier mention has its own context. */
  mentions: Set<string>;
}

const cache = new Map<string, Keyword | undefined>();

function compile(keyword: string, variants: boolean): Keyword | undefined {
  const key = `${variants ? 'v' : 'p'}${keyword}`;
  if (cache.has(key)) return cache.get(key);
  const parts = rawWords(keyword, variants).map((w) => squeeze(w.word));
  const joined = squeeze(parts.join(''));
  const last = parts.at(-1) ?? joined;
  const out = parts.length > 0 ? { parts, joined, mentions: new Set([joined, last]) } : undefined;
  if (cache.size > 1000) cache.clear();
  cache.set(key, out);
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
    if (end >= 0 && !governedNegation(LISTS, list, i, end, k.mentions)) return true;
  }
  return false;
}

/**
 * The first of `keywords` (in list order) that `text` contains outside a negated context, as the
 * keyword is written in the list, or undefined (see the file comment). Takes any text; never throws.
 */
export function findBlockedWord(text: string, keywords: readonly string[]): string | undefined {
  if (!text || keywords.length === 0) return undefined;
  for (const variants of [false, true]) {
    const raw = rawWords(text, variants);
    const plain = plainWords(raw);
    const joined = joinedWords(raw);
    const found = keywords.find((keyword) => {
      const k = compile(keyword, variants);
      return k !== undefined && (refusedIn(plain, k) || refusedIn(joined, k));
    });
    if (found !== undefined) return found;
  }
  return undefined;
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
/** The same for a message (chat, group, proposal note): it names the message, not the profile. */
export const blockedWordInMessageRef = (word: string): MessageRef => msg('blockedWordsMessage', { word });
/** The English text of `blockedWordInMessageRef`. */
export const blockedWordInMessage = (word: string) => messageText(blockedWordInMessageRef(word));

/**
 * The blocked keywords a new database starts with (DESIGN.md D9); moderators edit the list in the
 * console afterwards, so the server reads the database's list, never this one, when it checks text.
 */
export const SEED_BLOCKED_KEYWORDS: readonly string[] = [
  'broker',
  'dowry',
  'dahej',
  'paytm',
  'phonepe',
  'gpay',
  'google pay',
  'upi id',
  'bank account',
  'send money',
  'registration fee',
  'fees',
  'whatsapp me',
  'call me on',
  'idiot',
  'bastard',
];
