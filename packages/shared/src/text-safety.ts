/**
 * Text safety shared by the web forms and the server (DESIGN.md D6 and D9, issue 13 defect 9):
 * the normalisation that blocked-word matching runs on, and the search for phone numbers and e-mail
 * addresses written into free text.
 *
 * Normalisation (`foldText`), for matching only (the stored text never changes):
 * - Unicode NFKC: full-width (ｄｏｗｒｙ), mathematical (𝐝𝐨𝐰𝐫𝐲), circled and superscript letters
 *   become plain letters;
 * - invisible characters (zero-width space and joiners, soft hyphen, bidi marks, variation
 *   selectors) are dropped, so "dow\u200Bry" is "dowry";
 * - lower case, then Latin look-alikes folded by `CONFUSABLES` below (Cyrillic о, Greek ο,
 *   Armenian օ, small capitals, ı, ł, ø...), and accents on Latin letters dropped (dòwrý);
 * - digits of Indian scripts and Arabic-Indic digits become ASCII digits (`asciiDigits`).
 *
 * Why a table and not the `confusables` package: that package strips every combining mark and maps
 * some Devanagari and Arabic letters to Latin ("दहेज नहीं" became "दहज नह", "چاہیے" became
 * "چiہیے"), which breaks the Hindi and Urdu that the app supports (D14), and it caches every input
 * string without bound, which a server cannot afford. The table covers the scripts that carry
 * Latin look-alikes and leaves Devanagari and Arabic script untouched.
 *
 * Contact details (`findContactDetails`): phone numbers via libphonenumber-js
 * `findPhoneNumbersInText` (India by default, so "98765 43210", "+91-98765-43210", "0522 2345678"
 * and "+971 50 123 4567" are found; spaced, dotted, dashed and underscored groups too), numbers
 * spelled in the digit words of the interface languages (number-words.ts: "nine eight seven...",
 * "नौ आठ सात...", "نو آٹھ سات...") or mixed with digits ("9876five43210"), groups joined by words
 * ("98765 and then 43210"), and e-mail addresses, also written "name at gmail dot com",
 * "name[at]gmail[.]com", "name at the rate gmail dot com", "name at gmail" (mail-only services)
 * or letter by letter ("z a i n a b @ g m a i l . c o m"). A spelled run counts only when it is a
 * valid phone number, so heights, years, ages, salaries and counts pass (issue 28 point 6).
 * Profile forms refuse such text (see `withoutContactDetails`); chat can mask it with
 * `maskContactDetails`.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { z } from 'zod';
import { INDIA_CODE } from './constants';
import { messageText, msg, type MessageRef } from './messages';
import { NUMBER_FILLER_MAX, NUMBER_FILLERS, NUMBER_WORDS, REPEAT_WORDS, numberWordKey } from './number-words';
import { addMessageIssue } from './zod-messages';

/**
 * Latin look-alikes of other scripts, lower case (the input is lower-cased first), each written as
 * the look-alike followed by its Latin letters. Only letters whose usual glyph is read as the Latin
 * letter are listed: folding more would merge real words.
 */
const CONFUSABLES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    // Cyrillic
    'аa вb гr еe ёe з3 іi їi јj кk мm нh оo пn рp сc тt уy хx шw ьb ѕs ԁd ԛq ԝw һh ӏl',
    'үy ҁc ꙇi',
    // Greek
    'αa βb γy δd εe ηn ιi κk μu νv οo ρp σo ςc τt υu χx ωw ϲc ϳj',
    // Armenian
    'օo սu ոn հh ցg զq',
    // Latin letters that NFKC keeps: dotless i, barred and stroked letters, small capitals
    'ıi ȷj łl øo đd ðd ħh ŧt ƀb ɑa ɡg ɢg ʀr ɪi ɴn ʏy ᴀa ʙb ᴄc ᴅd ᴇe ꜰf ʜh ᴊj ᴋk ʟl ᴍm',
    'ᴏo ᴘp ᴛt ᴜu ᴠv ᴡw ᴢz ɩi ɵo ʋv ßss æae œoe',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [pair.slice(0, 1), pair.slice(1)]),
);

