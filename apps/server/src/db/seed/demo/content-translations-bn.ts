/** Bengali of the demo's guideline titles, success stories and news cards (issue 34 point 7). */
import type { RegionalContent } from './content-translations-regional';

export const BENGALI: RegionalContent = {
  guidelines: {
    'How to pray Istikhara before a decision': 'সিদ্ধান্তের আগে কীভাবে ইস্তিখারা করবেন',
    'Talking to a proposal within Islamic limits': 'ইসলামি সীমার মধ্যে বিয়ের প্রস্তাব নিয়ে কথা',
    'Involving parents in the decision': 'সিদ্ধান্তে বাবা-মাকে যুক্ত করা',
    'Questions to ask before saying yes': 'সম্মতি দেওয়ার আগে যে প্রশ্নগুলো করবেন',
    'Deen and character come first': 'দ্বীন ও চরিত্র সবার আগে',
    'Compatibility in education and outlook': 'শিক্ষা ও দৃষ্টিভঙ্গিতে মিল',
    'Meeting the other family with respect': 'অন্য পরিবারের সঙ্গে সম্মানের সাথে দেখা',
    'Warning signs in a proposal': 'প্রস্তাবে সতর্কতার লক্ষণ',
    'Rights of the wife in Islam': 'ইসলামে স্ত্রীর অধিকার',
    'Rights of the husband in Islam': 'ইসলামে স্বামীর অধিকার',
    "Mahr is the wife's right": 'মোহর স্ত্রীর অধিকার',
    'Kindness and consultation at home': 'ঘরে কোমলতা ও পরামর্শ',
    'The essentials of a valid nikah': 'সঠিক নিকাহের জরুরি শর্ত',
    'A simple nikah without dowry': 'যৌতুক ছাড়া সাদাসিধে নিকাহ',
    'Walima according to the Sunnah': 'সুন্নাহ অনুযায়ী ওয়ালিমা',
    'The role of the wali and the witnesses': 'ওলি ও সাক্ষীদের ভূমিকা',
    'Building trust in the first year of marriage': 'বিয়ের প্রথম বছরে আস্থা গড়ে তোলা',
    'Resolving disagreements calmly': 'মতভেদ শান্তভাবে মেটানো',
    'Raising children with Islamic values': 'ইসলামি মূল্যবোধে সন্তান লালন',
    'Balancing in-laws and your own home': 'শ্বশুরবাড়ি ও নিজের সংসারের ভারসাম্য',
    'Managing money together as a couple': 'স্বামী-স্ত্রী মিলে টাকার হিসাব',
  },
  stories: {
    'Imran & Sana': {
      name: 'ইমরান ও সানা',
      short_description: 'লখনউ ও ভোপাল, ২০২৩ সালে নিকাহ',
      description:
        'ধার্মিক পরিবারের স্নাতক পাত্র খুঁজতে গিয়ে সানার বাবা ইমরানের প্রোফাইল পান। দুবার পরিবারের সাক্ষাৎ আর দুই পক্ষের ইস্তিখারার পর পাড়ার মসজিদে সাদাসিধে নিকাহ হয়, আর কাছের আত্মীয়দের জন্য ওয়ালিমা।',
    },
    'Faisal & Hafsa': {
      name: 'ফয়সাল ও হাফসা',
      short_description: 'হায়দরাবাদের দুই চিকিৎসক',
      description:
        'বিয়ের পরেও হাফসা প্র্যাকটিস চালিয়ে যেতে চান — এ কথা পড়ে ফয়সাল প্রস্তাব পাঠান। সেই সপ্তাহেই বাবা-মায়েরা ফোনে কথা বলেন, আর এক মাসের মধ্যে দুই পরিবার রাজি হয়। এখন দুজনে মিলে একটি ক্লিনিক চালান।',
    },
    'Adil & Nazia': {
      name: 'আদিল ও নাজিয়া',
      short_description: 'সুখের দ্বিতীয় সুযোগ',
      description:
        'দুজনেরই বিবাহবিচ্ছেদ হয়েছিল, আবার চেষ্টা করতে দ্বিধা ছিল। প্রোফাইলে যাচাইয়ের ব্যাজ দুই পরিবারকে ভরসা দেয়। যৌতুক ছাড়া সাদাসিধেভাবে বিয়ে হয়; তাঁরা বলেন, ধৈর্যই ছিল আসল চাবিকাঠি।',
    },
    'Zubair & Ayesha': {
      name: 'জুবায়ের ও আয়েশা',
      short_description: 'কোঝিকোড় থেকে দুবাই',
      description:
        'জুবায়ের দুবাইয়ে কাজ করেন, তাঁর মা তাঁর হয়ে পাত্রী খুঁজেছিলেন। তাঁর প্রত্যাশায় সাদাসিধে নিকাহের কথা লেখা ছিল, আয়েশার সেটা ভালো লেগেছিল। দুই পরিবারের উপস্থিতিতে ভিডিও কলের পর গত শীতে কেরালায় তাঁদের বিয়ে হয়।',
    },
    'Tariq & Rabia': {
      name: 'তারিক ও রাবেয়া',
      short_description: 'পাটনার প্রতিবেশী, যাঁরা কখনও দেখা করেননি',
      description:
        'পাটনায় তাঁরা তিন গলি দূরে থাকতেন, কিন্তু পরিবারগুলোর কখনও দেখা হয়নি। শহর ধরে খোঁজ তাঁদের মিলিয়ে দেয়। বাবা-মায়েরা বলেন, সবচেয়ে ভালো ব্যাপার হলো কোনো ধাপেই কেউ এক টাকাও চায়নি।',
    },
    'Salman & Iqra': {
      name: 'সালমান ও ইকরা',
      short_description: 'বইপ্রেমী দুই শিক্ষক',
      description:
        'সালমান উর্দু পড়ান, ইকরা বিজ্ঞান। দুজনেই শখের তালিকায় বই পড়া লিখেছিলেন। বাবাদের সাক্ষাতের পর কুড়িজন অতিথি নিয়ে নিকাহ হয়, আর বেঁচে যাওয়া টাকা একটি মেয়েদের স্কুলে দান করা হয়।',
    },
    'Owais & Mahira': {
      name: 'ওয়াইস ও মাহিরা',
      short_description: 'একটি প্রস্তাবেই নিকাহ',
      description:
        'মাহিরার প্রোফাইল দেখাশোনা করতেন তাঁর ভাই। ওয়াইসের পরিবার সম্পর্কে পরিচিতদের কাছে খোঁজ নিয়ে তিনি প্রস্তাব গ্রহণ করেন। তিন মাসের মধ্যে নিকাহ হয়, আর এখন তাঁরা নিজেদের শহরের অন্য পরিবারগুলোকে নিরাপদে সাইট ব্যবহারে সাহায্য করেন।',
    },
  },
  news: {
    'Register your marriage': {
      title: 'আপনার বিয়ে নিবন্ধন করুন',
      description: 'বিয়ে কীভাবে ও কোথায় নিবন্ধন করবেন, তা ভারত সরকারের জাতীয় পোর্টাল জানায়।',
    },
    'Health before and after marriage': {
      title: 'বিয়ের আগে ও পরে স্বাস্থ্য',
      description: 'পরিবার ও মায়ের স্বাস্থ্য নিয়ে বিশ্ব স্বাস্থ্য সংস্থার নির্ভরযোগ্য নির্দেশনা।',
    },
    'Dowry is a crime': {
      title: 'যৌতুক অপরাধ',
      description: 'যৌতুক নিষেধ আইন ও পরিবার সংক্রান্ত অন্যান্য আইন সরকারি ইন্ডিয়া কোড সাইটে পড়ুন।',
    },
    'Report online fraud': {
      title: 'অনলাইন প্রতারণার অভিযোগ করুন',
      description: 'কেউ অনলাইনে টাকা চাইলে জাতীয় সাইবার ক্রাইম রিপোর্টিং পোর্টালে অভিযোগ জানান।',
    },
    'Support for women': {
      title: 'নারীদের জন্য সহায়তা',
      description: 'জাতীয় মহিলা কমিশন নারীদের জন্য হেল্পলাইন ও অভিযোগ জানানোর ব্যবস্থা দেয়।',
    },
    'Scholarships for students': {
      title: 'শিক্ষার্থীদের জন্য বৃত্তি',
      description: 'জাতীয় বৃত্তি পোর্টালে উচ্চশিক্ষার জন্য সংখ্যালঘু ও মেধা বৃত্তি।',
    },
    'Banking basics for new families': {
      title: 'নতুন পরিবারের জন্য ব্যাংকিংয়ের প্রাথমিক কথা',
      description:
        'নিরাপদে ব্যাংকিং কীভাবে করবেন আর সাধারণ প্রতারণা কীভাবে এড়াবেন, তা ভারতীয় রিজার্ভ ব্যাংক বোঝায়।',
    },
  },
};
