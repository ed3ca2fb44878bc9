/**
 * The scam shield (DESIGN.md D20): does a chat or group message ask for money, bank or UPI
 * details, gift cards or a payment-app transfer? A match does not stop the message: it is
 * delivered with `scam: true`, both sides see a warning in their language (the service is free;
 * pay no one) and moderators see the counts.
 *
 * How it matches (simple on purpose, and without reading negation):
 * 1. The text is normalised: NFKC, lower case, Latin accents, the Devanagari nukta and Arabic
 *    vowel marks dropped, Urdu letter variants unified (ي ى → ی, ك → ک, ه ة ۃ → ہ, hamza forms to
 *    their base letter), Devanagari and Arabic digits read as 0-9, thousands separators removed
 *    ("10,000"), ₹ read as "rs", repeated Latin letters squeezed ("paiseee"), letters spelled one by
 *    one joined ("U P I", "u.p.i").
 * 2. It is cut into words. A phrase of the lists below is a sequence of word choices: `a|b` is a
 *    choice, `x*` a word starting with x, `#` an amount (a number of 3 digits or more, or a number
 *    followed by k / hazar / thousand / lakh / हजार / ہزار), `.` up to one other word in between
 *    and `..` up to two.
 * 3. The first phrase found wins; `phrase` is the matched words as normalised.
 *
 * Known limits: negation is not read ("mujhe paise nahi chahiye" matches, and so would "never
 * share your UPI id"); a payment app's name alone matches ("I work at Paytm"); a proverb about
 * money matches when it holds a sending verb; amounts in words ("paanch hazaar bhejo") and
 * numbers split by spaces are not read; a year written right after "send" ("send 1995") reads as
 * an amount. A false warning costs little: the message is still delivered.
 */

/** What `detectScam` found. */
export interface ScamMatch {
  match: boolean;
  /** The matched words as normalised, when `match`. */
  phrase?: string;
}

const MONEY_EN = 'money|cash|funds|fund|amount|payment|paisa|paise|rupees|rupes';
const SEND_EN = 'send|sent|transfer|wire|lend|give|deposit';
const MONEY_ROMAN = 'pais*|pes*|pyse|paesa|rupay*|rupe*|rupiy*|raqam|rakam|rakm|money|cash|amount';
const VERB_ROMAN =
  'bhej*|bhij*|bejo|bej|transfer|chahiye|chahie|chaiye|chahye|chahiya|jama|dal*|daal*|dedo|dijiye|dijie|send';
const MONEY_HI = 'पैस*|पेस*|रुपय*|रुपए|रुपये|रूपये|रूपए|रकम|राशि';
const VERB_HI = 'भेज*|भिजवा*|चाहिए|चाहिये|ट्रांसफर|जमा|डाल*|दीजिए|दीजिये|दो|दे';
const MONEY_UR = 'پیس*|روپے|روپیہ|روپئے|روپیے|رقم';
const VERB_UR = 'بھیج*|بھجوا*|چاہیے|چاہئے|چاہیئے|ٹرانسفر|جمع|ڈال*|دے|دیں|دیجیے|دیجئے|دو';
const APPS =
  'upi|upiid|paytm|phonepe|gpay|googlepay|bhim|paypal|venmo|easypaisa|jazzcash|westernunion|moneygram|bitcoin|btc|usdt|crypto';

