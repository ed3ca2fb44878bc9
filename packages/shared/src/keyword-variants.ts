/**
 * Spelling and script variants of common blocked keywords (DESIGN.md D9, issue 28 point 6), so a
 * moderator's "dahej" also refuses "dahez", "दहेज" and "جہیز", and "paytm" also "pay tm" and
 * "पेटीएम". `findBlockedWord` first matches the text as written; only when nothing matched does it
 * match again with both text and keywords rewritten by `rewriteVariants` (every form below becomes
 * its canonical word), so the keyword reported is still the one the text names.
 *
 * A form matches whole words; its spaces also match nothing, "-", "_", "." or "/" ("g pay",
 * "g-pay", "gpay"). Forms are chosen not to be ordinary words: "ac" alone (air conditioning),
 * "jahaz" (ship) or "खाता" (eats) are left out, and "what app" is not "whatsapp".
 */

/** Canonical word and its forms (Latin, Devanagari, Urdu). */
const VARIANTS: readonly (readonly [canonical: string, forms: string])[] = [
  [
    'dowry',
    'dowry dahej dahez dahaj jahez jahej jahaiz jaheez jahiz jehez dahez दहेज दहेज़ जहेज जहेज़ جہیز جهیز جہيز',
  ],
  ['paytm', 'pay tm|pay t m|paytym|पेटीएम|पे टी एम|پے ٹی ایم|پےٹیایم'],
  ['phonepe', 'phone pe|phone pay|fone pe|fone pay|फोनपे|फोन पे|फ़ोन पे|فون پے'],
  ['gpay', 'g pay|जी पे|जीपे|جی پے'],
  ['google pay', 'गूगल पे|گوگل پے'],
  [
    'whatsapp',
    'whats app|whatsap|watsapp|watsap|whatsaap|wats app|whts app|whtsapp|व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|واٹس ایپ|واٹس اپ|واٹساپ',
  ],
  ['account', 'a/c|acct|accnt|अकाउंट|एकाउंट|اکاؤنٹ|اکاونٹ'],
  ['bank', 'बैंक|بینک|بنک'],
  ['broker', 'ब्रोकर|بروکر'],
  ['upi', 'यूपीआई|یو پی آئی'],
];

const SEPARATOR = String.raw`[\s\-_./]*`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles the table with `fold`, the folding the text goes through first (text-safety.ts). */
function compile(fold: (s: string) => string): readonly [RegExp, string][] {
  return VARIANTS.map(([canonical, forms]) => {
    const list = (forms.includes('|') ? forms.split('|') : forms.split(' ')).map((f) => fold(f).trim());
    // Longest first, so "pay t m" wins over a shorter form inside it.
    list.sort((a, b) => b.length - a.length);
    const alternatives = list.map((f) =>
      f
        .split(/\s+/)
        .map((part) =>
          part
            .split('/')
            .map(escape)
            .join(String.raw`\s*/\s*`),
        )
        .join(SEPARATOR),
    );
    const source = String.raw`(?<![\p{L}\p{M}\p{N}])(?:${alternatives.join('|')})(?![\p{L}\p{M}\p{N}])`;
    return [new RegExp(source, 'gu'), ` ${canonical} `] as const;
  });
}

let compiled: readonly [RegExp, string][] | undefined;

/**
 * `folded` (text already folded by `fold`) with every variant form written as its canonical word.
 * Takes and returns a string; never throws.
 */
export function rewriteVariants(folded: string, fold: (s: string) => string): string {
  compiled ??= compile(fold);
  let out = folded;
  for (const [re, canonical] of compiled) out = out.replace(re, canonical);
  return out;
}
