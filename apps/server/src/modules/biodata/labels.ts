/**
 * The printed words of the bio-data PDF in the interface languages (SPEC.md section 9: English,
 * Hindi, Urdu). Only the labels are here; reference values are written in the language by
 * values.ts, free text as stored.
 */
import type { InterfaceLanguage } from '@nikah/shared';

export interface BiodataLabels {
  service: string;
  title: string;
  profileCode: string;
  sections: {
    personal: string;
    education: string;
    family: string;
    location: string;
    religion: string;
    expectations: string;
    contact: string;
  };
  fields: {
    fullName: string;
    gender: string;
    age: string;
    years: string;
    height: string;
    weight: string;
    kg: string;
    maritalStatus: string;
    statusDetail: string;
    durationAfter: string;
    children: string;
    physicalStatus: string;
    handicapDetail: string;
    hobbies: string;
    education: string;
    degree: string;
    occupation: string;
    fathersName: string;
    fathersOccupation: string;
    mothersName: string;
    mothersOccupation: string;
    brothers: string;
    sisters: string;
    married: string;
    nativePlace: string;
    currentPlace: string;
    maslak: string;
    biradari: string;
    expectations: string;
    extraInformation: string;
    contactOf: string;
    contactNumber: string;
    whatsappNumber: string;
    email: string;
  };
  /** Footer; `{date}` is replaced by the print date. */
  footer: string;
  /** BCP 47 locale of the print date. */
  locale: string;
}

const en: BiodataLabels = {
  service: 'Nikah',
  title: 'Bio data',
  profileCode: 'Profile code',
  sections: {
    personal: 'Personal details',
    education: 'Education and work',
    family: 'Family',
    location: 'Location',
    religion: 'Religion',
    expectations: 'Expectations and more',
    contact: 'Contact',
  },
  fields: {
    fullName: 'Name',
    gender: 'Gender',
    age: 'Age',
    years: 'years',
    height: 'Height',
    weight: 'Weight',
    kg: 'kg',
    maritalStatus: 'Marital status',
    statusDetail: 'Details',
    durationAfter: 'Time since khula or divorce',
    children: 'Children',
    physicalStatus: 'Physical status',
    handicapDetail: 'Disability details',
    hobbies: 'Hobbies',
    education: 'Education',
    degree: 'Degree',
    occupation: 'Occupation',
    fathersName: "Father's name",
    fathersOccupation: "Father's occupation",
    mothersName: "Mother's name",
    mothersOccupation: "Mother's occupation",
    brothers: 'Brothers',
    sisters: 'Sisters',
    married: 'married',
    nativePlace: 'Native place',
    currentPlace: 'Lives in',
    maslak: 'Maslak',
    biradari: 'Biradari',
    expectations: 'Expectations',
    extraInformation: 'More about me',
    contactOf: 'Contact person',
    contactNumber: 'Contact number',
    whatsappNumber: 'WhatsApp number',
    email: 'E-mail',
  },
  footer: 'Generated on {date}. This is a free service: never pay anyone.',
  locale: 'en-IN',
};

const hi: BiodataLabels = {
  service: 'निकाह',
  title: 'बायोडाटा',
  profileCode: 'प्रोफ़ाइल कोड',
  sections: {
    personal: 'व्यक्तिगत जानकारी',
    education: 'शिक्षा और काम',
    family: 'परिवार',
    location: 'स्थान',
    religion: 'मज़हब',
    expectations: 'अपेक्षाएँ और अन्य जानकारी',
    contact: 'संपर्क',
  },
  fields: {
    fullName: 'नाम',
    gender: 'लिंग',
    age: 'उम्र',
    years: 'वर्ष',
    height: 'क़द',
    weight: 'वज़न',
    kg: 'किलो',
    maritalStatus: 'वैवाहिक स्थिति',
    statusDetail: 'विवरण',
    durationAfter: 'ख़ुला या तलाक़ के बाद का समय',
    children: 'बच्चे',
    physicalStatus: 'शारीरिक स्थिति',
    handicapDetail: 'विकलांगता का विवरण',
    hobbies: 'शौक़',
    education: 'शिक्षा',
    degree: 'डिग्री',
    occupation: 'पेशा',
    fathersName: 'पिता का नाम',
    fathersOccupation: 'पिता का पेशा',
    mothersName: 'माता का नाम',
    mothersOccupation: 'माता का पेशा',
    brothers: 'भाई',
    sisters: 'बहनें',
    married: 'शादीशुदा',
    nativePlace: 'मूल निवास',
    currentPlace: 'वर्तमान निवास',
    maslak: 'मसलक',
    biradari: 'बिरादरी',
    expectations: 'जीवनसाथी से अपेक्षाएँ',
    extraInformation: 'मेरे बारे में और',
    contactOf: 'संपर्क व्यक्ति',
    contactNumber: 'संपर्क नंबर',
    whatsappNumber: 'व्हाट्सऐप नंबर',
    email: 'ई-मेल',
  },
  footer: '{date} को बनाया गया। यह सेवा मुफ़्त है: किसी को कभी पैसे न दें।',
  locale: 'hi-IN',
};

const ur: BiodataLabels = {
  service: 'نکاح',
  title: 'بایو ڈیٹا',
  profileCode: 'پروفائل کوڈ',
  sections: {
    personal: 'ذاتی معلومات',
    education: 'تعلیم اور روزگار',
    family: 'خاندان',
    location: 'مقام',
    religion: 'مذہب',
    expectations: 'توقعات اور مزید معلومات',
    contact: 'رابطہ',
  },
  fields: {
    fullName: 'نام',
    gender: 'جنس',
    age: 'عمر',
    years: 'سال',
    height: 'قد',
    weight: 'وزن',
    kg: 'کلو',
    maritalStatus: 'ازدواجی حیثیت',
    statusDetail: 'تفصیل',
    durationAfter: 'خلع یا طلاق کے بعد کا عرصہ',
    children: 'بچے',
    physicalStatus: 'جسمانی حالت',
    handicapDetail: 'معذوری کی تفصیل',
    hobbies: 'مشاغل',
    education: 'تعلیم',
    degree: 'ڈگری',
    occupation: 'پیشہ',
    fathersName: 'والد کا نام',
    fathersOccupation: 'والد کا پیشہ',
    mothersName: 'والدہ کا نام',
    mothersOccupation: 'والدہ کا پیشہ',
    brothers: 'بھائی',
    sisters: 'بہنیں',
    married: 'شادی شدہ',
    nativePlace: 'آبائی مقام',
    currentPlace: 'موجودہ رہائش',
    maslak: 'مسلک',
    biradari: 'برادری',
    expectations: 'رشتے سے توقعات',
    extraInformation: 'میرے بارے میں مزید',
    contactOf: 'رابطے کا فرد',
    contactNumber: 'رابطہ نمبر',
    whatsappNumber: 'واٹس ایپ نمبر',
    email: 'ای میل',
  },
  footer: '{date} کو تیار کیا گیا۔ یہ سروس مفت ہے: کسی کو کبھی پیسے نہ دیں۔',
  locale: 'ur-IN',
};

/** The labels of language `lang`. */
/** The bio-data's labels per interface language; the nine languages of issue 12 use English for now. */
export const BIODATA_LABELS: Record<InterfaceLanguage, BiodataLabels> = {
  en,
  hi,
  ur,
  kn: en,
  gu: en,
  te: en,
  ta: en,
  mr: en,
  pa: en,
  bn: en,
  ml: en,
  or: en,
};
