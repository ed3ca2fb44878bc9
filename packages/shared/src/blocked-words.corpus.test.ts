/**
 * Corpus of the blocked-word negation rule (DESIGN.md D9, issue 28 point 5): a negation exempts a
 * keyword only when it governs it ("no dowry", "we do not want dowry", "dahej nahi chahiye"), not
 * when a "not" merely stands nearby ("dowry is not optional", "not a broker, dowry required").
 * Sentences in English, Roman Hindi/Urdu, Hindi (Devanagari) and Urdu (Nastaliq).
 */
import { describe, expect, it } from 'vitest';
import { findBlockedWord, SEED_BLOCKED_KEYWORDS } from './blocked-words';

/** The list a new database starts with (the server's seed), plus "money" and script forms. */
const KEYWORDS = [...SEED_BLOCKED_KEYWORDS, 'money', 'jahez', 'दहेज', 'جہیز'];

/** A keyword is there and the negation does not govern it: refused. */
const REFUSE = [
  // The probe's sentences (issue 28 point 5).
  'dowry is expected and not negotiable',
  'dowry is not optional',
  'dowry must be given, not optional',
  'not a broker, dowry required',
  'send money not later than the wedding',
  // English
  'Dowry is not a problem for us.',
  'No problem in giving dowry.',
  "We don't mind giving dowry.",
  'We are not against dowry.',
  'No marriage without dowry.',
  'We are not rich, can give dowry.',
  'Not only dowry, a car is also expected.',
  'Dowry expected as per status, not less.',
  'Dowry is not a big deal for us.',
  'We are not poor, dowry will be given.',
  'Not a simple family: dowry required.',
  'No dowry, no marriage.',
  'No dowry less than 10 lakh.',
  'Dowry is not forbidden in our family.',
  'Dowry is never an issue.',
  'Not negotiable: dowry.',
  'Nothing to hide, dowry is a must.',
  'No broker needed and dowry is required.',
  'Dowry should not be less than our status.',
  'Never late with dowry, we give on time.',
  'Do not worry, dowry will be arranged.',
  'No hesitation about dowry.',
  'If you can give dowry, contact us; others need not contact.',
  // Roman Hindi/Urdu
  'Dahej nahi to shaadi nahi.',
  'Dahej koi masla nahi hai.',
  'Dahej zaroor milega, fikar nahi.',
  'Dahej dena zaroori hai, nahi to rishta nahi.',
  'Hum gareeb nahi hain, dahej denge.',
  'Dahej ke bina nikah nahi hoga.',
  'Dahej chahiye, mana nahi.',
  // Hindi
  'दहेज कोई समस्या नहीं है।',
  'बिना दहेज शादी नहीं होगी।',
  'दहेज ज़रूरी है, मना नहीं।',
  'हम गरीब नहीं हैं, दहेज देंगे।',
  'दहेज चाहिए, नहीं तो रिश्ता नहीं।',
  // Urdu
  'جہیز کوئی مسئلہ نہیں ہے۔',
  'جہیز کے بغیر نکاح نہیں ہوگا۔',
  'ہم غریب نہیں ہیں، جہیز دیں گے۔',
  'جہیز ضروری ہے، انکار نہیں۔',
];

/** The keyword is refused by a negation that governs it: accepted. */
const ACCEPT = [
  // The examples of a governing negation.
  'no dowry',
  'we do not want dowry',
  'dowry not wanted',
  'dahej nahi chahiye',
  'दहेज नहीं चाहिए',
  'جہیز نہیں چاہیے',
  'no broker',
  "we don't need any money",
  // English
  'We will not give or take any dowry.',
  'No dowry, no demands. Simple nikah as per sunnah.',
  'Strictly against dowry; we want a simple nikah.',
  'Looking for a dowry-free marriage with a God-fearing family.',
  'Dowry is haram and we do not believe in it.',
  'Please do not contact us if you expect dowry.',
  "We don't believe in dowry or any other demands.",
  'Dowry not expected, only a good character and deen.',
  'Anti-dowry family, the nikah should be simple.',
  'We say no to dowry and to lavish weddings.',
  'Dowry is a curse on our society.',
  'Demands: nil. Dowry: none.',
  'Neither dowry nor costly gifts will be accepted.',
  'Without any dowry, only nikah with mehr as per sunnah.',
  'Families who demand dowry need not contact.',
  'We never ask for dowry or gifts from the girl’s side.',
  'No dowry required, only a pious partner.',
  'Dowry is not accepted in our family.',
  'We are totally against the dowry system, free from dowry we will marry.',
  'Never send money to anyone you met online.',
  'We will not pay any dowry, nikah must be simple.',
  'Dowry should not be asked by anyone.',
  // Roman Hindi/Urdu
  'Dahej nahi lenge, sirf sunnat nikah.',
  'Bina dahej ke shaadi karni hai.',
  'Hum dahej ke khilaf hain.',
  'Dahej ki koi demand nahi hai.',
  'Dahej lena haram hai.',
  'Dahej bilkul nahi chahiye, sirf deendar rishta.',
  'Na dahej lenge na denge.',
  'Dahej zaroori nahi hai.',
  // Hindi
  'दहेज नहीं चाहिए, सादा निकाह।',
  'हम दहेज के सख्त खिलाफ हैं।',
  'दहेज की कोई मांग नहीं है।',
  'बिना दहेज के सादा निकाह करना है।',
  'न दहेज लेंगे न देंगे।',
  'दहेज लेना हराम है।',
  // Urdu
  'جہیز نہیں لیں گے، سادہ نکاح۔',
  'ہم جہیز کے سخت خلاف ہیں۔',
  'جہیز کا کوئی مطالبہ نہیں ہے۔',
  'جہیز کے بغیر سادہ نکاح کرنا ہے۔',
  'جہیز لینا حرام ہے۔',
];

describe(`blocked-word negation corpus: ${REFUSE.length} to refuse, ${ACCEPT.length} to accept (issue 28 point 5)`, () => {
  it('holds at least 40 sentences each way', () => {
    console.info(`negation corpus: ${REFUSE.length} refused, ${ACCEPT.length} accepted`);
    expect(REFUSE.length).toBeGreaterThanOrEqual(40);
    expect(ACCEPT.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REFUSE)('refuses %j', (text) => {
    expect(findBlockedWord(text, KEYWORDS)).toBeDefined();
  });

  it.each(ACCEPT)('accepts %j', (text) => {
    expect(findBlockedWord(text, KEYWORDS)).toBeUndefined();
  });
});
