/**
 * When a negation governs a blocked keyword (DESIGN.md D9, issue 28 point 5), so that families who
 * refuse dowry are not refused themselves, while a "not" that merely stands nearby ("dowry is not
 * optional", "not a broker, dowry required") exempts nothing. Used by `findBlockedWord`.
 *
 * Text is cut into clauses (. ! ? ; । ۔ ؟ a line break, or "but", "however", "lekin", "लेकिन",
 * "لیکن"...) and clauses into phrases (also at a comma , or ،). A match is exempt when:
 * 1. Negation before it: a negator ("no", "not", "never", "without", "against", "nahi", "mat",
 *    "bina", "नहीं", "न", "बिना", "نہیں", "نہ", "بغیر"...) stands right before the keyword in its
 *    phrase, with only determiners ("any", "the", "koi", "कोई", "کوئی"...), intensifiers
 *    ("strictly", "bilkul") and verbs of wanting, asking, giving or taking ("want", "ask for",
 *    "give or take") in between: "no dowry", "we do not want any dowry", "not through a broker";
 * 2. or negation after it: within its phrase the keyword is followed, past copulas, determiners,
 *    "lena/dena", demand words and "demand/maang", by a condemnation ("dowry-free", "dowry is
 *    haram", "dahej ke khilaf"), by "ke bina"/"کے بغیر", or by a negator that ends the phrase or is
 *    followed by a refusing verb ("dowry not wanted", "dahej nahi chahiye", "दहेज नहीं चाहिए",
 *    "جہیز نہیں لیں گے", "Dowry: none");
 * 3. or a stay-away clause: "if"/"who"/"jo"/"agar"/"جو" before the keyword and a negated contact
 *    verb ("need not contact", "sampark na karein") with no plain contact verb in the clause
 *    ("Please do not contact us if you expect dowry").
 * The exemption is void when:
 * - both 1 and 2 hold (double negation: "no dowry-free marriage"), the negator of 1 is itself
 *   negated ("not against dowry"), or a "without"/"bina" negator shares its phrase with another
 *   negator ("no marriage without dowry", "बिना दहेज शादी नहीं");
 * - a comparison follows the keyword ("no dowry less than 10 lakh");
 * - the clause negates the marriage itself ("no dowry, no marriage", "dahej nahi to shaadi nahi");
 * - the phrase holds a demand word ("required", "must", "expected", "zaroori", "chahiye", "ضروری")
 *   without a negator in the three words before it or the word after it.
 * Not exempt, on purpose: a negation across a comma ("we will not, in any case, take dowry").
 */

/** A word of the text: folded, repeats squeezed, with its clause and phrase numbers. */
export interface Word {
  word: string;
  clause: number;
  phrase: number;
  /** Letters spelled one by one and joined ("d o w r y"). */
  spelled: boolean;
}

/** Words between a negator and the keyword it governs (rule 1). */
export const BLOCKED_WORD_BEFORE_WINDOW = 6;
/** Words skipped after the keyword before its negation (rule 2). */
export const BLOCKED_WORD_AFTER_WINDOW = 5;

/**
 * Builds a word set; `fold` is how the text's words are folded (blocked-words.ts), passed in so
 * the lists compare like the text.
 */
