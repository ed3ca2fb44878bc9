/**
 * Hindi and Urdu texts of the demo content (issue 12), written for this project in the words an
 * Indian Muslim family uses, keyed by the English text of content.ts. The nine other interface
 * languages are in content-translations-regional.ts (issue 34); what a moderator adds later
 * without a translation shows in English, marked `lang="en"`.
 * A guideline's Hindi title is its `title_hindi` column, so guidelines carry Urdu only here.
 */
import type { Translations } from '@nikah/shared';

/** Hindi and Urdu of each ticker line. */
export const HEADER_MESSAGE_TRANSLATIONS: Record<string, Translations<'message'>> = {
  'Registration, search and proposals are completely free for every member.': {
    hi: { message: 'हर सदस्य के लिए रजिस्ट्रेशन, तलाश और रिश्ते भेजना बिल्कुल मुफ़्त है।' },
    ur: { message: 'ہر رکن کے لیے رجسٹریشن، تلاش اور رشتے بھیجنا بالکل مفت ہے۔' },
  },
  'We never ask for money — pay no one who claims to call or write from this service.': {
    hi: { message: 'हम कभी पैसे नहीं माँगते — इस सेवा के नाम पर फ़ोन या मैसेज करने वाले किसी को भी पैसे न दें।' },
    ur: {
      message: 'ہم کبھی پیسے نہیں مانگتے — اس سروس کے نام پر فون یا پیغام کرنے والے کسی کو بھی پیسے نہ دیں۔',
    },
  },
  'Fraud warning: never send money, gifts or mobile recharges to anyone you met here. Report them.': {
    hi: {
      message:
        'धोखाधड़ी से सावधान: यहाँ मिले किसी भी व्यक्ति को पैसे, तोहफ़े या मोबाइल रिचार्ज कभी न भेजें। उसकी शिकायत करें।',
    },
    ur: {
      message:
        'دھوکہ دہی سے ہوشیار: یہاں ملنے والے کسی بھی شخص کو پیسے، تحفے یا موبائل ریچارج ہرگز نہ بھیجیں۔ اس کی شکایت کریں۔',
    },
  },
  'Verified profiles carry a badge: upload an identity document from your profile to get verified.': {
    hi: {
      message: 'तस्दीक़शुदा प्रोफ़ाइल पर बैज होता है: तस्दीक़ के लिए अपनी प्रोफ़ाइल से पहचान का दस्तावेज़ अपलोड करें।',
    },
    ur: {
      message: 'تصدیق شدہ پروفائل پر بیج ہوتا ہے: تصدیق کے لیے اپنی پروفائل سے شناختی دستاویز اپ لوڈ کریں۔',
    },
  },
  'Parents and guardians may register and search on behalf of their son or daughter.': {
    hi: { message: 'माता-पिता और सरपरस्त अपने बेटे या बेटी की तरफ़ से रजिस्टर करके रिश्ता तलाश सकते हैं।' },
    ur: { message: 'والدین اور سرپرست اپنے بیٹے یا بیٹی کی طرف سے رجسٹر کر کے رشتہ تلاش کر سکتے ہیں۔' },
  },
  'Keep first conversations on the site and involve your family before sharing phone numbers.': {
    hi: { message: 'शुरुआती बातचीत साइट पर ही रखें, और फ़ोन नंबर देने से पहले अपने घरवालों को शामिल करें।' },
    ur: {
      message: 'ابتدائی بات چیت سائٹ پر ہی رکھیں، اور فون نمبر دینے سے پہلے اپنے گھر والوں کو شامل کریں۔',
    },
  },
  'Found your life partner here? Tell us your story and inspire others, in sha Allah.': {
    hi: { message: 'क्या आपको यहाँ जीवनसाथी मिला? अपनी कहानी हमें बताइए, इन शा अल्लाह दूसरों को भी हौसला मिलेगा।' },
    ur: {
      message:
        'کیا آپ کو یہاں شریکِ حیات ملا؟ اپنی کہانی ہمیں بتائیے، ان شاء اللہ دوسروں کو بھی حوصلہ ملے گا۔',
    },
  },
};

