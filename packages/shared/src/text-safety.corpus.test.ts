/**
 * Corpus of contact details and keyword forms in free text (DESIGN.md D6 and D9, issue 28 point 6):
 * phone numbers split by underscores, words or number words of the interface languages, e-mail
 * addresses written "at the rate" or letter by letter, and spelling variants of blocked keywords
 * are refused; heights, years, ages, salaries and counts pass. A sentence is refused when
 * `findContactDetails` finds something or `findBlockedWord` finds a keyword of the seed's list.
 */
import { describe, expect, it } from 'vitest';
import { findBlockedWord, SEED_BLOCKED_KEYWORDS } from './blocked-words';
import { findContactDetails } from './text-safety';

/** The list a new database starts with (the server's seed). */
const KEYWORDS = SEED_BLOCKED_KEYWORDS;

const refused = (text: string) =>
  findContactDetails(text).length > 0 || findBlockedWord(text, KEYWORDS) !== undefined;

const REFUSE = [
  // The probe's sentences (issue 28 point 6).
  '98765_43210',
  '9876five43210',
  '98765 and then 43210',
  'nine eight seven six five four three two one zero',
  'नौ आठ सात छह पांच चार तीन दो एक शून्य',
  'zainab at the rate gmail dot com',
  'zainab at gmail',
  'z a i n a b @ g m a i l . c o m',
  'dahez',
  'दहेज',
  'جہیز',
  'pay tm',
  'g pay',
  'phone pe',
  'bank a/c',
  'whats app me',
  // Phone numbers: separators and words between the groups.
  'My number is 98_765_432_10',
  'Abbu: 9876 five 4 three 210',
  'Number: 98765 phir 43210',
  'Mobile 98765 और फिर 43210',
  'نمبر 98765 اور پھر 43210',
  'nine eight seven six five, then four three two one zero',
  'nau aath 7 six paanch 4 3 do ek 0',
  // Phone numbers spelled in the interface languages.
  'nau aath saat chhe paanch char teen do ek shunya',
  'نو آٹھ سات چھ پانچ چار تین دو ایک صفر',
  'নয় আট সাত ছয় পাঁচ চার তিন দুই এক শূন্য',
  'ஒன்பது எட்டு ஏழு ஆறு ஐந்து நான்கு மூன்று இரண்டு ஒன்று பூஜ்ஜியம்',
  'తొమ్మిది ఎనిమిది ఏడు ఆరు ఐదు నాలుగు మూడు రెండు ఒకటి సున్నా',
  'नऊ आठ सात सहा पाच चार तीन दोन एक शून्य',
  'નવ આઠ સાત છ પાંચ ચાર ત્રણ બે એક શૂન્ય',
  'ಒಂಬತ್ತು ಎಂಟು ಏಳು ಆರು ಐದು ನಾಲ್ಕು ಮೂರು ಎರಡು ಒಂದು ಸೊನ್ನೆ',
  'ഒമ്പത് എട്ട് ഏഴ് ആറ് അഞ്ച് നാല് മൂന്ന് രണ്ട് ഒന്ന് പൂജ്യം',
  'ਨੌਂ ਅੱਠ ਸੱਤ ਛੇ ਪੰਜ ਚਾਰ ਤਿੰਨ ਦੋ ਇੱਕ ਸਿਫ਼ਰ',
  'ନଅ ଆଠ ସାତ ଛଅ ପାଞ୍ଚ ଚାରି ତିନି ଦୁଇ ଏକ ଶୂନ',
  // E-mail addresses.
  'zainab at the rate of gmail.com',
  'Mail: zainab attherate gmail dot com',
  'zainab @ gmail',
  'Write to zainab.khan at hotmail',
  'z a i n a b at g m a i l dot c o m',
  // Keyword forms.
  'Dahez chahiye, achha ghar.',
  'Jahez denge.',
  'दहेज़ चाहिए',
  'جہیز چاہیے',
  'Pay the fee by pay tm please',
  'Send it on phone pay',
  'Share your bank a/c number',
  'watsapp me tonight',
  'पेटीएम करो',
];

const ACCEPT = [
  // Heights, years, ages, salaries, counts.
  'Height 5 feet 4 inches',
  'Born 1998 in Lucknow',
  'Age 27, 2 brothers and 3 sisters',
  'Salary 8 lakh per annum',
  '5 ft 6 in, 65 kg, born 1995',
  'We have 2 brothers and then 3 sisters.',
  'Father retired in 2019 after 35 years.',
  'B.Tech 2016 and then MBA 2019',
  'Born 1995 and then moved to Dubai in 2005',
  'PIN 226001, Lucknow',
  'Salary 12 LPA, 8 lakh savings',
  'Height 5.4, weight 60',
  '10th and 12th from CBSE, 85 percent',
  'Married in 2010, divorced in 2015, one son aged 8',
  'Rank 1 in class 10, rank 3 in class 12',
  'Studied at Aligarh Muslim University, 2014-2018',
  'Office timing 9 to 6, Monday to Saturday',
  'nine to five job, six days a week',
  'Two thousand and twenty was the year we moved',
  'Our family: father, mother, 4 siblings',
  // Roman Hindi/Urdu, Hindi, Urdu.
  'Ek do teen din mein jawab denge',
  'Hum do bhai aur teen behnein hain',
  'Do saal Dubai mein kaam kiya, 2019 se 2021 tak',
  'उम्र 27 साल, कद 5 फुट 4 इंच',
  'जन्म 1998, दो भाई और तीन बहनें',
  'नौ बजे से पांच बजे तक नौकरी',
  'तनख्वाह 8 लाख सालाना',
  'عمر 27 سال، قد 5 فٹ 4 انچ',
  'پیدائش 1998، دو بھائی اور تین بہنیں',
  'تین بھائی اور دو بہنیں، والد ریٹائرڈ',
  // Words near the keyword forms and the e-mail wording.
  'Engineer at Infosys, Bengaluru',
  'I live at Lucknow with my parents',
  'Meet at home with families',
  'Big pay cheque is not needed',
  'He works at a phone company',
  'The bank is near our house',
  'AC repair business in Kanpur',
  'What applies to us applies to you',
  'Dahi and jalebi are my favourite',
  'Dehradun is my hometown',
  'Jahaz se Dubai gaye the',
  'Phone calls only with family present',
  'Pay is 50 thousand per month',
  'Contact through the site only',
  'One day at a time, at the rate of one step',
];

describe(`contact details and keyword forms corpus: ${REFUSE.length} to refuse, ${ACCEPT.length} to accept (issue 28 point 6)`, () => {
  it('holds at least 40 sentences each way', () => {
    console.info(`contact corpus: ${REFUSE.length} refused, ${ACCEPT.length} accepted`);
    expect(REFUSE.length).toBeGreaterThanOrEqual(40);
    expect(ACCEPT.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REFUSE)('refuses %j', (text) => {
    expect(refused(text)).toBe(true);
  });

  it.each(ACCEPT)('accepts %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
    expect(findBlockedWord(text, KEYWORDS)).toBeUndefined();
  });
});
