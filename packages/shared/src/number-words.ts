/**
 * Digit words of the 12 interface languages (SPEC.md, DESIGN.md D14) and of Hindi/Urdu in Latin
 * letters, for finding phone numbers spelled as words in free text (text-safety.ts,
 * `findContactDetails`; issue 28 point 6). Covered: English, Roman Hindi/Urdu, Hindi, Urdu,
 * Bengali, Gujarati, Punjabi (Gurmukhi), Marathi, Tamil, Telugu, Kannada, Malayalam and Odia.
 * Words that are also common short words of another meaning ("no", "sat") are left out.
 */

/** Digit, then its words, one language per line. */
const TABLE: readonly (readonly [digit: string, words: string])[] = [
  [
    '0',
    'zero oh shunya shoonya sifar sifr शून्य सुन्न صفر শূন্য શૂન્ય ਸਿਫ਼ਰ ਸਿਫਰ பூஜ்ஜியம் சுழியம் సున్నా ಸೊನ್ನೆ പൂജ്യം ଶୂନ ଶୂନ୍ୟ',
  ],
  ['1', 'one ek एक ایک এক એક ਇੱਕ ஒன்று ஒண்ணு ఒకటి ಒಂದು ഒന്ന് ଏକ'],
  ['2', 'two do दो دو দুই બે ਦੋ दोन இரண்டு రెండు ಎರಡು രണ്ട് ଦୁଇ'],
  ['3', 'three teen तीन تین তিন ત્રણ ਤਿੰਨ மூன்று మూడు ಮೂರು മൂന്ന് ତିନି'],
  ['4', 'four char chaar चार چار চার ચાર ਚਾਰ நான்கு నాలుగు ನಾಲ್ಕು നാല് ଚାରି'],
  ['5', 'five panch paanch पांच पाँच پانچ পাঁচ પાંચ ਪੰਜ पाच ஐந்து ఐదు ಐದು അഞ്ച് ପାଞ୍ଚ'],
  ['6', 'six chhe chhah che cheh छह छः छे چھ چھے ছয় છ ਛੇ सहा ஆறு ఆరు ಆರು ആറ് ଛଅ'],
  ['7', 'seven saat सात سات সাত સાત ਸੱਤ ஏழு ఏడు ಏಳು ഏഴ് ସାତ'],
  ['8', 'eight aath aat आठ آٹھ আট આઠ ਅੱਠ எட்டு ఎనిమిది ಎಂಟು എട്ട് ଆଠ'],
  ['9', 'nine nau नौ نو নয় નવ ਨੌਂ ਨੌ नऊ ஒன்பது తొమ్మిది ಒಂಬತ್ತು ഒമ്പത് ନଅ'],
];

/** A word as looked up: NFKC, lower case, then NFD (as the table is stored). */
export const numberWordKey = (w: string) => w.normalize('NFKC').toLowerCase().normalize('NFD');

/** Number word (as `numberWordKey` gives it) to its digit. */
export const NUMBER_WORDS: ReadonlyMap<string, string> = new Map(
  TABLE.flatMap(([digit, words]) => words.split(' ').map((w) => [numberWordKey(w), digit] as const)),
);

/** Words that repeat the next digit ("double nine"). */
export const REPEAT_WORDS: ReadonlyMap<string, number> = new Map([
  ['double', 2],
  ['triple', 3],
  ['डबल', 2],
  ['ڈبل', 2],
]);

/**
 * Words allowed between the parts of one spelled or split number ("98765 and then 43210"); a run
 * neither starts nor ends with one, and at most `NUMBER_FILLER_MAX` follow each other.
 */
export const NUMBER_FILLERS: ReadonlySet<string> = new Set(
  'and then after that followed by next dash hyphen space aur phir fir uske baad और फिर के बाद اور پھر کے بعد'
    .split(' ')
    .map(numberWordKey),
);
/** Filler words in a row that still continue a number. */
export const NUMBER_FILLER_MAX = 3;