/** Hindi and Urdu of each guideline tag, by its English name (the filter chips of the guidelines page). */
export const GUIDELINE_TAG_TRANSLATIONS: Record<string, Translations<'name'>> = {
  'Before Nikah': { hi: { name: 'निकाह से पहले' }, ur: { name: 'نکاح سے پہلے' } },
  'Choosing a Spouse': { hi: { name: 'जीवनसाथी का चुनाव' }, ur: { name: 'شریکِ حیات کا انتخاب' } },
  'Rights of Spouses': { hi: { name: 'मियाँ-बीवी के हक़' }, ur: { name: 'میاں بیوی کے حقوق' } },
  'Nikah Ceremony': { hi: { name: 'निकाह की तक़रीब' }, ur: { name: 'نکاح کی تقریب' } },
  'Family Life': { hi: { name: 'घरेलू ज़िंदगी' }, ur: { name: 'گھریلو زندگی' } },
};

/** Urdu title of each guideline, by its English title. */
export const GUIDELINE_TITLES_URDU: Record<string, string> = {
  'How to pray Istikhara before a decision': 'فیصلے سے پہلے استخارہ کیسے کریں',
  'Talking to a proposal within Islamic limits': 'رشتے کی بات اسلامی حدود میں کیسے کریں',
  'Involving parents in the decision': 'فیصلے میں والدین کو شامل کرنا',
  'Questions to ask before saying yes': 'ہاں کہنے سے پہلے پوچھنے کے سوالات',
  'Deen and character come first': 'دین اور اخلاق کو پہلی جگہ دیں',
  'Compatibility in education and outlook': 'تعلیم اور سوچ میں ہم آہنگی',
  'Meeting the other family with respect': 'دوسرے خاندان سے عزت کے ساتھ ملاقات',
  'Warning signs in a proposal': 'رشتے میں احتیاط کی علامات',
  'Rights of the wife in Islam': 'اسلام میں بیوی کے حقوق',
  'Rights of the husband in Islam': 'اسلام میں شوہر کے حقوق',
  "Mahr is the wife's right": 'مہر بیوی کا حق ہے',
  'Kindness and consultation at home': 'گھر میں نرمی اور مشورہ',
  'The essentials of a valid nikah': 'صحیح نکاح کی ضروری شرائط',
  'A simple nikah without dowry': 'جہیز کے بغیر سادہ نکاح',
  'Walima according to the Sunnah': 'سنت کے مطابق ولیمہ',
  'The role of the wali and the witnesses': 'ولی اور گواہوں کا کردار',
  'Building trust in the first year of marriage': 'شادی کے پہلے سال میں اعتماد قائم کرنا',
  'Resolving disagreements calmly': 'اختلافات سکون سے حل کرنا',
  'Raising children with Islamic values': 'بچوں کی اسلامی تربیت',
  'Balancing in-laws and your own home': 'سسرال اور اپنے گھر میں توازن',
  'Managing money together as a couple': 'میاں بیوی مل کر پیسوں کا انتظام',
};

type StoryTexts = Translations<'name' | 'short_description' | 'description'>;

