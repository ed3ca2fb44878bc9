/** Gujarati of the demo's guideline titles, success stories and news cards (issue 34 point 7). */
import type { RegionalContent } from './content-translations-regional';

export const GUJARATI: RegionalContent = {
  guidelines: {
    'How to pray Istikhara before a decision': 'નિર્ણય પહેલાં ઇસ્તિખારા કેવી રીતે કરવો',
    'Talking to a proposal within Islamic limits': 'ઇસ્લામી મર્યાદામાં રહીને સંબંધની વાત',
    'Involving parents in the decision': 'નિર્ણયમાં માતા-પિતાને સામેલ કરવા',
    'Questions to ask before saying yes': 'હા કહેતાં પહેલાં પૂછવાના પ્રશ્નો',
    'Deen and character come first': 'દીન અને ચારિત્ર્ય સૌથી પહેલાં',
    'Compatibility in education and outlook': 'શિક્ષણ અને વિચારોમાં મેળ',
    'Meeting the other family with respect': 'બીજા પરિવારને આદરથી મળવું',
    'Warning signs in a proposal': 'સંબંધમાં ચેતવણીના સંકેતો',
    'Rights of the wife in Islam': 'ઇસ્લામમાં પત્નીના હક',
    'Rights of the husband in Islam': 'ઇસ્લામમાં પતિના હક',
    "Mahr is the wife's right": 'મહર પત્નીનો હક છે',
    'Kindness and consultation at home': 'ઘરમાં નરમાઈ અને સલાહ-મસલત',
    'The essentials of a valid nikah': 'સાચા નિકાહની જરૂરી શરતો',
    'A simple nikah without dowry': 'દહેજ વગરના સાદા નિકાહ',
    'Walima according to the Sunnah': 'સુન્નત મુજબ વલીમા',
    'The role of the wali and the witnesses': 'વલી અને સાક્ષીઓની ભૂમિકા',
    'Building trust in the first year of marriage': 'લગ્નના પહેલા વર્ષમાં વિશ્વાસ કેળવવો',
    'Resolving disagreements calmly': 'મતભેદ શાંતિથી ઉકેલવા',
    'Raising children with Islamic values': 'ઇસ્લામી મૂલ્યો સાથે બાળકોનો ઉછેર',
    'Balancing in-laws and your own home': 'સાસરું અને પોતાના ઘર વચ્ચે સંતુલન',
    'Managing money together as a couple': 'પતિ-પત્ની સાથે મળીને પૈસાનું આયોજન',
  },
  stories: {
    'Imran & Sana': {
      name: 'ઇમરાન અને સના',
      short_description: 'લખનૌ અને ભોપાલ, 2023માં નિકાહ',
      description:
        'સનાના પિતા ધાર્મિક પરિવારના ગ્રેજ્યુએટ છોકરાની શોધમાં હતા ત્યારે તેમને ઇમરાનની પ્રોફાઇલ મળી. બે વાર પરિવારોની મુલાકાત અને બંને તરફ ઇસ્તિખારા પછી મહોલ્લાની મસ્જિદમાં સાદા નિકાહ થયા અને નજીકના સગાં માટે વલીમા રાખ્યું.',
    },
    'Faisal & Hafsa': {
      name: 'ફૈસલ અને હફ્સા',
      short_description: 'હૈદરાબાદના બે ડૉક્ટર',
      description:
        'હફ્સાએ લખ્યું હતું કે લગ્ન પછી પણ તે પ્રેક્ટિસ ચાલુ રાખવા માગે છે; તે વાંચીને ફૈસલે પ્રસ્તાવ મોકલ્યો. એ જ અઠવાડિયે માતા-પિતાએ ફોન પર વાત કરી અને એક મહિનામાં બંને પરિવારો રાજી થયા. આજે બંને સાથે મળીને ક્લિનિક ચલાવે છે.',
    },
    'Adil & Nazia': {
      name: 'આદિલ અને નાઝિયા',
      short_description: 'ખુશીનો બીજો મોકો',
      description:
        'બંનેના છૂટાછેડા થઈ ચૂક્યા હતા અને ફરી પ્રયત્ન કરતાં ખચકાતા હતા. પ્રોફાઇલ પરના ચકાસણી બેજથી પરિવારોને ભરોસો મળ્યો. દહેજ વગર સાદાઈથી નિકાહ થયા, અને તેઓ કહે છે કે ધીરજ જ ખરી ચાવી હતી.',
    },
    'Zubair & Ayesha': {
      name: 'ઝુબૈર અને આયશા',
      short_description: 'કોઝિકોડથી દુબઈ સુધી',
      description:
        'ઝુબૈર દુબઈમાં કામ કરે છે અને તેમનાં માતાએ તેમના વતી શોધ કરી. આયશાને ગમ્યું કે તેમની અપેક્ષાઓમાં સાદા નિકાહ લખ્યા હતા. બંને પરિવારોની હાજરીમાં વીડિયો કૉલ પછી ગયા શિયાળે કેરળમાં નિકાહ થયા.',
    },
    'Tariq & Rabia': {
      name: 'તારિક અને રાબિયા',
      short_description: 'પટનાના પડોશી જે ક્યારેય મળ્યા નહોતા',
      description:
        'તેઓ પટનામાં ત્રણ ગલી દૂર રહેતા હતા, પણ તેમના પરિવારો ક્યારેય મળ્યા નહોતા. શહેર પ્રમાણે શોધે તેમને મેળવ્યા. માતા-પિતા કહે છે કે સૌથી સારી વાત એ હતી કે કોઈ પણ તબક્કે કોઈએ એક રૂપિયો પણ માગ્યો નહીં.',
    },
    'Salman & Iqra': {
      name: 'સલમાન અને ઇકરા',
      short_description: 'પુસ્તકપ્રેમી બે શિક્ષકો',
      description:
        'સલમાન ઉર્દૂ ભણાવે છે અને ઇકરા વિજ્ઞાન. બંનેએ શોખમાં વાંચન લખ્યું હતું. બંનેના પિતાની મુલાકાત પછી વીસ મહેમાનો સાથે નિકાહ થયા, અને બચેલા પૈસા છોકરીઓની એક શાળાને દાનમાં આપ્યા.',
    },
    'Owais & Mahira': {
      name: 'ઓવૈસ અને માહિરા',
      short_description: 'એક જ પ્રસ્તાવમાં નિકાહ',
      description:
        'માહિરાની પ્રોફાઇલ તેમના ભાઈ સંભાળતા હતા. ઓવૈસના પરિવાર વિશે ઓળખીતાઓ પાસેથી પૂછપરછ કર્યા પછી તેમણે પ્રસ્તાવ સ્વીકાર્યો. ત્રણ મહિનામાં નિકાહ થયા, અને હવે તેઓ પોતાના શહેરના બીજા પરિવારોને સાઇટ સલામત રીતે વાપરવામાં મદદ કરે છે.',
    },
  },
  news: {
    'Register your marriage': {
      title: 'તમારા લગ્નની નોંધણી કરાવો',
      description: 'ભારત સરકારનું રાષ્ટ્રીય પોર્ટલ સમજાવે છે કે લગ્નની નોંધણી કેવી રીતે અને ક્યાં કરાવવી.',
    },
    'Health before and after marriage': {
      title: 'લગ્ન પહેલાં અને પછી આરોગ્ય',
      description: 'પરિવાર અને માતાના આરોગ્ય વિશે વિશ્વ આરોગ્ય સંસ્થાનું ભરોસાપાત્ર માર્ગદર્શન.',
    },
    'Dowry is a crime': {
      title: 'દહેજ ગુનો છે',
      description: 'દહેજ પ્રતિબંધ કાયદો અને પરિવારને લગતા બીજા કાયદા સત્તાવાર ઇન્ડિયા કોડ સાઇટ પર વાંચો.',
    },
    'Report online fraud': {
      title: 'ઑનલાઇન છેતરપિંડીની ફરિયાદ કરો',
      description: 'કોઈ ઑનલાઇન તમારી પાસે પૈસા માગે તો રાષ્ટ્રીય સાયબર ક્રાઇમ રિપોર્ટિંગ પોર્ટલ પર ફરિયાદ કરો.',
    },
    'Support for women': {
      title: 'મહિલાઓ માટે મદદ',
      description: 'રાષ્ટ્રીય મહિલા આયોગ મહિલાઓ માટે હેલ્પલાઇન અને ફરિયાદની સુવિધા આપે છે.',
    },
    'Scholarships for students': {
      title: 'વિદ્યાર્થીઓ માટે શિષ્યવૃત્તિ',
      description: 'રાષ્ટ્રીય શિષ્યવૃત્તિ પોર્ટલ પર ઉચ્ચ શિક્ષણ માટે લઘુમતી અને મેરિટ શિષ્યવૃત્તિ.',
    },
    'Banking basics for new families': {
      title: 'નવા પરિવારો માટે બેન્કિંગની પાયાની વાતો',
      description: 'ભારતીય રિઝર્વ બેન્ક સમજાવે છે કે સલામત બેન્કિંગ કેવી રીતે કરવું અને સામાન્ય છેતરપિંડીથી કેવી રીતે બચવું.',
    },
  },
};