/** Zero of each decimal digit block used in India and Pakistan (Nd blocks run 0 to 9). */
const DIGIT_ZEROS = [
  0x660, // Arabic-Indic
  0x6f0, // Extended Arabic-Indic (Urdu)
  0x966, // Devanagari
  0x9e6, // Bengali
  0xa66, // Gurmukhi
  0xae6, // Gujarati
  0xb66, // Odia
  0xbe6, // Tamil
  0xc66, // Telugu
  0xce6, // Kannada
  0xd66, // Malayalam
];

/** Soft hyphen, zero-width characters, bidi controls, variation selectors, fillers. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** `text` with the digits of Indian scripts and Arabic-Indic digits written as ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    const code = d.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? d : String(code - zero);
  });
}

/**
 * `text` folded for matching (see the file comment): NFKC, invisible characters dropped, lower
 * case, Latin look-alikes folded, accents on Latin letters dropped, ASCII digits. Devanagari and
 * Arabic script keep their letters and marks (decomposed, NFD), so a keyword folded the same way
 * still matches. Takes and returns a string; never throws.
 */
export function foldText(text: string): string {
  const lower = text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFD');
  let out = '';
  for (const ch of lower) out += CONFUSABLES[ch] ?? ch;
  return asciiDigits(out.replace(/(?<=[a-z])\p{M}+/gu, ''));
}

// ---------------------------------------------------------------------------------------------
// Contact details in free text

/** What `findContactDetails` found: a phone number or an e-mail address. */
export type ContactKind = 'phone' | 'email';

/** One contact detail found in a text, with its place (UTF-16 offsets of the text as given). */
export interface ContactDetail {
  kind: ContactKind;
  /** The text as written. */
  text: string;
  start: number;
  end: number;
}

/**
 * Accepts what libphonenumber-js finds with India as default country, except runs of other
 * numbers it reads as long Indian numbers ("1995 2018 2020", "1234567890"): an Indian number
 * written without +91 or a leading 0 must be a 10-digit mobile (6 to 9 first).
 */