/** Phrases per language (the file comment explains the notation). */
export const SCAM_PHRASES: Readonly<Record<'english' | 'roman' | 'hindi' | 'urdu', readonly string[]>> = {
  english: [
    `${SEND_EN}|need|urgent|borrow .. ${MONEY_EN}|loan`,
    `${SEND_EN}|pay|need .. #`,
    APPS,
    'google|amazon|apple pay',
    'phone pe',
    'pay tm',
    'g pay',
    'western union',
    'money gram',
    'easy paisa',
    'jazz cash',
    'gift|itunes|steam|playstore card*|voucher*|code*',
    'google|apple play|store card*|voucher*',
    'bank . account|acount|details|detail|transfer',
    'account|acount number|no|details|detail',
    'ifsc',
    'registration|processing|customs|custom|clearance|courier|joining|membership|verification fee*|charge*|duty',
    'advance payment|fee*|money',
    'share|send|tell|give|forward . otp',
  ],
  roman: [
    `${MONEY_ROMAN} . ${VERB_ROMAN}`,
    `${MONEY_ROMAN} . de do`,
    `# .. ${VERB_ROMAN}`,
    '# .. de do',
    'khata|khate account|acount|number|nambar|no',
    'fee|fees|fis . jama|bhej*|bharo|bhar*',
    'recharge . karwa*|kara*|karo|kardo|karva*|krwa*|kra*|krdo|kar|kr',
    'otp . bhej*|batao|btao|bata|do|de|dedo',
  ],
  hindi: [
    `${MONEY_HI} . ${VERB_HI}`,
    `# .. ${VERB_HI}`,
    'यूपीआई|पेटीएम|फोनपे|गूगलपे|भीम|जीपे',
    'यू पी आई',
    'फोन पे',
    'गूगल पे',
    'जी पे',
    'बैंक खाता|खाते|अकाउंट|एकाउंट|डिटेल*',
    'खाता|खाते|अकाउंट|एकाउंट नंबर|संख्या',
    'रजिस्ट्रेशन|पंजीकरण|प्रोसेसिंग फीस|शुल्क|चार्ज*',
    'फीस|शुल्क . जमा|भेज*|भर*',
    'रिचार्ज . करवा*|करा*|कर',
    'गिफ्ट कार्ड',
    'ओटीपी . भेज*|बताओ|बताइए|दो|दे',
  ],
  urdu: [
    `${MONEY_UR} . ${VERB_UR}`,
    `# .. ${VERB_UR}`,
    'یو پی آئی',
    'یوپی آئی',
    'یوپیآئی',
    'پے ٹی ایم',
    'فون پے',
    'گوگل پے',
    'ایزی پیسہ',
    'جاز کیش',
    'بینک|بنک اکاؤنٹ|اکاونٹ|کھاتہ|کھاتے|تفصیل*',
    'اکاؤنٹ|اکاونٹ|کھاتہ|کھاتے نمبر',
    'رجسٹریشن|پروسیسنگ فیس|چارج*',
    'فیس . جمع|بھیج*|بھر*',
    'ریچارج . کروا*|کرا*|کر',
    'گفٹ کارڈ',
    'او ٹی پی . بھیج*|بتائیں|بتاؤ|دو|دیں',
  ],
};

/** Words after a number that make it an amount ("5 k", "5 hazar", "2 lakh"). */
const MULTIPLIERS = new Set([
  'k',
  'hazar',
  'hazaar',
  'hajar',
  'thousand',
  'lakh',
  'lac',
  'हजार',
  'लाख',
  'ہزار',
  'لاکھ',
]);
/** Smallest bare number read as an amount. */
const AMOUNT_MIN = 100;

const DIGIT_RANGES: readonly [number, number][] = [
  [0x0966, 0x096f], // Devanagari
  [0x0660, 0x0669], // Arabic-Indic
  [0x06f0, 0x06f9], // Extended Arabic-Indic (Urdu)
];

const LETTER_MAP: Readonly<Record<string, string>> = {
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  ه: 'ہ',
  ة: 'ہ',
  ۃ: 'ہ',
};

/** The text with scripts unified (step 1 of the file comment), before cutting into words. */
export function normalizeForScam(text: string): string {
  let s = text.normalize('NFKC').toLowerCase().normalize('NFD');
  // Latin accents, the Devanagari nukta, Arabic vowel marks and hamza/madda marks.
  s = s.replace(/[\u0300-\u036f\u093c\u064b-\u065f\u0670]/g, '');
  s = s.normalize('NFC');
  s = s.replace(/[\u200b-\u200f\u2060\ufeff]/g, '');
  s = s.replace(/[يىكهةۃ]/g, (c) => LETTER_MAP[c] ?? c);
  s = s.replace(/[\u0966-\u096f\u0660-\u0669\u06f0-\u06f9]/g, (c) => {
    const code = c.charCodeAt(0);
    const range = DIGIT_RANGES.find(([from, to]) => code >= from && code <= to);
    return range ? String(code - range[0]) : c;
  });
  s = s.replace(/₹/g, ' rs ').replace(/\$/g, ' usd ');
  s = s.replace(/(\d)[,.](?=\d)/g, '$1');
  // Digits glued to letters ("rs5000", "5000rs", "5k") are separate words.
  s = s.replace(/(\p{L})(\d)/gu, '$1 $2').replace(/(\d)(\p{L})/gu, '$1 $2');
  s = s.replace(/([a-z])\1+/g, '$1');
  return s;
}

