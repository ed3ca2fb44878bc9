/**
 * The demo content in the nine other interface languages: Kannada, Gujarati, Telugu, Tamil,
 * Marathi, Punjabi (Gurmukhi), Bengali, Malayalam and Odia (issue 34 point 7), written for this
 * project in plain words. Keyed by the English text of content.ts, like the Hindi and Urdu of
 * content-translations.ts, with which content.ts merges them. The ticker lines (the fraud warning
 * among them) and the guideline tags are here; the guideline titles, success stories and news
 * cards are in one file per language (content-translations-<lang>.ts). demo.test.ts checks that
 * every demo item has every language.
 */
import type { TranslationLanguage, Translations } from '@nikah/shared';
import { BENGALI } from './content-translations-bn';
import { GUJARATI } from './content-translations-gu';
import { KANNADA } from './content-translations-kn';
import { MALAYALAM } from './content-translations-ml';
import { MARATHI } from './content-translations-mr';
import { ODIA } from './content-translations-or';
import { PUNJABI } from './content-translations-pa';
import { TAMIL } from './content-translations-ta';
import { TELUGU } from './content-translations-te';

export type Regional = Exclude<TranslationLanguage, 'hi' | 'ur'>;

/**
 * One language's guideline titles (by English title), success stories (by the couple's English
 * names) and news cards (by English title).
 */
export interface RegionalContent {
  guidelines: Record<string, string>;
  stories: Record<string, Record<'name' | 'short_description' | 'description', string>>;
  news: Record<string, Record<'title' | 'description', string>>;
}

/** The guideline titles, stories and news cards of each of the nine languages. */
export const REGIONAL_CONTENT: Record<Regional, RegionalContent> = {
  kn: KANNADA,
  gu: GUJARATI,
  te: TELUGU,
  ta: TAMIL,
  mr: MARATHI,
  pa: PUNJABI,
  bn: BENGALI,
  ml: MALAYALAM,
  or: ODIA,
};

/**
 * The `{lang: {field: text}}` of one demo row in the nine languages: `pick` gets a language's
 * RegionalContent and returns the row's texts, or undefined when that language has none.
 */
export function regionalTexts<F extends string>(
  pick: (content: RegionalContent) => Record<F, string> | undefined,
): Translations<F> {
  const out: Translations<F> = {};
  for (const [lang, content] of Object.entries(REGIONAL_CONTENT) as [Regional, RegionalContent][]) {
    const texts = pick(content);
    if (texts) out[lang] = texts;
  }
  return out;
}

