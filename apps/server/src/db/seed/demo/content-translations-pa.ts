/** Punjabi (Gurmukhi) of the demo's guideline titles, success stories and news cards (issue 34 point 7). */
import type { RegionalContent } from './content-translations-regional';

export const PUNJABI: RegionalContent = {
  guidelines: {
    'How to pray Istikhara before a decision': 'ਫ਼ੈਸਲੇ ਤੋਂ ਪਹਿਲਾਂ ਇਸਤਿਖ਼ਾਰਾ ਕਿਵੇਂ ਕਰੀਏ',
    'Talking to a proposal within Islamic limits': 'ਇਸਲਾਮੀ ਹੱਦਾਂ ਵਿੱਚ ਰਿਸ਼ਤੇ ਦੀ ਗੱਲ',
    'Involving parents in the decision': 'ਫ਼ੈਸਲੇ ਵਿੱਚ ਮਾਪਿਆਂ ਨੂੰ ਸ਼ਾਮਲ ਕਰਨਾ',
    'Questions to ask before saying yes': 'ਹਾਂ ਕਹਿਣ ਤੋਂ ਪਹਿਲਾਂ ਪੁੱਛਣ ਵਾਲੇ ਸਵਾਲ',
    'Deen and character come first': 'ਦੀਨ ਅਤੇ ਚਰਿੱਤਰ ਸਭ ਤੋਂ ਪਹਿਲਾਂ',
    'Compatibility in education and outlook': 'ਪੜ੍ਹਾਈ ਅਤੇ ਸੋਚ ਵਿੱਚ ਮੇਲ',
    'Meeting the other family with respect': 'ਦੂਜੇ ਪਰਿਵਾਰ ਨੂੰ ਇੱਜ਼ਤ ਨਾਲ ਮਿਲਣਾ',
    'Warning signs in a proposal': 'ਰਿਸ਼ਤੇ ਵਿੱਚ ਖ਼ਤਰੇ ਦੇ ਸੰਕੇਤ',
    'Rights of the wife in Islam': 'ਇਸਲਾਮ ਵਿੱਚ ਪਤਨੀ ਦੇ ਹੱਕ',
    'Rights of the husband in Islam': 'ਇਸਲਾਮ ਵਿੱਚ ਪਤੀ ਦੇ ਹੱਕ',
    "Mahr is the wife's right": 'ਮਹਿਰ ਪਤਨੀ ਦਾ ਹੱਕ ਹੈ',
    'Kindness and consultation at home': 'ਘਰ ਵਿੱਚ ਨਰਮੀ ਅਤੇ ਸਲਾਹ-ਮਸ਼ਵਰਾ',
    'The essentials of a valid nikah': 'ਸਹੀ ਨਿਕਾਹ ਦੀਆਂ ਜ਼ਰੂਰੀ ਸ਼ਰਤਾਂ',
    'A simple nikah without dowry': 'ਦਾਜ ਤੋਂ ਬਿਨਾਂ ਸਾਦਾ ਨਿਕਾਹ',
    'Walima according to the Sunnah': 'ਸੁੰਨਤ ਅਨੁਸਾਰ ਵਲੀਮਾ',
    'The role of the wali and the witnesses': 'ਵਲੀ ਅਤੇ ਗਵਾਹਾਂ ਦੀ ਭੂਮਿਕਾ',
    'Building trust in the first year of marriage': 'ਵਿਆਹ ਦੇ ਪਹਿਲੇ ਸਾਲ ਵਿੱਚ ਭਰੋਸਾ ਬਣਾਉਣਾ',
    'Resolving disagreements calmly': 'ਮਤਭੇਦ ਸ਼ਾਂਤੀ ਨਾਲ ਸੁਲਝਾਉਣਾ',
    'Raising children with Islamic values': 'ਇਸਲਾਮੀ ਕਦਰਾਂ ਨਾਲ ਬੱਚਿਆਂ ਦੀ ਪਰਵਰਿਸ਼',
    'Balancing in-laws and your own home': 'ਸਹੁਰੇ ਘਰ ਅਤੇ ਆਪਣੇ ਘਰ ਵਿੱਚ ਸੰਤੁਲਨ',
    'Managing money together as a couple': 'ਪਤੀ-ਪਤਨੀ ਮਿਲ ਕੇ ਪੈਸਿਆਂ ਦਾ ਪ੍ਰਬੰਧ',
  },
  stories: {
    'Imran & Sana': {
      name: 'ਇਮਰਾਨ ਅਤੇ ਸਨਾ',
      short_description: 'ਲਖਨਊ ਅਤੇ ਭੋਪਾਲ, 2023 ਵਿੱਚ ਨਿਕਾਹ',
      description:
        'ਸਨਾ ਦੇ ਪਿਤਾ ਦੀਨਦਾਰ ਪਰਿਵਾਰ ਦੇ ਗ੍ਰੈਜੂਏਟ ਮੁੰਡੇ ਦੀ ਭਾਲ ਵਿੱਚ ਸਨ, ਤਾਂ ਉਨ੍ਹਾਂ ਨੂੰ ਇਮਰਾਨ ਦੀ ਪ੍ਰੋਫ਼ਾਈਲ ਮਿਲੀ। ਦੋ ਵਾਰ ਪਰਿਵਾਰਾਂ ਦੀ ਮੁਲਾਕਾਤ ਅਤੇ ਦੋਵਾਂ ਪਾਸਿਆਂ ਤੋਂ ਇਸਤਿਖ਼ਾਰੇ ਤੋਂ ਬਾਅਦ ਮੁਹੱਲੇ ਦੀ ਮਸਜਿਦ ਵਿੱਚ ਸਾਦਾ ਨਿਕਾਹ ਹੋਇਆ, ਅਤੇ ਨੇੜਲੇ ਰਿਸ਼ਤੇਦਾਰਾਂ ਲਈ ਵਲੀਮਾ।',
    },
    'Faisal & Hafsa': {
      name: 'ਫ਼ੈਸਲ ਅਤੇ ਹਫ਼ਸਾ',
      short_description: 'ਹੈਦਰਾਬਾਦ ਦੇ ਦੋ ਡਾਕਟਰ',
      description:
        'ਹਫ਼ਸਾ ਨੇ ਲਿਖਿਆ ਸੀ ਕਿ ਉਹ ਵਿਆਹ ਤੋਂ ਬਾਅਦ ਵੀ ਪ੍ਰੈਕਟਿਸ ਜਾਰੀ ਰੱਖਣਾ ਚਾਹੁੰਦੀ ਹੈ; ਇਹ ਪੜ੍ਹ ਕੇ ਫ਼ੈਸਲ ਨੇ ਰਿਸ਼ਤਾ ਭੇਜਿਆ। ਉਸੇ ਹਫ਼ਤੇ ਮਾਪਿਆਂ ਨੇ ਫ਼ੋਨ ’ਤੇ ਗੱਲ ਕੀਤੀ ਅਤੇ ਮਹੀਨੇ ਵਿੱਚ ਦੋਵੇਂ ਪਰਿਵਾਰ ਰਾਜ਼ੀ ਹੋ ਗਏ। ਹੁਣ ਦੋਵੇਂ ਮਿਲ ਕੇ ਇੱਕ ਕਲੀਨਿਕ ਚਲਾਉਂਦੇ ਹਨ।',
    },
    'Adil & Nazia': {
      name: 'ਆਦਿਲ ਅਤੇ ਨਾਜ਼ੀਆ',
      short_description: 'ਖ਼ੁਸ਼ੀ ਦਾ ਦੂਜਾ ਮੌਕਾ',
      description:
        'ਦੋਵਾਂ ਦਾ ਤਲਾਕ ਹੋ ਚੁੱਕਾ ਸੀ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰਨ ਤੋਂ ਝਿਜਕਦੇ ਸਨ। ਪ੍ਰੋਫ਼ਾਈਲਾਂ ’ਤੇ ਪੁਸ਼ਟੀ ਦੇ ਬੈਜ ਨੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਭਰੋਸਾ ਦਿੱਤਾ। ਦਾਜ ਤੋਂ ਬਿਨਾਂ ਸਾਦਗੀ ਨਾਲ ਨਿਕਾਹ ਹੋਇਆ, ਅਤੇ ਉਹ ਕਹਿੰਦੇ ਹਨ ਕਿ ਸਬਰ ਹੀ ਅਸਲ ਕੁੰਜੀ ਸੀ।',
    },
    'Zubair & Ayesha': {
      name: 'ਜ਼ੁਬੈਰ ਅਤੇ ਆਇਸ਼ਾ',
      short_description: 'ਕੋਝੀਕੋਡ ਤੋਂ ਦੁਬਈ ਤੱਕ',
      description:
        'ਜ਼ੁਬੈਰ ਦੁਬਈ ਵਿੱਚ ਕੰਮ ਕਰਦੇ ਹਨ ਅਤੇ ਉਨ੍ਹਾਂ ਦੀ ਮਾਂ ਨੇ ਉਨ੍ਹਾਂ ਵੱਲੋਂ ਰਿਸ਼ਤਾ ਲੱਭਿਆ। ਆਇਸ਼ਾ ਨੂੰ ਚੰਗਾ ਲੱਗਾ ਕਿ ਉਨ੍ਹਾਂ ਦੀਆਂ ਉਮੀਦਾਂ ਵਿੱਚ ਸਾਦਾ ਨਿਕਾਹ ਲਿਖਿਆ ਸੀ। ਦੋਵਾਂ ਪਰਿਵਾਰਾਂ ਦੀ ਮੌਜੂਦਗੀ ਵਿੱਚ ਵੀਡੀਓ ਕਾਲਾਂ ਤੋਂ ਬਾਅਦ ਪਿਛਲੀਆਂ ਸਰਦੀਆਂ ਵਿੱਚ ਕੇਰਲ ਵਿੱਚ ਨਿਕਾਹ ਹੋਇਆ।',
    },
    'Tariq & Rabia': {
      name: 'ਤਾਰਿਕ ਅਤੇ ਰਾਬੀਆ',
      short_description: 'ਪਟਨਾ ਦੇ ਗੁਆਂਢੀ ਜੋ ਕਦੇ ਨਹੀਂ ਮਿਲੇ ਸਨ',
      description:
        'ਉਹ ਪਟਨਾ ਵਿੱਚ ਤਿੰਨ ਗਲੀਆਂ ਦੂਰ ਰਹਿੰਦੇ ਸਨ, ਪਰ ਉਨ੍ਹਾਂ ਦੇ ਪਰਿਵਾਰ ਕਦੇ ਨਹੀਂ ਮਿਲੇ ਸਨ। ਸ਼ਹਿਰ ਅਨੁਸਾਰ ਖੋਜ ਨੇ ਉਨ੍ਹਾਂ ਨੂੰ ਮਿਲਾ ਦਿੱਤਾ। ਮਾਪੇ ਕਹਿੰਦੇ ਹਨ ਕਿ ਸਭ ਤੋਂ ਵਧੀਆ ਗੱਲ ਇਹ ਸੀ ਕਿ ਕਿਸੇ ਵੀ ਕਦਮ ’ਤੇ ਕਿਸੇ ਨੇ ਇੱਕ ਰੁਪਿਆ ਵੀ ਨਹੀਂ ਮੰਗਿਆ।',
    },
    'Salman & Iqra': {
      name: 'ਸਲਮਾਨ ਅਤੇ ਇਕਰਾ',
      short_description: 'ਕਿਤਾਬਾਂ ਨਾਲ ਪਿਆਰ ਕਰਨ ਵਾਲੇ ਦੋ ਅਧਿਆਪਕ',
      description:
        'ਸਲਮਾਨ ਉਰਦੂ ਪੜ੍ਹਾਉਂਦੇ ਹਨ ਅਤੇ ਇਕਰਾ ਵਿਗਿਆਨ। ਦੋਵਾਂ ਨੇ ਆਪਣੇ ਸ਼ੌਕ ਵਿੱਚ ਪੜ੍ਹਨਾ ਲਿਖਿਆ ਸੀ। ਪਿਤਾਵਾਂ ਦੀ ਮੁਲਾਕਾਤ ਤੋਂ ਬਾਅਦ ਵੀਹ ਮਹਿਮਾਨਾਂ ਨਾਲ ਨਿਕਾਹ ਹੋਇਆ, ਅਤੇ ਬਚੇ ਪੈਸੇ ਕੁੜੀਆਂ ਦੇ ਇੱਕ ਸਕੂਲ ਨੂੰ ਦਾਨ ਕਰ ਦਿੱਤੇ।',
    },
    'Owais & Mahira': {
      name: 'ਉਵੈਸ ਅਤੇ ਮਾਹਿਰਾ',
      short_description: 'ਇੱਕੋ ਰਿਸ਼ਤੇ ਵਿੱਚ ਨਿਕਾਹ',
      description:
        'ਮਾਹਿਰਾ ਦੀ ਪ੍ਰੋਫ਼ਾਈਲ ਉਸ ਦਾ ਭਰਾ ਸੰਭਾਲਦਾ ਸੀ। ਉਵੈਸ ਦੇ ਪਰਿਵਾਰ ਬਾਰੇ ਜਾਣ-ਪਛਾਣ ਵਾਲਿਆਂ ਤੋਂ ਪੁੱਛਗਿੱਛ ਤੋਂ ਬਾਅਦ ਉਸ ਨੇ ਰਿਸ਼ਤਾ ਕਬੂਲ ਕੀਤਾ। ਤਿੰਨ ਮਹੀਨਿਆਂ ਵਿੱਚ ਨਿਕਾਹ ਹੋ ਗਿਆ, ਅਤੇ ਹੁਣ ਉਹ ਆਪਣੇ ਸ਼ਹਿਰ ਦੇ ਹੋਰ ਪਰਿਵਾਰਾਂ ਨੂੰ ਸਾਈਟ ਸੁਰੱਖਿਅਤ ਢੰਗ ਨਾਲ ਵਰਤਣ ਵਿੱਚ ਮਦਦ ਕਰਦੇ ਹਨ।',
    },
  },
  news: {
    'Register your marriage': {
      title: 'ਆਪਣੇ ਵਿਆਹ ਦੀ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਕਰਵਾਓ',
      description: 'ਭਾਰਤ ਸਰਕਾਰ ਦਾ ਕੌਮੀ ਪੋਰਟਲ ਦੱਸਦਾ ਹੈ ਕਿ ਵਿਆਹ ਦੀ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਕਿਵੇਂ ਅਤੇ ਕਿੱਥੇ ਕਰਵਾਈਏ।',
    },
    'Health before and after marriage': {
      title: 'ਵਿਆਹ ਤੋਂ ਪਹਿਲਾਂ ਅਤੇ ਬਾਅਦ ਸਿਹਤ',
      description: 'ਪਰਿਵਾਰ ਅਤੇ ਮਾਂ ਦੀ ਸਿਹਤ ਬਾਰੇ ਵਿਸ਼ਵ ਸਿਹਤ ਸੰਗਠਨ ਦੀ ਭਰੋਸੇਯੋਗ ਜਾਣਕਾਰੀ।',
    },
    'Dowry is a crime': {
      title: 'ਦਾਜ ਜੁਰਮ ਹੈ',
      description: 'ਦਾਜ ਰੋਕੂ ਕਾਨੂੰਨ ਅਤੇ ਪਰਿਵਾਰ ਨਾਲ ਜੁੜੇ ਹੋਰ ਕਾਨੂੰਨ ਸਰਕਾਰੀ ਇੰਡੀਆ ਕੋਡ ਸਾਈਟ ’ਤੇ ਪੜ੍ਹੋ।',
    },
    'Report online fraud': {
      title: 'ਆਨਲਾਈਨ ਧੋਖੇ ਦੀ ਸ਼ਿਕਾਇਤ ਕਰੋ',
      description: 'ਜੇ ਕੋਈ ਆਨਲਾਈਨ ਤੁਹਾਡੇ ਤੋਂ ਪੈਸੇ ਮੰਗੇ, ਤਾਂ ਕੌਮੀ ਸਾਈਬਰ ਕ੍ਰਾਈਮ ਰਿਪੋਰਟਿੰਗ ਪੋਰਟਲ ’ਤੇ ਸ਼ਿਕਾਇਤ ਕਰੋ।',
    },
    'Support for women': {
      title: 'ਔਰਤਾਂ ਲਈ ਮਦਦ',
      description: 'ਕੌਮੀ ਮਹਿਲਾ ਕਮਿਸ਼ਨ ਔਰਤਾਂ ਲਈ ਹੈਲਪਲਾਈਨ ਅਤੇ ਸ਼ਿਕਾਇਤ ਦੀ ਸਹੂਲਤ ਦਿੰਦਾ ਹੈ।',
    },
    'Scholarships for students': {
      title: 'ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਵਜ਼ੀਫ਼ੇ',
      description: 'ਕੌਮੀ ਵਜ਼ੀਫ਼ਾ ਪੋਰਟਲ ’ਤੇ ਉੱਚ ਸਿੱਖਿਆ ਲਈ ਘੱਟ-ਗਿਣਤੀ ਅਤੇ ਮੈਰਿਟ ਵਜ਼ੀਫ਼ੇ।',
    },
    'Banking basics for new families': {
      title: 'ਨਵੇਂ ਪਰਿਵਾਰਾਂ ਲਈ ਬੈਂਕਿੰਗ ਦੀਆਂ ਮੁੱਢਲੀਆਂ ਗੱਲਾਂ',
      description: 'ਭਾਰਤੀ ਰਿਜ਼ਰਵ ਬੈਂਕ ਦੱਸਦਾ ਹੈ ਕਿ ਸੁਰੱਖਿਅਤ ਬੈਂਕਿੰਗ ਕਿਵੇਂ ਕਰੀਏ ਅਤੇ ਆਮ ਧੋਖਿਆਂ ਤੋਂ ਕਿਵੇਂ ਬਚੀਏ।',
    },
  },
};