/** Hindi and Urdu of each success story, by the couple's English names. */
export const STORY_TRANSLATIONS: Record<string, StoryTexts> = {
  'Imran & Sana': {
    hi: {
      name: 'इमरान और सना',
      short_description: 'लखनऊ और भोपाल, 2023 में निकाह',
      description:
        'सना के वालिद एक दीनदार घराने के ग्रेजुएट लड़के की तलाश में थे, तभी उन्हें इमरान की प्रोफ़ाइल मिली। दो बार घरवालों की मुलाक़ात और दोनों तरफ़ इस्तिख़ारे के बाद मोहल्ले की मस्जिद में सादा निकाह हुआ, और क़रीबी रिश्तेदारों के लिए वलीमा।',
    },
    ur: {
      name: 'عمران اور ثنا',
      short_description: 'لکھنؤ اور بھوپال، 2023 میں نکاح',
      description:
        'ثنا کے والد ایک دین دار گھرانے کے گریجویٹ لڑکے کی تلاش میں تھے، تبھی انہیں عمران کی پروفائل ملی۔ دو بار گھر والوں کی ملاقات اور دونوں طرف استخارے کے بعد محلے کی مسجد میں سادہ نکاح ہوا، اور قریبی رشتہ داروں کے لیے ولیمہ۔',
    },
  },
  'Faisal & Hafsa': {
    hi: {
      name: 'फ़ैसल और हफ़्सा',
      short_description: 'दोनों हैदराबाद के डॉक्टर',
      description:
        'हफ़्सा ने लिखा था कि वह शादी के बाद भी अपनी प्रैक्टिस जारी रखना चाहती हैं; यह पढ़कर फ़ैसल ने रिश्ता भेजा। उसी हफ़्ते दोनों के माँ-बाप ने फ़ोन पर बात की और एक महीने के अंदर दोनों घराने राज़ी हो गए। आज दोनों मिलकर एक क्लिनिक चलाते हैं।',
    },
    ur: {
      name: 'فیصل اور حفصہ',
      short_description: 'دونوں حیدرآباد کے ڈاکٹر',
      description:
        'حفصہ نے لکھا تھا کہ وہ شادی کے بعد بھی اپنی پریکٹس جاری رکھنا چاہتی ہیں؛ یہ پڑھ کر فیصل نے رشتہ بھیجا۔ اسی ہفتے دونوں کے والدین نے فون پر بات کی اور ایک مہینے کے اندر دونوں گھرانے راضی ہو گئے۔ آج دونوں مل کر ایک کلینک چلاتے ہیں۔',
    },
  },
  'Adil & Nazia': {
    hi: {
      name: 'आदिल और नाज़िया',
      short_description: 'ख़ुशी का दूसरा मौक़ा',
      description:
        'दोनों का तलाक़ हो चुका था और दोबारा रिश्ता करने में झिझक थी। प्रोफ़ाइल पर तस्दीक़ के बैज से दोनों घरानों को इत्मीनान हुआ। उनका निकाह सादगी से, बिना दहेज के हुआ, और वे कहते हैं कि सब्र ही असल कुंजी थी।',
    },
    ur: {
      name: 'عادل اور نازیہ',
      short_description: 'خوشی کا دوسرا موقع',
      description:
        'دونوں کی طلاق ہو چکی تھی اور دوبارہ رشتہ کرنے میں جھجک تھی۔ پروفائل پر تصدیق کے بیج سے دونوں گھرانوں کو اطمینان ہوا۔ ان کا نکاح سادگی سے، بغیر جہیز کے ہوا، اور وہ کہتے ہیں کہ صبر ہی اصل کنجی تھا۔',
    },
  },
  'Zubair & Ayesha': {
    hi: {
      name: 'ज़ुबैर और आयशा',
      short_description: 'कोझिकोड से दुबई तक',
      description:
        'ज़ुबैर दुबई में काम करते हैं और उनकी वालिदा ने उनकी तरफ़ से रिश्ता तलाशा। आयशा को यह बात अच्छी लगी कि उनकी उम्मीदों में सादा निकाह लिखा था। दोनों घरवालों की मौजूदगी में वीडियो कॉल के बाद, पिछली सर्दियों में केरल में उनका निकाह हुआ।',
    },
    ur: {
      name: 'زبیر اور عائشہ',
      short_description: 'کوزیکوڈ سے دبئی تک',
      description:
        'زبیر دبئی میں کام کرتے ہیں اور ان کی والدہ نے ان کی طرف سے رشتہ تلاش کیا۔ عائشہ کو یہ بات اچھی لگی کہ ان کی توقعات میں سادہ نکاح لکھا تھا۔ دونوں گھر والوں کی موجودگی میں ویڈیو کال کے بعد پچھلی سردیوں میں کیرالا میں ان کا نکاح ہوا۔',
    },
  },
  'Tariq & Rabia': {
    hi: {
      name: 'तारिक़ और राबिया',
      short_description: 'पटना के पड़ोसी जो कभी मिले नहीं थे',
      description:
        'वे पटना में तीन गलियाँ दूर रहते थे, मगर उनके घरवाले कभी नहीं मिले थे। शहर के हिसाब से तलाश ने उन्हें मिला दिया। उनके वालिदैन कहते हैं कि सबसे अच्छी बात यह थी कि किसी भी क़दम पर किसी ने एक रुपया भी नहीं माँगा।',
    },
    ur: {
      name: 'طارق اور رابعہ',
      short_description: 'پٹنہ کے پڑوسی جو کبھی ملے نہیں تھے',
      description:
        'وہ پٹنہ میں تین گلیاں دور رہتے تھے، مگر ان کے گھر والے کبھی نہیں ملے تھے۔ شہر کے حساب سے تلاش نے انہیں ملا دیا۔ ان کے والدین کہتے ہیں کہ سب سے اچھی بات یہ تھی کہ کسی بھی قدم پر کسی نے ایک روپیہ بھی نہیں مانگا۔',
    },
  },
  'Salman & Iqra': {
    hi: {
      name: 'सलमान और इक़रा',
      short_description: 'किताबों से मोहब्बत करने वाले दो उस्ताद',
      description:
        'सलमान उर्दू पढ़ाते हैं और इक़रा साइंस। दोनों ने अपने शौक़ में पढ़ना लिखा था। दोनों के वालिद की मुलाक़ात के बाद बीस मेहमानों के साथ निकाह हुआ, और बचाए हुए पैसे लड़कियों के एक स्कूल को दे दिए गए।',
    },
    ur: {
      name: 'سلمان اور اقرا',
      short_description: 'کتابوں سے محبت کرنے والے دو استاد',
      description:
        'سلمان اردو پڑھاتے ہیں اور اقرا سائنس۔ دونوں نے اپنے شوق میں مطالعہ لکھا تھا۔ دونوں کے والد کی ملاقات کے بعد بیس مہمانوں کے ساتھ نکاح ہوا، اور بچائے ہوئے پیسے لڑکیوں کے ایک اسکول کو دے دیے گئے۔',
    },
  },
  'Owais & Mahira': {
    hi: {
      name: 'उवैस और माहिरा',
      short_description: 'एक ही रिश्ते में निकाह',
      description:
        'माहिरा की प्रोफ़ाइल उनके भाई संभालते थे। उवैस के घराने के बारे में जान-पहचान वालों से पूछताछ के बाद उन्होंने रिश्ता क़बूल किया। तीन महीने के अंदर निकाह हो गया, और अब वे अपने शहर के दूसरे घरानों को साइट सुरक्षित तरीक़े से इस्तेमाल करने में मदद करते हैं।',
    },
    ur: {
      name: 'اویس اور ماہرہ',
      short_description: 'ایک ہی رشتے میں نکاح',
      description:
        'ماہرہ کی پروفائل ان کے بھائی سنبھالتے تھے۔ اویس کے گھرانے کے بارے میں جان پہچان والوں سے معلومات لینے کے بعد انہوں نے رشتہ قبول کیا۔ تین مہینے کے اندر نکاح ہو گیا، اور اب وہ اپنے شہر کے دوسرے گھرانوں کو سائٹ محفوظ طریقے سے استعمال کرنے میں مدد کرتے ہیں۔',
    },
  },
};

