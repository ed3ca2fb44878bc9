import { describe, expect, it } from 'vitest';
import { detectScam, normalizeForScam } from './scam-shield';

/** Messages that ask for money or payment details: each must match. */
const POSITIVE: Record<string, string[]> = {
  english: [
    'please send 5000 to my UPI',
    'Can you send me some money for my mother’s treatment?',
    'Buy me an Amazon gift card please, I will return it',
    'Share your bank account number with me',
    'Pay the registration fee of Rs 2000 first',
    'Transfer Rs. 10,000 urgently, I am stuck at the airport',
    'My GPay is this number, just send it',
    'Send ₹500 now',
    'what is your U P I id?',
    'I need 5k for the customs clearance',
  ],
  roman: [
    'paise bhejo jaldi',
    'Apni UPI id do na',
    'Paytm karo 500 abhi',
    'mera recharge karwa do please',
    '5000 bhej do please',
    'mujhe thode paise chahiye',
    'account number bhejo apna',
    'PhonePe kar do bas',
    'paiseee bhejooo yaar',
    'OTP batao jo aaya hai',
  ],
  hindi: [
    'मुझे पैसे भेजो',
    'अपना यूपीआई आईडी दो',
    '५००० रुपये भेज दो',
    'मेरा रिचार्ज करवा दो',
    'बैंक खाता नंबर बताओ',
    'रजिस्ट्रेशन फीस जमा करो',
    'पेटीएम कर दो अभी',
    'गिफ़्ट कार्ड ले आओ',
  ],
  urdu: [
    'مجھے پیسے بھیج دو',
    'اپنا یو پی آئی دو',
    '5000 روپے بھیجو',
    'بینک اکاؤنٹ نمبر بتائیں',
    'رجسٹریشن فیس جمع کرائیں',
    'گفٹ کارڈ خرید کر بھیجیں',
    'ریچارج کروا دو',
    '۵۰۰۰ روپے بھیج دیں',
  ],
};

/** Ordinary family talk: none may match. */
const NEGATIVE: Record<string, string[]> = {
  english: [
    'Assalamu alaikum, how is your family?',
    'I am preparing for the UPSC exams',
    'My father works in a bank',
    'Please send your biodata and photos',
    'I was born in 1995 and I work as an engineer',
    'My salary is 50000 rupees per month',
    'My sister’s college fees are already paid',
    'Let us ask our parents to meet this Sunday',
    'Send my salaam to your mother',
    'I will send 2 photos tomorrow',
  ],
  roman: [
    'Paisa hi sab kuch nahi hota',
    'Paise ped par nahi ugte, Abbu kehte hain',
    'Ammi ko mera salaam kehna',
    'Kal baat karte hain, Insha Allah',
    'Photo bhej do please',
    'Main UPSC ki taiyari kar raha hoon',
  ],
  hindi: [
    'आपके परिवार में कौन कौन है?',
    'मैं यूपीएससी की तैयारी कर रहा हूँ',
    'कृपया अपना बायोडाटा भेजो',
    'पैसा ही सब कुछ नहीं होता',
    'मेरे अब्बू बैंक में काम करते हैं',
    'मेरा जन्म 1995 में हुआ',
  ],
  urdu: [
    'آپ کے گھر میں سب کیسے ہیں؟',
    'براہ کرم اپنی تصویر بھیجیں',
    'میرے والد بینک میں کام کرتے ہیں',
    'پیسہ ہی سب کچھ نہیں ہوتا',
    'کل ان شاء اللہ بات کریں گے',
    'میں یو پی ایس سی کی تیاری کر رہا ہوں',
  ],
};

describe('detectScam', () => {
  it('has at least 20 positive and 20 negative examples in four scripts', () => {
    expect(Object.values(POSITIVE).flat().length).toBeGreaterThanOrEqual(20);
    expect(Object.values(NEGATIVE).flat().length).toBeGreaterThanOrEqual(20);
    for (const lang of ['english', 'roman', 'hindi', 'urdu']) {
      expect(POSITIVE[lang]?.length).toBeGreaterThanOrEqual(5);
      expect(NEGATIVE[lang]?.length).toBeGreaterThanOrEqual(5);
    }
  });

  for (const [lang, list] of Object.entries(POSITIVE)) {
    it.each(list)(`matches (${lang}): %s`, (text) => {
      const found = detectScam(text);
      expect(found.match).toBe(true);
      expect(found.phrase).toBeTruthy();
    });
  }

  for (const [lang, list] of Object.entries(NEGATIVE)) {
    it.each(list)(`does not match (${lang}): %s`, (text) => {
      expect(detectScam(text)).toEqual({ match: false });
    });
  }

  it('names the matched words', () => {
    expect(detectScam('please send 5000 to my UPI').phrase).toBe('send 5000');
    expect(detectScam('paise bhejo').phrase).toBe('paise bhejo');
  });

  it('takes empty and odd input without throwing', () => {
    for (const text of ['', ' ', '\u0000', '😀'.repeat(500), '9'.repeat(3000), 'a '.repeat(2000)]) {
      expect(detectScam(text).match).toBe(false);
    }
  });

  it('normalises digits, separators and Urdu letter forms', () => {
    expect(normalizeForScam('٥٠٠٠ ५००० 10,000 ₹500')).toBe('5000 5000 10000  rs 500');
    expect(normalizeForScam('اكاؤنٹ')).toBe(normalizeForScam('اکاونٹ'));
  });
});