/** Each ticker line in the nine languages, by its English text. */
export const HEADER_MESSAGES_REGIONAL: Record<string, Record<Regional, string>> = {
  'Registration, search and proposals are completely free for every member.': {
    kn: 'ಪ್ರತಿ ಸದಸ್ಯರಿಗೂ ನೋಂದಣಿ, ಹುಡುಕಾಟ ಮತ್ತು ಪ್ರಸ್ತಾಪಗಳು ಸಂಪೂರ್ಣ ಉಚಿತ.',
    gu: 'દરેક સભ્ય માટે નોંધણી, શોધ અને પ્રસ્તાવ સંપૂર્ણ મફત છે.',
    te: 'ప్రతి సభ్యునికీ నమోదు, వెతుకులాట మరియు ప్రతిపాదనలు పూర్తిగా ఉచితం.',
    ta: 'ஒவ்வொரு உறுப்பினருக்கும் பதிவு, தேடல், வரன் கோரிக்கைகள் முற்றிலும் இலவசம்.',
    mr: 'प्रत्येक सदस्यासाठी नोंदणी, शोध आणि प्रस्ताव पूर्णपणे मोफत आहेत.',
    pa: 'ਹਰ ਮੈਂਬਰ ਲਈ ਰਜਿਸਟ੍ਰੇਸ਼ਨ, ਖੋਜ ਅਤੇ ਰਿਸ਼ਤੇ ਭੇਜਣਾ ਬਿਲਕੁਲ ਮੁਫ਼ਤ ਹੈ।',
    bn: 'প্রত্যেক সদস্যের জন্য নিবন্ধন, খোঁজ এবং প্রস্তাব পাঠানো সম্পূর্ণ বিনামূল্যে।',
    ml: 'ഓരോ അംഗത്തിനും രജിസ്ട്രേഷൻ, തിരച്ചിൽ, വിവാഹാലോചനകൾ എന്നിവ പൂർണ്ണമായും സൗജന്യമാണ്.',
    or: 'ପ୍ରତ୍ୟେକ ସଦସ୍ୟଙ୍କ ପାଇଁ ପଞ୍ଜୀକରଣ, ଖୋଜ ଓ ପ୍ରସ୍ତାବ ସମ୍ପୂର୍ଣ୍ଣ ମାଗଣା।',
  },
  'We never ask for money — pay no one who claims to call or write from this service.': {
    kn: 'ನಾವು ಎಂದಿಗೂ ಹಣ ಕೇಳುವುದಿಲ್ಲ — ಈ ಸೇವೆಯ ಹೆಸರಿನಲ್ಲಿ ಕರೆ ಮಾಡುವ ಅಥವಾ ಬರೆಯುವ ಯಾರಿಗೂ ಹಣ ಕೊಡಬೇಡಿ.',
    gu: 'અમે ક્યારેય પૈસા માગતા નથી — આ સેવાના નામે ફોન કે સંદેશો કરનાર કોઈને પૈસા ન આપો.',
    te: 'మేము ఎప్పుడూ డబ్బు అడగము — ఈ సేవ పేరుతో ఫోన్ చేసే లేదా రాసే ఎవరికీ డబ్బు ఇవ్వకండి.',
    ta: 'நாங்கள் ஒருபோதும் பணம் கேட்பதில்லை — இந்த சேவையின் பெயரில் அழைக்கும் அல்லது எழுதும் யாருக்கும் பணம் தராதீர்கள்.',
    mr: 'आम्ही कधीही पैसे मागत नाही — या सेवेच्या नावाने फोन किंवा संदेश करणाऱ्या कोणालाही पैसे देऊ नका.',
    pa: 'ਅਸੀਂ ਕਦੇ ਪੈਸੇ ਨਹੀਂ ਮੰਗਦੇ — ਇਸ ਸੇਵਾ ਦੇ ਨਾਂ ’ਤੇ ਫ਼ੋਨ ਜਾਂ ਸੁਨੇਹਾ ਕਰਨ ਵਾਲੇ ਕਿਸੇ ਨੂੰ ਵੀ ਪੈਸੇ ਨਾ ਦਿਓ।',
    bn: 'আমরা কখনও টাকা চাই না — এই পরিষেবার নামে ফোন বা বার্তা দেওয়া কাউকে টাকা দেবেন না।',
    ml: 'ഞങ്ങൾ ഒരിക്കലും പണം ചോദിക്കാറില്ല — ഈ സേവനത്തിന്റെ പേരിൽ വിളിക്കുകയോ എഴുതുകയോ ചെയ്യുന്ന ആർക്കും പണം നൽകരുത്.',
    or: 'ଆମେ କେବେ ଟଙ୍କା ମାଗୁନାହୁଁ — ଏହି ସେବା ନାମରେ ଫୋନ କିମ୍ବା ବାର୍ତ୍ତା କରୁଥିବା କାହାକୁ ଟଙ୍କା ଦିଅନ୍ତୁ ନାହିଁ।',
  },
  'Fraud warning: never send money, gifts or mobile recharges to anyone you met here. Report them.': {
    kn: 'ವಂಚನೆ ಎಚ್ಚರಿಕೆ: ಇಲ್ಲಿ ಪರಿಚಯವಾದ ಯಾರಿಗೂ ಹಣ, ಉಡುಗೊರೆ ಅಥವಾ ಮೊಬೈಲ್ ರೀಚಾರ್ಜ್ ಕಳುಹಿಸಬೇಡಿ. ಅವರ ಬಗ್ಗೆ ದೂರು ನೀಡಿ.',
    gu: 'છેતરપિંડીની ચેતવણી: અહીં મળેલા કોઈને પણ પૈસા, ભેટ કે મોબાઇલ રિચાર્જ ક્યારેય ન મોકલો. તેમની ફરિયાદ કરો.',
    te: 'మోసం హెచ్చరిక: ఇక్కడ పరిచయమైన ఎవరికీ డబ్బు, బహుమతులు లేదా మొబైల్ రీఛార్జ్ పంపకండి. వారిపై ఫిర్యాదు చేయండి.',
    ta: 'மோசடி எச்சரிக்கை: இங்கே சந்தித்த யாருக்கும் பணம், பரிசு அல்லது மொபைல் ரீசார்ஜ் ஒருபோதும் அனுப்பாதீர்கள். அவர்களைப் பற்றி புகார் செய்யுங்கள்.',
    mr: 'फसवणुकीचा इशारा: इथे भेटलेल्या कोणालाही पैसे, भेटवस्तू किंवा मोबाइल रिचार्ज कधीही पाठवू नका. त्यांची तक्रार करा.',
    pa: 'ਧੋਖੇ ਤੋਂ ਸਾਵਧਾਨ: ਇੱਥੇ ਮਿਲੇ ਕਿਸੇ ਨੂੰ ਵੀ ਪੈਸੇ, ਤੋਹਫ਼ੇ ਜਾਂ ਮੋਬਾਈਲ ਰੀਚਾਰਜ ਕਦੇ ਨਾ ਭੇਜੋ। ਉਨ੍ਹਾਂ ਦੀ ਸ਼ਿਕਾਇਤ ਕਰੋ।',
    bn: 'প্রতারণা সতর্কতা: এখানে পরিচয় হওয়া কাউকে কখনও টাকা, উপহার বা মোবাইল রিচার্জ পাঠাবেন না। তাদের বিরুদ্ধে অভিযোগ করুন।',
    ml: 'തട്ടിപ്പ് മുന്നറിയിപ്പ്: ഇവിടെ പരിചയപ്പെട്ട ആർക്കും പണമോ സമ്മാനങ്ങളോ മൊബൈൽ റീചാർജോ ഒരിക്കലും അയയ്ക്കരുത്. അവരെക്കുറിച്ച് പരാതിപ്പെടുക.',
    or: 'ଠକେଇ ଚେତାବନୀ: ଏଠାରେ ଭେଟିଥିବା କାହାକୁ କେବେ ଟଙ୍କା, ଉପହାର କିମ୍ବା ମୋବାଇଲ ରିଚାର୍ଜ ପଠାନ୍ତୁ ନାହିଁ। ସେମାନଙ୍କ ବିରୁଦ୍ଧରେ ଅଭିଯୋଗ କରନ୍ତୁ।',
  },
  'Verified profiles carry a badge: upload an identity document from your profile to get verified.': {
    kn: 'ಪರಿಶೀಲಿತ ಪ್ರೊಫೈಲ್‌ಗಳಿಗೆ ಬ್ಯಾಡ್ಜ್ ಇರುತ್ತದೆ: ಪರಿಶೀಲನೆಗೆ ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಿಂದ ಗುರುತಿನ ದಾಖಲೆಯನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.',
    gu: 'ચકાસાયેલી પ્રોફાઇલ પર બેજ હોય છે: ચકાસણી માટે તમારી પ્રોફાઇલમાંથી ઓળખનો દસ્તાવેજ અપલોડ કરો.',
    te: 'ధృవీకరించిన ప్రొఫైల్‌లకు బ్యాడ్జ్ ఉంటుంది: ధృవీకరణ కోసం మీ ప్రొఫైల్ నుండి గుర్తింపు పత్రాన్ని అప్‌లోడ్ చేయండి.',
    ta: 'சரிபார்க்கப்பட்ட சுயவிவரங்களுக்கு அடையாளச் சின்னம் உண்டு: சரிபார்ப்புக்கு உங்கள் சுயவிவரத்திலிருந்து அடையாள ஆவணத்தைப் பதிவேற்றுங்கள்.',
    mr: 'पडताळलेल्या प्रोफाइलवर बॅज असतो: पडताळणीसाठी तुमच्या प्रोफाइलमधून ओळखपत्र अपलोड करा.',
    pa: 'ਪੁਸ਼ਟੀ ਕੀਤੀਆਂ ਪ੍ਰੋਫ਼ਾਈਲਾਂ ’ਤੇ ਬੈਜ ਹੁੰਦਾ ਹੈ: ਪੁਸ਼ਟੀ ਲਈ ਆਪਣੀ ਪ੍ਰੋਫ਼ਾਈਲ ਤੋਂ ਪਛਾਣ ਦਾ ਦਸਤਾਵੇਜ਼ ਅੱਪਲੋਡ ਕਰੋ।',
    bn: 'যাচাই করা প্রোফাইলে ব্যাজ থাকে: যাচাইয়ের জন্য আপনার প্রোফাইল থেকে পরিচয়পত্র আপলোড করুন।',
    ml: 'പരിശോധിച്ച പ്രൊഫൈലുകൾക്ക് ബാഡ്ജ് ഉണ്ടാകും: പരിശോധനയ്ക്കായി നിങ്ങളുടെ പ്രൊഫൈലിൽ നിന്ന് തിരിച്ചറിയൽ രേഖ അപ്‌ലോഡ് ചെയ്യുക.',
    or: 'ଯାଞ୍ଚ ହୋଇଥିବା ପ୍ରୋଫାଇଲରେ ବ୍ୟାଜ୍ ଥାଏ: ଯାଞ୍ଚ ପାଇଁ ଆପଣଙ୍କ ପ୍ରୋଫାଇଲରୁ ପରିଚୟ ପତ୍ର ଅପଲୋଡ୍ କରନ୍ତୁ।',
  },
  'Parents and guardians may register and search on behalf of their son or daughter.': {
    kn: 'ಪೋಷಕರು ಮತ್ತು ರಕ್ಷಕರು ತಮ್ಮ ಮಗ ಅಥವಾ ಮಗಳ ಪರವಾಗಿ ನೋಂದಾಯಿಸಿ ಹುಡುಕಬಹುದು.',
    gu: 'માતા-પિતા અને વાલી તેમના દીકરા કે દીકરી વતી નોંધણી કરીને શોધી શકે છે.',
    te: 'తల్లిదండ్రులు మరియు సంరక్షకులు తమ కొడుకు లేదా కూతురి తరఫున నమోదు చేసి వెతకవచ్చు.',
    ta: 'பெற்றோரும் பாதுகாவலர்களும் தங்கள் மகன் அல்லது மகளுக்காகப் பதிவு செய்து தேடலாம்.',
    mr: 'आई-वडील आणि पालक आपल्या मुलाच्या किंवा मुलीच्या वतीने नोंदणी करून शोध घेऊ शकतात.',
    pa: 'ਮਾਪੇ ਅਤੇ ਸਰਪ੍ਰਸਤ ਆਪਣੇ ਪੁੱਤਰ ਜਾਂ ਧੀ ਵੱਲੋਂ ਰਜਿਸਟਰ ਕਰਕੇ ਰਿਸ਼ਤਾ ਲੱਭ ਸਕਦੇ ਹਨ।',
    bn: 'বাবা-মা ও অভিভাবকেরা তাঁদের ছেলে বা মেয়ের হয়ে নিবন্ধন করে খুঁজতে পারেন।',
    ml: 'മാതാപിതാക്കൾക്കും രക്ഷിതാക്കൾക്കും മകനോ മകൾക്കോ വേണ്ടി രജിസ്റ്റർ ചെയ്ത് തിരയാം.',
    or: 'ବାପା-ମା ଓ ଅଭିଭାବକମାନେ ନିଜ ପୁଅ କିମ୍ବା ଝିଅ ତରଫରୁ ପଞ୍ଜୀକରଣ କରି ଖୋଜିପାରିବେ।',
  },
  'Keep first conversations on the site and involve your family before sharing phone numbers.': {
    kn: 'ಮೊದಲ ಮಾತುಕತೆಗಳನ್ನು ಸೈಟ್‌ನಲ್ಲೇ ಇರಿಸಿ, ಫೋನ್ ಸಂಖ್ಯೆ ಹಂಚಿಕೊಳ್ಳುವ ಮೊದಲು ನಿಮ್ಮ ಕುಟುಂಬವನ್ನು ಸೇರಿಸಿಕೊಳ್ಳಿ.',
    gu: 'પહેલી વાતચીત સાઇટ પર જ રાખો અને ફોન નંબર આપતાં પહેલાં તમારા પરિવારને સામેલ કરો.',
    te: 'మొదటి సంభాషణలను సైట్‌లోనే ఉంచండి, ఫోన్ నంబర్ ఇచ్చే ముందు మీ కుటుంబాన్ని కలుపుకోండి.',
    ta: 'முதல் உரையாடல்களைத் தளத்திலேயே வைத்திருங்கள்; தொலைபேசி எண்ணைப் பகிரும் முன் உங்கள் குடும்பத்தைச் சேர்த்துக்கொள்ளுங்கள்.',
    mr: 'सुरुवातीचे बोलणे साइटवरच ठेवा आणि फोन नंबर देण्यापूर्वी तुमच्या कुटुंबाला सामील करा.',
    pa: 'ਸ਼ੁਰੂਆਤੀ ਗੱਲਬਾਤ ਸਾਈਟ ’ਤੇ ਹੀ ਰੱਖੋ ਅਤੇ ਫ਼ੋਨ ਨੰਬਰ ਦੇਣ ਤੋਂ ਪਹਿਲਾਂ ਆਪਣੇ ਪਰਿਵਾਰ ਨੂੰ ਸ਼ਾਮਲ ਕਰੋ।',
    bn: 'প্রথম কথাবার্তা সাইটেই রাখুন, আর ফোন নম্বর দেওয়ার আগে আপনার পরিবারকে যুক্ত করুন।',
    ml: 'ആദ്യ സംഭാഷണങ്ങൾ സൈറ്റിൽ തന്നെ നടത്തുക; ഫോൺ നമ്പർ പങ്കിടും മുമ്പ് കുടുംബത്തെ ഉൾപ്പെടുത്തുക.',
    or: 'ପ୍ରଥମ କଥାବାର୍ତ୍ତା ସାଇଟରେ ହିଁ ରଖନ୍ତୁ, ଫୋନ ନମ୍ବର ଦେବା ପୂର୍ବରୁ ନିଜ ପରିବାରକୁ ସାମିଲ କରନ୍ତୁ।',
  },
  'Found your life partner here? Tell us your story and inspire others, in sha Allah.': {
    kn: 'ಇಲ್ಲಿ ನಿಮ್ಮ ಬಾಳಸಂಗಾತಿ ಸಿಕ್ಕರೆ? ನಿಮ್ಮ ಕಥೆಯನ್ನು ನಮಗೆ ತಿಳಿಸಿ, ಇನ್ ಶಾ ಅಲ್ಲಾಹ್ ಇತರರಿಗೂ ಸ್ಫೂರ್ತಿಯಾಗಲಿ.',
    gu: 'અહીં જીવનસાથી મળ્યો? તમારી વાત અમને કહો, ઇન શા અલ્લાહ બીજાને પણ હિંમત મળશે.',
    te: 'ఇక్కడ మీ జీవిత భాగస్వామి దొరికారా? మీ కథను మాకు చెప్పండి, ఇన్ షా అల్లాహ్ ఇతరులకూ స్ఫూర్తి కలుగుతుంది.',
    ta: 'இங்கே உங்கள் வாழ்க்கைத் துணையைக் கண்டீர்களா? உங்கள் கதையைச் சொல்லுங்கள், இன் ஷா அல்லாஹ் மற்றவர்களுக்கும் ஊக்கமாகும்.',
    mr: 'इथे जोडीदार मिळाला? तुमची कहाणी आम्हाला सांगा, इन शा अल्लाह इतरांनाही प्रेरणा मिळेल.',
    pa: 'ਕੀ ਤੁਹਾਨੂੰ ਇੱਥੇ ਜੀਵਨ ਸਾਥੀ ਮਿਲਿਆ? ਆਪਣੀ ਕਹਾਣੀ ਸਾਨੂੰ ਦੱਸੋ, ਇਨ ਸ਼ਾ ਅੱਲ੍ਹਾ ਹੋਰਾਂ ਨੂੰ ਵੀ ਹੌਸਲਾ ਮਿਲੇਗਾ।',
    bn: 'এখানে জীবনসঙ্গী পেয়েছেন? আপনার গল্প আমাদের বলুন, ইন শা আল্লাহ অন্যরাও অনুপ্রাণিত হবেন।',
    ml: 'ഇവിടെ ജീവിതപങ്കാളിയെ കണ്ടെത്തിയോ? നിങ്ങളുടെ കഥ ഞങ്ങളോട് പറയൂ, ഇൻ ഷാ അല്ലാഹ് മറ്റുള്ളവർക്കും പ്രചോദനമാകട്ടെ.',
    or: 'ଏଠାରେ ଜୀବନସାଥୀ ପାଇଲେ କି? ଆପଣଙ୍କ କାହାଣୀ ଆମକୁ କୁହନ୍ତୁ, ଇନ୍ ଶା ଅଲ୍ଲାହ ଅନ୍ୟମାନେ ମଧ୍ୟ ପ୍ରେରଣା ପାଇବେ।',
  },
};

