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
 * and "+971 50 123 4567" are found; spaced, dotted and dashed groups too), numbers spelled in
 * English or Hindi/Urdu number words ("nine eight seven six..."), and e-mail addresses, also written
 * "name at gmail dot com" or "name[at]gmail[.]com". Profile forms refuse such text (see
 * `withoutContactDetails`); chat can mask it with `maskContactDetails`.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { z } from 'zod';
import { INDIA_CODE } from './constants';
import { messageText, msg, type MessageRef } from './messages';
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

/** Number words of English and of Hindi/Urdu written in Latin letters, with their digits. */
const NUMBER_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['0', 'zero oh shunya shoonya sifar'],
    ['1', 'one ek'],
    ['2', 'two do'],
    ['3', 'three teen'],
    ['4', 'four char chaar'],
    ['5', 'five panch paanch'],
    ['6', 'six chhe chhah che'],
    ['7', 'seven saat'],
    ['8', 'eight aath'],
    ['9', 'nine nau'],
  ].flatMap(([digit = '', names = '']) => names.split(' ').map((name) => [name, digit])),
);
const REPEAT_WORDS: Readonly<Record<string, number>> = { double: 2, triple: 3 };
/** Fewer spelled digits than this are not read as a phone number. */
const SPELLED_PHONE_MIN_DIGITS = 8;

/**
 * Numbers spelled as words ("nine eight seven six five four three two one zero", "double nine"),
 * mixed with digits, read digit by digit; a run counts when it spells a valid phone number.
 */
function spelledPhonesIn(text: string): ContactDetail[] {
  const out: ContactDetail[] = [];
  const word = /[\p{L}\p{N}]+/gu;
  let run: { start: number; end: number; digits: string; repeat: number } | undefined;
  const flush = () => {
    if (run && run.digits.length >= SPELLED_PHONE_MIN_DIGITS) {
      const found = phonesIn(run.digits);
      if (found.length > 0) {
        out.push({ kind: 'phone', text: text.slice(run.start, run.end), start: run.start, end: run.end });
      }
    }
    run = undefined;
  };
  let last = 0;
  for (const m of text.matchAll(word)) {
    const w = asciiDigits(m[0].toLowerCase());
    const gap = text.slice(last, m.index);
    last = m.index + m[0].length;
    // Words of one number are separated by spaces, commas, dashes or dots only.
    if (run && !/^[\s,.\-–/]*$/.test(gap)) flush();
    const repeat = REPEAT_WORDS[w];
    const digits = NUMBER_WORDS[w] ?? (/^\d+$/.test(w) ? w : undefined);
    if (repeat === undefined && digits === undefined) {
      flush();
      continue;
    }
    run ??= { start: m.index, end: m.index, digits: '', repeat: 1 };
    run.end = last;
    if (repeat !== undefined) run.repeat = repeat;
    else if (digits !== undefined) {
      run.digits += digits.repeat(run.repeat);
      run.repeat = 1;
    }
  }
  flush();
  // A run of plain digits is already found by `phonesIn`; keep only runs with a number word.
  return out.filter((d) => /\p{L}/u.test(d.text));
}

const LOCAL = String.raw`[\p{L}\p{N}._%+\-]+`;
const LABEL = String.raw`[\p{L}\p{N}\-]+`;
const END = String.raw`(?![\p{L}\p{N}])`;
const TLDS = 'com|in|net|org|co|edu|info|me|io|uk|ae|sa|pk|us|ca|au|qa|kw|om|bh|biz';
/** Mail services whose name makes "name at gmail.com" or "name @ gmail . com" an address. */
const PROVIDERS =
  'gmail|googlemail|yahoo|ymail|rediffmail|rediff|hotmail|outlook|live|msn|icloud|aol|protonmail|proton|zoho';
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
];

function emailsIn(text: string): ContactDetail[] {
  const out: ContactDetail[] = [];
  for (const pattern of EMAILS) {
    for (const m of text.matchAll(pattern)) {
      out.push({ kind: 'email', text: m[0], start: m.index, end: m.index + m[0].length });
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
  const all = [...emailsIn(digits), ...phonesIn(digits), ...spelledPhonesIn(digits)].sort(
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