function plausiblePhone(country: string | undefined, national: string, written: string): boolean {
  if (country !== INDIA_CODE) return true;
  if (national.length !== 10) return false;
  return /^[6-9]/.test(national) || /^[\s(]*(?:\+|00|0)/.test(written);
}

function phonesIn(text: string): ContactDetail[] {
  const out: ContactDetail[] = [];
  for (const m of findPhoneNumbersInText(text, { defaultCountry: INDIA_CODE })) {
    const written = text.slice(m.startsAt, m.endsAt);
    if (plausiblePhone(m.number.country, m.number.nationalNumber, written)) {
      out.push({ kind: 'phone', text: written, start: m.startsAt, end: m.endsAt });
    }
  }
  return out;
}

/** Fewer spelled digits than this are not read as a phone number. */
const SPELLED_PHONE_MIN_DIGITS = 8;

/**
 * Numbers spelled as words of the interface languages (number-words.ts: "nine eight seven...",
 * "नौ आठ सात...", "double nine"), mixed with digits even without a space ("9876five43210"), and
 * digit groups joined by filler words ("98765 and then 43210"), read digit by digit; a run counts
 * when it spells a valid phone number (`phonesIn`), so years, heights and counts pass.
 */
function spelledPhonesIn(text: string): ContactDetail[] {
  const out: ContactDetail[] = [];
  let run: { start: number; end: number; digits: string; repeat: number; fillers: number } | undefined;
  const flush = () => {
    if (run && run.digits.length >= SPELLED_PHONE_MIN_DIGITS && phonesIn(run.digits).length > 0) {
      out.push({ kind: 'phone', text: text.slice(run.start, run.end), start: run.start, end: run.end });
    }
    run = undefined;
  };
  let last = 0;
  // Digits and letters are separate words, so "9876five43210" reads as three.
  for (const m of text.matchAll(/\p{N}+|[\p{L}\p{M}]+/gu)) {
    const gap = text.slice(last, m.index);
    last = m.index + m[0].length;
    // Words of one number are separated by nothing, spaces, commas, dashes, dots or underscores.
    if (run && !/^[\s,.\-–/_]*$/.test(gap)) flush();
    const key = numberWordKey(m[0]);
    const repeat = REPEAT_WORDS.get(key);
    const digits = NUMBER_WORDS.get(key) ?? (/^\d+$/.test(key) ? key : undefined);
    if (repeat === undefined && digits === undefined) {
      if (run && NUMBER_FILLERS.has(key) && run.fillers < NUMBER_FILLER_MAX) run.fillers++;
      else flush();
      continue;
    }
    run ??= { start: m.index, end: m.index, digits: '', repeat: 1, fillers: 0 };
    run.end = last;
    run.fillers = 0;
    if (repeat !== undefined) run.repeat = repeat;
    else if (digits !== undefined) {
      run.digits += digits.repeat(run.repeat);
      run.repeat = 1;
    }
  }
  flush();
  return out;
}

// Lengths bounded as in RFC 5321 (64 and 63), which also keeps the search linear in long words.
const LOCAL = String.raw`[\p{L}\p{N}_.%+\-]{1,64}`;
const LABEL = String.raw`[\p{L}\p{N}\-]{1,63}`;
const END = String.raw`(?![\p{L}\p{N}])`;
const TLDS = 'com|in|net|org|co|edu|info|me|io|uk|ae|sa|pk|us|ca|au|qa|kw|om|bh|biz';
/** Mail services whose name makes "name at gmail.com" or "name @ gmail . com" an address. */
const PROVIDERS =
  'gmail|googlemail|yahoo|ymail|rediffmail|rediff|hotmail|outlook|live|msn|icloud|aol|protonmail|proton|zoho';
/**
 * Mail services that are nobody's workplace, whose name alone after "at" or "@" makes an address
 * ("zainab at gmail"); "at yahoo" or "@ outlook" may name an employer or a word.
 */
const MAIL_ONLY = 'gmail|googlemail|ymail|rediffmail|hotmail|protonmail';
/** Bracketed "at" and "dot" ("[at]", "(dot)", "{.}"): only used to hide an address. */
const AT_BRACKET = String.raw`\s*[\[({<]\s*(?:at|@)\s*[\])}>]\s*`;
const DOT_SPELLED = String.raw`(?:\s*[\[({<]\s*(?:dot|\.)\s*[\])}>]\s*|\s+dot\s+)`;
const DOT_ANY = String.raw`(?:${DOT_SPELLED}|\s*\.\s*)`;
const re = (source: string) => new RegExp(source, 'giu');
/**
 * Patterns of an e-mail address, plain or disguised. A plain " at " or a spaced "@" alone is not
 * enough ("engineer at infosys.com", "Analyst @ Amazon.in" name a workplace): it must come with a
 * spelled dot ("dot", "[dot]") or a mail service's name.
 */
const EMAILS = [
  // ayesha.siddiqui@gmail.com
  re(String.raw`${LOCAL}[@＠]${LABEL}(?:\.${LABEL})*\.\p{L}{2,}${END}`),
  // ayesha[at]gmail[dot]com, ayesha(at)gmail.com
  re(String.raw`${LOCAL}${AT_BRACKET}${LABEL}(?:${DOT_ANY}${LABEL})*?${DOT_ANY}(?:${TLDS})${END}`),
  // ayesha at gmail dot com, ayesha @ gmail dot com
  re(String.raw`${LOCAL}(?:\s+at\s+|\s*@\s*)${LABEL}(?:${DOT_ANY}${LABEL})*?${DOT_SPELLED}(?:${TLDS})${END}`),
  // ayesha at gmail.com, ayesha @ gmail . com
  re(
    String.raw`${LOCAL}(?:\s+at\s+|\s*@\s*)(?:${PROVIDERS})(?:${DOT_ANY}${LABEL})*?${DOT_ANY}(?:${TLDS})${END}`,
  ),
  // zainab at gmail, zainab @ hotmail
  re(String.raw`${LOCAL}(?:\s+at\s+|\s*@\s*)(?:${MAIL_ONLY})${END}`),
];

/** A text rewritten for searching, with where each of its UTF-16 units came from in the original. */
interface Mapped {
  text: string;
  /** Original start and end of each unit; a replacement's units span the whole replaced text. */
  starts: number[];
  ends: number[];
}

function rewrite(m: Mapped, pattern: RegExp, replacement: string): Mapped {
  const out: Mapped = { text: '', starts: [], ends: [] };
  let at = 0;
  const copy = (to: number) => {
    out.text += m.text.slice(at, to);
    out.starts.push(...m.starts.slice(at, to));
    out.ends.push(...m.ends.slice(at, to));
  };
  for (const x of m.text.matchAll(pattern)) {
    copy(x.index);
    const end = x.index + x[0].length;
    out.text += replacement;
    for (let i = 0; i < replacement.length; i++) {
      out.starts.push(m.starts[x.index] ?? 0);
      out.ends.push(m.ends[end - 1] ?? 0);
    }
    at = end;
  }
  copy(m.text.length);
  return out;
}

/** "at the rate (of)", "attherate", "at d rate": how "@" is said aloud in India. */
const AT_SPOKEN = /(?<![\p{L}\p{N}])at[\s\-_]*(?:the|d|da)[\s\-_]*rate(?:\s+of)?(?![\p{L}\p{N}])/giu;
/** White space between two single characters ("z a i n a b @ g m a i l . c o m"). */
const SPELLED_GAP = /(?<=(?:^|\s)[\p{L}\p{N}@.])\s+(?=[\p{L}\p{N}@.](?:\s|$))/gu;

/**
 * E-mail addresses in `text`, also said aloud ("zainab at the rate gmail dot com") or spelled
 * letter by letter: the patterns run on the text with "at the rate" read as "@" and the spaces
 * between single characters removed, and the places are mapped back to `text`.
 */
function emailsIn(text: string): ContactDetail[] {
  const units = [...Array(text.length).keys()];
  let m: Mapped = { text, starts: units, ends: units.map((i) => i + 1) };
  m = rewrite(m, AT_SPOKEN, '@');
  m = rewrite(m, SPELLED_GAP, '');
  const out: ContactDetail[] = [];
  for (const pattern of EMAILS) {
    for (const x of m.text.matchAll(pattern)) {
      const start = m.starts[x.index] ?? 0;
      const end = m.ends[x.index + x[0].length - 1] ?? start;
      out.push({ kind: 'email', text: text.slice(start, end), start, end });
    }
  }
  return out;
}

/**
 * Every phone number and e-mail address written in `text` (see the file comment), in order of
 * place, overlaps merged. Offsets are those of `text` as given when it holds only characters that
 * NFKC keeps the same length (else of its NFKC form). Never throws.
 */
export function findContactDetails(text: string): ContactDetail[] {
  if (!text) return [];
  // Full-width digits and "＠" become ASCII; invisible characters count as nothing.
  const plain = text.normalize('NFKC').replace(INVISIBLE, (c) => ' '.repeat(c.length));
  const digits = asciiDigits(plain);
  // Underscores separate digit groups like spaces ("98765_43210"); e-mail names keep theirs.
  const spaced = digits.replace(/_/g, ' ');
  const all = [...emailsIn(digits), ...phonesIn(spaced), ...spelledPhonesIn(digits)].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  const out: ContactDetail[] = [];
  for (const d of all) {
    const prev = out.at(-1);
    if (prev && d.start < prev.end) {
      prev.end = Math.max(prev.end, d.end);
      prev.text = plain.slice(prev.start, prev.end);
    } else out.push({ ...d, text: plain.slice(d.start, d.end) });
  }
  return out;
}

/** The message for contact details written into a free-text field (refused, not masked). */
export function contactDetailRef(kind: ContactKind): MessageRef {
  switch (kind) {
    case 'phone':
      return msg('phoneInText');
    case 'email':
      return msg('emailInText');
  }
}

/** The English text of `contactDetailRef`. */
export const contactDetailMessage = (kind: ContactKind): string => messageText(contactDetailRef(kind));

/**
 * `schema` (a text field) refusing contact details with `contactDetailMessage`: for profile fields
 * the writer is there to remove the number, whereas masking would publish a changed text they did
 * not write. Used by the profile form schemas, so the web form and the route agree (DESIGN.md D6).
 */
export function withoutContactDetails<T extends z.ZodType<string | undefined>>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    if (typeof value !== 'string') return;
    const found = findContactDetails(value)[0];
    if (found) addMessageIssue(ctx, contactDetailRef(found.kind));
  });
}

/**
 * `text` with every contact detail replaced by `mask` (default "***"), for messages already sent
 * (chat) where refusing is not possible. Takes the text as written; returns its NFKC form when a
 * detail was found, else `text` unchanged.
 */
export function maskContactDetails(text: string, mask = '***'): string {
  const found = findContactDetails(text);
  if (found.length === 0) return text;
  const plain = text.normalize('NFKC');
  let out = '';
  let at = 0;
  for (const d of found) {
    out += plain.slice(at, d.start) + mask;
    at = d.end;
  }
  return out + plain.slice(at);
}