/** Each guideline tag (the guidelines page's filter chips) in the nine languages, by its English name. */
export const GUIDELINE_TAGS_REGIONAL: Record<string, Record<Regional, string>> = {
  'Before Nikah': {
    kn: 'ನಿಕಾಹ್‌ಗೆ ಮೊದಲು',
    gu: 'નિકાહ પહેલાં',
    te: 'నికాహ్ ముందు',
    ta: 'நிக்காஹ்வுக்கு முன்',
    mr: 'निकाहपूर्वी',
    pa: 'ਨਿਕਾਹ ਤੋਂ ਪਹਿਲਾਂ',
    bn: 'নিকাহের আগে',
    ml: 'നിക്കാഹിന് മുമ്പ്',
    or: 'ନିକାହ ପୂର୍ବରୁ',
  },
  'Choosing a Spouse': {
    kn: 'ಸಂಗಾತಿಯ ಆಯ್ಕೆ',
    gu: 'જીવનસાથીની પસંદગી',
    te: 'జీవిత భాగస్వామి ఎంపిక',
    ta: 'வாழ்க்கைத் துணையைத் தேர்ந்தெடுத்தல்',
    mr: 'जोडीदाराची निवड',
    pa: 'ਜੀਵਨ ਸਾਥੀ ਦੀ ਚੋਣ',
    bn: 'জীবনসঙ্গী বাছাই',
    ml: 'ജീവിതപങ്കാളിയെ തിരഞ്ഞെടുക്കൽ',
    or: 'ଜୀବନସାଥୀ ବାଛିବା',
  },
  'Rights of Spouses': {
    kn: 'ಪತಿ-ಪತ್ನಿಯರ ಹಕ್ಕುಗಳು',
    gu: 'પતિ-પત્નીના હક',
    te: 'భార్యాభర్తల హక్కులు',
    ta: 'கணவன் மனைவியின் உரிமைகள்',
    mr: 'पती-पत्नीचे हक्क',
    pa: 'ਪਤੀ-ਪਤਨੀ ਦੇ ਹੱਕ',
    bn: 'স্বামী-স্ত্রীর অধিকার',
    ml: 'ഭാര്യാഭർത്താക്കന്മാരുടെ അവകാശങ്ങൾ',
    or: 'ସ୍ୱାମୀ-ସ୍ତ୍ରୀଙ୍କ ଅଧିକାର',
  },
  'Nikah Ceremony': {
    kn: 'ನಿಕಾಹ್ ಸಮಾರಂಭ',
    gu: 'નિકાહ સમારંભ',
    te: 'నికాహ్ వేడుక',
    ta: 'நிக்காஹ் விழா',
    mr: 'निकाह समारंभ',
    pa: 'ਨਿਕਾਹ ਦੀ ਰਸਮ',
    bn: 'নিকাহ অনুষ্ঠান',
    ml: 'നിക്കാഹ് ചടങ്ങ്',
    or: 'ନିକାହ ଉତ୍ସବ',
  },
  'Family Life': {
    kn: 'ಕುಟುಂಬ ಜೀವನ',
    gu: 'પારિવારિક જીવન',
    te: 'కుటుంబ జీవితం',
    ta: 'குடும்ப வாழ்க்கை',
    mr: 'कौटुंबिक जीवन',
    pa: 'ਪਰਿਵਾਰਕ ਜੀਵਨ',
    bn: 'পারিবারিক জীবন',
    ml: 'കുടുംബജീവിതം',
    or: 'ପାରିବାରିକ ଜୀବନ',
  },
};

/**
 * `base` (Hindi and Urdu) with the nine languages of `regional[english]` added as `{lang: {field:
 * text}}`, for the row of `english`.
 */
export function withRegional<F extends string>(
  base: Partial<Record<TranslationLanguage, Partial<Record<F, string>>>> | undefined,
  regional: Record<Regional, string> | undefined,
  field: F,
): Partial<Record<TranslationLanguage, Partial<Record<F, string>>>> {
  const extra = Object.fromEntries(
    Object.entries(regional ?? {}).map(([lang, text]) => [lang, { [field]: text }]),
  ) as Partial<Record<TranslationLanguage, Partial<Record<F, string>>>>;
  return { ...(base ?? {}), ...extra };
}