export function contextLists(fold: (w: string) => string) {
  const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(fold));
  return {
    negators: words(`
      no not never nor neither none nil zero non anti against without refuse refuses refused
      reject rejects rejected oppose opposes opposed hate stop ban banned abolish avoid condemn
      dont wont cant cannot didnt doesnt isnt arent wasnt werent shouldnt wouldnt mustnt
      nahi nahin nhi nai na naa mat bina baghair bagair bagher khilaf khilaaf inkar
      नहीं नही न ना मत बिना खिलाफ ख़िलाफ़ इनकार نہیں نہ مت بغیر بنا خلاف انکار
    `),
    without: words('without bina baghair bagair bagher बिना بغیر بنا'),
    fillers: words(`
      any a an the of kind type sort form such single in for to from with about through via by as
      koi kisi bhi ka ki ke kuch kuchh se कोई किसी भी का की के कुछ से में کوئی کسی بھی کا کی کے کچھ سے میں
    `),
    intensifiers: words(`
      strictly totally completely strongly absolutely very firmly really at all bilkul sakht hargiz
      kabhi बिल्कुल बिलकुल सख्त सख़्त हरगिज़ कभी بالکل سخت ہرگز کبھی
    `),
    verbs: words(`
      want wants wanted need needs needed ask asks asked asking expect expects expecting take
      takes taking took accept accepts accepting give gives giving gave demand demands demanding
      believe believes require requires seek seeks entertain support supports encourage receive
      charge allow tolerate promote practise practice involve pay paying send sending or and
    `),
    copulas: words(`
      is are am was were be been being will would shall should can could may might do does did
      hai hain he tha thi the ho hoga है हैं था थी थे हो ہے ہیں تھا تھی تھے ہو
    `),
    /** Words skipped after the keyword (rule 2), besides fillers, copulas and intensifiers. */
    after: words(`
      system pratha rasm demand demands maang mang lena dena taking giving
      प्रथा मांग माँग लेना देना رسم مانگ مطالبہ لینا دینا
    `),
    condemn: words(`
      free haram prohibited forbidden banned illegal crime sin curse evil unislamic against
      khilaf khilaaf mana gunah lanat हराम मना खिलाफ ख़िलाफ़ अपराध गुनाह حرام منع خلاف جرم لعنت گناہ
    `),
    /** Verbs after a negator that make it refuse the keyword ("nahi chahiye", "not wanted"). */
    refusing: words(`
      want wanted expected accepted acceptable allowed needed required asked demanded entertained
      tolerated taken given welcome please lenge denge lena dena lete dete chahiye chahie chaiye
      chahte mangte maangte mangenge hai hain he karte karenge hoga manzoor
      लेंगे देंगे लेना देना लेते देते चाहिए चाहिये चाहते मांगते माँगते मांगेंगे है हैं करते करेंगे होगा मंज़ूर मंजूर
      لیں دیں لینا دینا لیتے دیتے چاہیے چاہئے چاہتے مانگتے ہے ہیں کرتے ہوگا منظور
    `),
    /** Skipped between a negator and its refusing verb ("should not be asked"). */
    tailSkip: words('be been ho hona'),
    compare: words('less below under minimum min least atleast kam कम کم'),
    demand: words(`
      required require requires must compulsory mandatory necessary essential expected zaroori
      zaruri jaruri lazmi lazim chahiye chahie chaiye ज़रूरी जरूरी आवश्यक अनिवार्य चाहिए चाहिये
      ضروری لازمی لازم چاہیے چاہئے
    `),
    marriage: words('marriage nikah nikaah shaadi shadi rishta wedding शादी निकाह रिश्ता شادی نکاح رشتہ'),
    markers: words('if who whoever anyone those jo agar jinhe jinko जो अगर जिन्हें جو اگر جنہیں'),
    contact: words('contact approach apply reply respond message rabta raabta sampark संपर्क رابطہ'),
    /** Two-word negators before a keyword ("free from dowry"). */
    pairs: [
      ['free', 'from'],
      ['free', 'of'],
    ].map(([a = '', b = '']) => [fold(a), fold(b)] as const),
  };
}

export type ContextLists = ReturnType<typeof contextLists>;

/** Index of the negator governing `list[from]` from before (rule 1), or -1. */
function negatorBefore(l: ContextLists, list: readonly Word[], from: number, mentions: Set<string>): number {
  const phrase = list[from]?.phrase;
  for (let k = from - 1; k >= 0 && k >= from - BLOCKED_WORD_BEFORE_WINDOW; k--) {
    const w = list[k];
    // An earlier mention of the keyword has its own context ("against dowry, free from dowry").
    if (!w || w.phrase !== phrase || mentions.has(w.word)) return -1;
    const prev = list[k - 1];
    if (prev?.phrase === phrase && l.pairs.some(([a, b]) => a === prev.word && b === w.word)) return k - 1;
    if (l.negators.has(w.word)) return k;
    if (!l.fillers.has(w.word) && !l.intensifiers.has(w.word) && !l.verbs.has(w.word)) return -1;
  }
  return -1;
}