/** The words of normalised `text`, letters spelled one by one joined and amounts marked. */
function wordsOf(text: string): string[] {
  const raw = normalizeForScam(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i] ?? '';
    if (/^[a-z]$/.test(w) && /^[a-z]$/.test(raw[i + 1] ?? '')) {
      let joined = w;
      while (/^[a-z]$/.test(raw[i + 1] ?? '')) joined += raw[++i] ?? '';
      out.push(joined);
      continue;
    }
    if (/^\d+$/.test(w) && MULTIPLIERS.has(raw[i + 1] ?? '')) {
      out.push(`${w}000#`);
      i++;
      continue;
    }
    out.push(/^\d+$/.test(w) && Number(w) >= AMOUNT_MIN ? `${w}#` : w);
  }
  return out;
}

interface Step {
  /** Exact words, prefixes (`x*`) and `#` for an amount. */
  exact: Set<string>;
  prefixes: string[];
  amount: boolean;
  /** Other words allowed between the previous step and this one. */
  gap: number;
}

/** A pattern word as the text's words are normalised (without the `*` or `#` markers). */
function normalizeWord(w: string): string {
  return (normalizeForScam(w).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).join('');
}

function compile(pattern: string): Step[] {
  const steps: Step[] = [];
  let gap = 0;
  for (const part of pattern.split(/\s+/).filter(Boolean)) {
    if (part === '.' || part === '..') {
      gap = part.length;
      continue;
    }
    const step: Step = { exact: new Set(), prefixes: [], amount: false, gap };
    for (const alt of part.split('|')) {
      if (alt === '#') step.amount = true;
      else if (alt.endsWith('*')) step.prefixes.push(normalizeWord(alt.slice(0, -1)));
      else step.exact.add(normalizeWord(alt));
    }
    steps.push(step);
    gap = 0;
  }
  return steps;
}

const COMPILED: readonly Step[][] = Object.values(SCAM_PHRASES).flatMap((list) => list.map(compile));

function fits(step: Step, word: string): boolean {
  if (word.endsWith('#')) return step.amount;
  return step.exact.has(word) || step.prefixes.some((p) => word.startsWith(p));
}

/** The index of the last word when `steps[k..]` match from word `at`, else -1. */
function matchFrom(words: readonly string[], steps: readonly Step[], k: number, at: number): number {
  const step = steps[k];
  if (!step) return at - 1;
  const last = k === 0 ? at : Math.min(words.length - 1, at + step.gap);
  for (let i = at; i <= last; i++) {
    if (fits(step, words[i] ?? '')) {
      const end = matchFrom(words, steps, k + 1, i + 1);
      if (end >= 0) return end;
    }
  }
  return -1;
}

/**
 * Whether `text` asks for money, payment details, gift cards or a payment-app transfer (DESIGN.md
 * D20), in English, Roman Urdu/Hindi, Hindi (Devanagari) or Urdu (Nastaliq): `{match: true,
 * phrase}` with the matched words, else `{match: false}`. Takes any text; never throws.
 */
export function detectScam(text: string): ScamMatch {
  if (!text) return { match: false };
  const words = wordsOf(text);
  for (const steps of COMPILED) {
    for (let start = 0; start < words.length; start++) {
      const end = matchFrom(words, steps, 0, start);
      if (end >= 0) {
        const phrase = words
          .slice(start, end + 1)
          .map((w) => w.replace(/#$/, ''))
          .join(' ');
        return { match: true, phrase };
      }
    }
  }
  return { match: false };
}
