/** Odia of the demo's guideline titles, success stories and news cards (issue 34 point 7). */
import type { RegionalContent } from './content-translations-regional';

export const ODIA: RegionalContent = {
  guidelines: {
    'How to pray Istikhara before a decision': 'ନିଷ୍ପତ୍ତି ପୂର୍ବରୁ ଇସ୍ତିଖାରା କିପରି କରିବେ',
    'Talking to a proposal within Islamic limits': 'ଇସଲାମୀ ସୀମା ଭିତରେ ସମ୍ବନ୍ଧର କଥାବାର୍ତ୍ତା',
    'Involving parents in the decision': 'ନିଷ୍ପତ୍ତିରେ ବାପା-ମାଙ୍କୁ ସାମିଲ କରିବା',
    'Questions to ask before saying yes': 'ହଁ କହିବା ପୂର୍ବରୁ ପଚାରିବା ପ୍ରଶ୍ନ',
    'Deen and character come first': 'ଦୀନ ଓ ଚରିତ୍ର ସବୁଠାରୁ ଆଗରେ',
    'Compatibility in education and outlook': 'ଶିକ୍ଷା ଓ ଚିନ୍ତାଧାରାରେ ମେଳ',
    'Meeting the other family with respect': 'ଅନ୍ୟ ପରିବାରକୁ ସମ୍ମାନର ସହ ଭେଟିବା',
    'Warning signs in a proposal': 'ସମ୍ବନ୍ଧରେ ସତର୍କତାର ସଙ୍କେତ',
    'Rights of the wife in Islam': 'ଇସଲାମରେ ସ୍ତ୍ରୀଙ୍କ ଅଧିକାର',
    'Rights of the husband in Islam': 'ଇସଲାମରେ ସ୍ୱାମୀଙ୍କ ଅଧିକାର',
    "Mahr is the wife's right": 'ମହର ସ୍ତ୍ରୀଙ୍କ ଅଧିକାର',
    'Kindness and consultation at home': 'ଘରେ କୋମଳତା ଓ ପରାମର୍ଶ',
    'The essentials of a valid nikah': 'ବୈଧ ନିକାହର ଜରୁରୀ ସର୍ତ୍ତ',
    'A simple nikah without dowry': 'ଯୌତୁକ ବିନା ସାଦା ନିକାହ',
    'Walima according to the Sunnah': 'ସୁନ୍ନତ ଅନୁଯାୟୀ ୱଲୀମା',
    'The role of the wali and the witnesses': 'ୱଲୀ ଓ ସାକ୍ଷୀଙ୍କ ଭୂମିକା',
    'Building trust in the first year of marriage': 'ବିବାହର ପ୍ରଥମ ବର୍ଷରେ ବିଶ୍ୱାସ ଗଢ଼ିବା',
    'Resolving disagreements calmly': 'ମତଭେଦ ଶାନ୍ତିରେ ସମାଧାନ କରିବା',
    'Raising children with Islamic values': 'ଇସଲାମୀ ମୂଲ୍ୟବୋଧରେ ପିଲାଙ୍କ ଲାଳନପାଳନ',
    'Balancing in-laws and your own home': 'ଶାଶୁଘର ଓ ନିଜ ଘର ମଧ୍ୟରେ ସନ୍ତୁଳନ',
    'Managing money together as a couple': 'ସ୍ୱାମୀ-ସ୍ତ୍ରୀ ମିଳିମିଶି ଟଙ୍କା ପରିଚାଳନା',
  },
  stories: {
    'Imran & Sana': {
      name: 'ଇମରାନ ଓ ସନା',
      short_description: 'ଲକ୍ଷ୍ନୌ ଓ ଭୋପାଳ, 2023ରେ ନିକାହ',
      description:
        'ଧାର୍ମିକ ପରିବାରର ସ୍ନାତକ ପାତ୍ର ଖୋଜୁଥିବା ବେଳେ ସନାଙ୍କ ବାପା ଇମରାନଙ୍କ ପ୍ରୋଫାଇଲ ପାଇଲେ। ଦୁଇଥର ପରିବାରର ଭେଟ ଓ ଦୁଇ ପକ୍ଷରୁ ଇସ୍ତିଖାରା ପରେ ପଡ଼ାର ମସଜିଦରେ ସାଦା ନିକାହ ହେଲା, ଆଉ ନିକଟ ସମ୍ପର୍କୀୟଙ୍କ ପାଇଁ ୱଲୀମା।',
    },
    'Faisal & Hafsa': {
      name: 'ଫୈସଲ ଓ ହଫସା',
      short_description: 'ହାଇଦରାବାଦର ଦୁଇ ଡାକ୍ତର',
      description:
        'ବିବାହ ପରେ ମଧ୍ୟ ହଫସା ପ୍ରାକ୍ଟିସ ଜାରି ରଖିବାକୁ ଚାହାନ୍ତି ବୋଲି ପଢ଼ି ଫୈସଲ ପ୍ରସ୍ତାବ ପଠାଇଲେ। ସେହି ସପ୍ତାହରେ ବାପା-ମା ଫୋନରେ କଥା ହେଲେ, ଆଉ ମାସକ ଭିତରେ ଦୁଇ ପରିବାର ରାଜି ହେଲେ। ଏବେ ଦୁହେଁ ମିଶି ଏକ କ୍ଲିନିକ ଚଳାନ୍ତି।',
    },
    'Adil & Nazia': {
      name: 'ଆଦିଲ ଓ ନାଜିଆ',
      short_description: 'ଖୁସିର ଦ୍ୱିତୀୟ ସୁଯୋଗ',
      description:
        'ଦୁହିଁଙ୍କର ଛାଡ଼ପତ୍ର ହୋଇସାରିଥିଲା, ପୁଣି ଚେଷ୍ଟା କରିବାକୁ ଦ୍ୱିଧା ଥିଲା। ପ୍ରୋଫାଇଲରେ ଯାଞ୍ଚ ବ୍ୟାଜ୍ ଦୁଇ ପରିବାରକୁ ଭରସା ଦେଲା। ଯୌତୁକ ବିନା ସାଦାସିଧା ଭାବେ ବିବାହ ହେଲା; ସେମାନେ କୁହନ୍ତି ଧୈର୍ଯ୍ୟ ହିଁ ଆସଲ ଚାବି।',
    },
    'Zubair & Ayesha': {
      name: 'ଜୁବୈର ଓ ଆୟେଶା',
      short_description: 'କୋଝିକୋଡ଼ରୁ ଦୁବାଇ ପର୍ଯ୍ୟନ୍ତ',
      description:
        'ଜୁବୈର ଦୁବାଇରେ କାମ କରନ୍ତି, ତାଙ୍କ ମା ତାଙ୍କ ତରଫରୁ ଖୋଜିଲେ। ତାଙ୍କ ଆଶାରେ ସାଦା ନିକାହ ଲେଖାଥିବା ଆୟେଶାଙ୍କୁ ଭଲ ଲାଗିଲା। ଦୁଇ ପରିବାରର ଉପସ୍ଥିତିରେ ଭିଡିଓ କଲ ପରେ ଗତ ଶୀତରେ କେରଳରେ ସେମାନଙ୍କ ବିବାହ ହେଲା।',
    },
    'Tariq & Rabia': {
      name: 'ତାରିକ ଓ ରାବିଆ',
      short_description: 'କେବେ ନ ଭେଟିଥିବା ପାଟନାର ପଡ଼ୋଶୀ',
      description:
        'ସେମାନେ ପାଟନାରେ ତିନି ଗଳି ଦୂରରେ ରହୁଥିଲେ, କିନ୍ତୁ ପରିବାର କେବେ ଭେଟି ନ ଥିଲେ। ସହର ଅନୁସାରେ ଖୋଜ ସେମାନଙ୍କୁ ମିଳାଇଦେଲା। ବାପା-ମା କୁହନ୍ତି, ସବୁଠୁ ଭଲ କଥା ହେଲା କୌଣସି ପାହାଚରେ କେହି ଗୋଟିଏ ଟଙ୍କା ବି ମାଗିଲେ ନାହିଁ।',
    },
    'Salman & Iqra': {
      name: 'ସଲମାନ ଓ ଇକରା',
      short_description: 'ବହି ଭଲପାଉଥିବା ଦୁଇ ଶିକ୍ଷକ',
      description:
        'ସଲମାନ ଉର୍ଦ୍ଦୁ ପଢ଼ାନ୍ତି ଓ ଇକରା ବିଜ୍ଞାନ। ଦୁହେଁ ସଉକରେ ବହି ପଢ଼ିବା ଲେଖିଥିଲେ। ବାପାମାନଙ୍କ ଭେଟ ପରେ କୋଡ଼ିଏ ଅତିଥିଙ୍କ ସହ ନିକାହ ହେଲା, ଆଉ ବଞ୍ଚିଥିବା ଟଙ୍କା ଝିଅଙ୍କ ଏକ ସ୍କୁଲକୁ ଦାନ କଲେ।',
    },
    'Owais & Mahira': {
      name: 'ଓୱାଇସ ଓ ମାହିରା',
      short_description: 'ଗୋଟିଏ ପ୍ରସ୍ତାବରେ ନିକାହ',
      description:
        'ମାହିରାଙ୍କ ପ୍ରୋଫାଇଲ ତାଙ୍କ ଭାଇ ଦେଖାଶୁଣା କରୁଥିଲେ। ଓୱାଇସଙ୍କ ପରିବାର ବିଷୟରେ ପରିଚିତଙ୍କଠାରୁ ବୁଝିସାରି ସେ ପ୍ରସ୍ତାବ ଗ୍ରହଣ କଲେ। ତିନି ମାସ ଭିତରେ ନିକାହ ହେଲା, ଆଉ ଏବେ ସେମାନେ ନିଜ ସହରର ଅନ୍ୟ ପରିବାରଙ୍କୁ ସାଇଟ ସୁରକ୍ଷିତ ଭାବେ ବ୍ୟବହାର କରିବାରେ ସାହାଯ୍ୟ କରନ୍ତି।',
    },
  },
  news: {
    'Register your marriage': {
      title: 'ଆପଣଙ୍କ ବିବାହ ପଞ୍ଜୀକରଣ କରନ୍ତୁ',
      description: 'ବିବାହ କିପରି ଓ କେଉଁଠି ପଞ୍ଜୀକରଣ କରିବେ, ଭାରତ ସରକାରଙ୍କ ଜାତୀୟ ପୋର୍ଟାଲ ବୁଝାଏ।',
    },
    'Health before and after marriage': {
      title: 'ବିବାହ ପୂର୍ବରୁ ଓ ପରେ ସ୍ୱାସ୍ଥ୍ୟ',
      description: 'ପରିବାର ଓ ମାତୃ ସ୍ୱାସ୍ଥ୍ୟ ବିଷୟରେ ବିଶ୍ୱ ସ୍ୱାସ୍ଥ୍ୟ ସଂଗଠନର ବିଶ୍ୱସନୀୟ ମାର୍ଗଦର୍ଶନ।',
    },
    'Dowry is a crime': {
      title: 'ଯୌତୁକ ଅପରାଧ',
      description: 'ଯୌତୁକ ନିଷେଧ ଆଇନ ଓ ପରିବାର ସମ୍ବନ୍ଧୀୟ ଅନ୍ୟ ଆଇନ ସରକାରୀ ଇଣ୍ଡିଆ କୋଡ୍ ସାଇଟରେ ପଢ଼ନ୍ତୁ।',
    },
    'Report online fraud': {
      title: 'ଅନଲାଇନ ଠକେଇର ଅଭିଯୋଗ କରନ୍ତୁ',
      description: 'କେହି ଅନଲାଇନରେ ଟଙ୍କା ମାଗିଲେ ଜାତୀୟ ସାଇବର କ୍ରାଇମ ରିପୋର୍ଟିଂ ପୋର୍ଟାଲରେ ଅଭିଯୋଗ କରନ୍ତୁ।',
    },
    'Support for women': {
      title: 'ମହିଳାଙ୍କ ପାଇଁ ସହାୟତା',
      description: 'ଜାତୀୟ ମହିଳା ଆୟୋଗ ମହିଳାଙ୍କ ପାଇଁ ହେଲ୍ପଲାଇନ ଓ ଅଭିଯୋଗ ସେବା ଦିଏ।',
    },
    'Scholarships for students': {
      title: 'ଛାତ୍ରଛାତ୍ରୀଙ୍କ ପାଇଁ ବୃତ୍ତି',
      description: 'ଜାତୀୟ ବୃତ୍ତି ପୋର୍ଟାଲରେ ଉଚ୍ଚଶିକ୍ଷା ପାଇଁ ସଂଖ୍ୟାଲଘୁ ଓ ମେଧା ବୃତ୍ତି।',
    },
    'Banking basics for new families': {
      title: 'ନୂଆ ପରିବାର ପାଇଁ ବ୍ୟାଙ୍କିଂର ମୌଳିକ କଥା',
      description: 'ସୁରକ୍ଷିତ ବ୍ୟାଙ୍କିଂ କିପରି କରିବେ ଓ ସାଧାରଣ ଠକେଇରୁ କିପରି ବଞ୍ଚିବେ, ଭାରତୀୟ ରିଜର୍ଭ ବ୍ୟାଙ୍କ ବୁଝାଏ।',
    },
  },
};