/** True when the negator at `k` is negated itself ("not against"), past copulas and intensifiers. */
function negatedNegator(l: ContextLists, list: readonly Word[], k: number): boolean {
  const phrase = list[k]?.phrase;
  for (let n = k - 1; n >= 0 && n >= k - 3; n--) {
    const w = list[n];
    if (!w || w.phrase !== phrase) return false;
    if (l.negators.has(w.word)) return true;
    if (!l.copulas.has(w.word) && !l.intensifiers.has(w.word)) return false;
  }
  return false;
}

/** True when another negator than the one at `k` is in the same phrase. */
function otherNegator(l: ContextLists, list: readonly Word[], k: number): boolean {
  const phrase = list[k]?.phrase;
  return list.some((w, n) => n !== k && w.phrase === phrase && l.negators.has(w.word));
}

/** Rule 2: the keyword ending at `to` is negated or condemned after it. */
function negatedAfter(l: ContextLists, list: readonly Word[], to: number): boolean {
  const phrase = list[to]?.phrase;
  let k = to + 1;
  while (k <= to + BLOCKED_WORD_AFTER_WINDOW) {
    const w = list[k];
    if (!w || w.phrase !== phrase) return false;
    const skip =
      l.fillers.has(w.word) ||
      l.copulas.has(w.word) ||
      l.intensifiers.has(w.word) ||
      l.after.has(w.word) ||
      l.demand.has(w.word);
    if (!skip) break;
    k++;
  }
  const w = list[k];
  if (!w || w.phrase !== phrase) return false;
  if (l.without.has(w.word)) return !otherNegator(l, list, k);
  if (l.condemn.has(w.word)) return true;
  if (!l.negators.has(w.word)) return false;
  let n = k + 1;
  while (list[n]?.phrase === phrase && l.tailSkip.has(list[n]?.word ?? '')) n++;
  const next = list[n];
  return !next || next.phrase !== phrase || l.refusing.has(next.word);
}

/** True when a negator is within `before` words before `list[i]` or right after it, in its phrase. */
function near(l: ContextLists, list: readonly Word[], i: number, before: number): boolean {
  const phrase = list[i]?.phrase;
  for (let n = Math.max(0, i - before); n <= i + 1; n++) {
    const w = list[n];
    if (n !== i && w !== undefined && w.phrase === phrase && l.negators.has(w.word)) return true;
  }
  return false;
}

/** Rule 3: "if you expect dowry, do not contact". */
function stayAway(l: ContextLists, list: readonly Word[], from: number): boolean {
  const clause = list[from]?.clause;
  const inClause = list.map((w, i) => ({ w, i })).filter(({ w }) => w.clause === clause);
  if (!inClause.some(({ w, i }) => i < from && l.markers.has(w.word))) return false;
  const contacts = inClause.filter(({ w }) => l.contact.has(w.word));
  return contacts.length > 0 && contacts.every(({ i }) => near(l, list, i, 1));
}

/** True when the clause negates the marriage itself ("no dowry, no marriage"). */
function marriageNegated(l: ContextLists, list: readonly Word[], from: number): boolean {
  const clause = list[from]?.clause;
  return list.some((w, i) => w.clause === clause && l.marriage.has(w.word) && near(l, list, i, 1));
}

/** True when the phrase holds a demand word that no negator governs. */
function plainDemand(l: ContextLists, list: readonly Word[], from: number): boolean {
  const phrase = list[from]?.phrase;
  return list.some((w, i) => w.phrase === phrase && l.demand.has(w.word) && !near(l, list, i, 3));
}

/**
 * True when the match `list[from..to]` is exempt as refused by a governing negation (file
 * comment). `mentions` are the keyword's own forms, which end the look-back.
 */
export function governedNegation(
  l: ContextLists,
  list: readonly Word[],
  from: number,
  to: number,
  mentions: Set<string>,
): boolean {
  if (l.compare.has(list[to + 1]?.word ?? '')) return false;
  const k = negatorBefore(l, list, from, mentions);
  let before = k >= 0 && !negatedNegator(l, list, k);
  if (before && list[k] && l.without.has(list[k].word)) before = !otherNegator(l, list, k);
  const after = negatedAfter(l, list, to);
  let exempt = before !== after && (k < 0 || before);
  if (!exempt && k < 0 && !after) exempt = stayAway(l, list, from);
  return exempt && !marriageNegated(l, list, from) && !plainDemand(l, list, from);
}