/** Hindi and Urdu of each news card, by its English title. */
export const NEWS_TRANSLATIONS: Record<string, Translations<'title' | 'description'>> = {
  'Register your marriage': {
    hi: {
      title: 'अपनी शादी का रजिस्ट्रेशन कराएँ',
      description: 'भारत सरकार का राष्ट्रीय पोर्टल बताता है कि शादी का रजिस्ट्रेशन कैसे और कहाँ कराएँ।',
    },
    ur: {
      title: 'اپنی شادی کا رجسٹریشن کرائیں',
      description: 'حکومتِ ہند کا قومی پورٹل بتاتا ہے کہ شادی کا رجسٹریشن کیسے اور کہاں کرائیں۔',
    },
  },
  'Health before and after marriage': {
    hi: {
      title: 'शादी से पहले और बाद में सेहत',
      description: 'परिवार और माँ की सेहत पर विश्व स्वास्थ्य संगठन की भरोसेमंद जानकारी।',
    },
    ur: {
      title: 'شادی سے پہلے اور بعد میں صحت',
      description: 'خاندان اور ماں کی صحت پر عالمی ادارۂ صحت کی قابلِ اعتماد رہنمائی۔',
    },
  },
  'Dowry is a crime': {
    hi: {
      title: 'दहेज जुर्म है',
      description: 'दहेज निषेध अधिनियम और परिवार से जुड़े दूसरे क़ानून सरकारी इंडिया कोड साइट पर पढ़ें।',
    },
    ur: {
      title: 'جہیز جرم ہے',
      description: 'جہیز کی ممانعت کا قانون اور خاندان سے متعلق دوسرے قوانین سرکاری انڈیا کوڈ سائٹ پر پڑھیں۔',
    },
  },
  'Report online fraud': {
    hi: {
      title: 'ऑनलाइन धोखाधड़ी की शिकायत करें',
      description: 'अगर कोई ऑनलाइन आपसे पैसे माँगे, तो नेशनल साइबर क्राइम रिपोर्टिंग पोर्टल पर शिकायत दर्ज करें।',
    },
    ur: {
      title: 'آن لائن دھوکہ دہی کی شکایت کریں',
      description: 'اگر کوئی آن لائن آپ سے پیسے مانگے تو نیشنل سائبر کرائم رپورٹنگ پورٹل پر شکایت درج کریں۔',
    },
  },
  'Support for women': {
    hi: {
      title: 'ख़वातीन के लिए मदद',
      description: 'राष्ट्रीय महिला आयोग महिलाओं के लिए हेल्पलाइन और शिकायत की सुविधा देता है।',
    },
    ur: {
      title: 'خواتین کے لیے مدد',
      description: 'قومی کمیشن برائے خواتین، خواتین کے لیے ہیلپ لائن اور شکایت کی سہولت فراہم کرتا ہے۔',
    },
  },
  'Scholarships for students': {
    hi: {
      title: 'छात्रों के लिए स्कॉलरशिप',
      description: 'नेशनल स्कॉलरशिप पोर्टल पर उच्च शिक्षा के लिए अल्पसंख्यक और मेरिट स्कॉलरशिप।',
    },
    ur: {
      title: 'طلبہ کے لیے وظائف',
      description: 'نیشنل اسکالرشپ پورٹل پر اعلیٰ تعلیم کے لیے اقلیتی اور میرٹ وظائف۔',
    },
  },
  'Banking basics for new families': {
    hi: {
      title: 'नए घरानों के लिए बैंकिंग की बुनियादी बातें',
      description: 'भारतीय रिज़र्व बैंक बताता है कि सुरक्षित बैंकिंग कैसे करें और आम धोखाधड़ी से कैसे बचें।',
    },
    ur: {
      title: 'نئے گھرانوں کے لیے بینکاری کی بنیادی باتیں',
      description: 'ریزرو بینک آف انڈیا بتاتا ہے کہ محفوظ بینکاری کیسے کریں اور عام دھوکہ دہی سے کیسے بچیں۔',
    },
  },
};
