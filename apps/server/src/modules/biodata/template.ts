/**
 * The HTML of the bio-data PDF (issue 8): an A4 page with a header (service name, profile code),
 * the photos, the sections of SPEC.md section 3 (personal, education and work, family, location,
 * religion, expectations, and contact only when the caller put it in) and a footer with the print
 * date and the free-service notice. Labels come in the viewer's language (labels.ts), `dir="rtl"`
 * for Urdu; reference values in the language (values.ts), free text as stored, HTML-escaped, each
 * with `dir="auto"` so Hindi, Urdu and English text all lay out right, and Arabic-script values
 * get the Nastaliq line height. Sections may break across pages between rows (a heading stays
 * with its first row, a long text may break): a whole section kept together left the Urdu first
 * page half empty, Nastaliq's lines being twice as tall (issue 34 point 7).
 */
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@nikah/shared';
import { FONT } from './fonts';
import { BIODATA_LABELS, type BiodataLabels } from './labels';

/** What one bio data prints: the profile as this viewer may see it. */
export interface BiodataContent {
  profileCode: string;
  fullName: string;
  gender: string;
  age: number | null;
  height: string;
  weight: number | null;
  martialStatus: string;
  detailForThisStatus: string | null;
  durationAfterKhulaOrDivorce: string | null;
  noOfChildren: number | null;
  physicalStatus: string;
  handicapDetail: string | null;
  hobbies: string;
  education: string;
  degree: string | null;
  occupation: string;
  fathersName: string;
  fathersOccupation: string;
  mothersName: string;
  mothersOccupation: string;
  noOfBrothers: number;
  noOfMarriedBrothers: number;
  noOfSisters: number;
  noOfMarriedSisters: number;
  nativePlace: string;
  currentPlace: string;
  maslak: string;
  biradari: string;
  expectations: string;
  extraInformation: string;
  /** Photos as data: URLs (already the variant this viewer may see). */
  photos: string[];
  /** Contact details, only when this viewer may see them. */
  contact: {
    contactOf: string;
    contactNumber: string;
    whatsappNumber: string;
    email: string | null;
  } | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** `text` safe inside HTML text and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** One value, escaped, in its own direction, marked for Nastaliq when it holds Arabic-script letters. */
function value(text: string): string {
  const cls = ARABIC_SCRIPT.test(text) ? ' class="nq"' : '';
  // Without any letter (5'3", 55) "auto" would take the page's direction and move the quote.
  const dir = /\p{L}/u.test(text) ? 'auto' : 'ltr';
  return `<span dir="${dir}"${cls}>${escapeHtml(text)}</span>`;
}

type Row = [label: string, text: string | number | null | undefined];

/** A section of label/value rows; empty values are left out, an empty section too. */
function section(title: string, rows: Row[], layout: 'grid' | 'list' | 'wide' = 'grid'): string {
  const filled = rows.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '');
  if (filled.length === 0) return '';
  const cells = filled
    .map(([label, v]) => `<div class="row"><dt>${escapeHtml(label)}</dt><dd>${value(String(v))}</dd></div>`)
    .join('');
  return `<section><h2>${escapeHtml(title)}</h2><dl class="${layout}">${cells}</dl></section>`;
}

function css(fonts: string, rtl: boolean): string {
  const latinFirst = `'${FONT.latin}', '${FONT.devanagari}', '${FONT.nastaliq}', sans-serif`;
  const urduFirst = `'${FONT.nastaliq}', '${FONT.latin}', '${FONT.devanagari}', sans-serif`;
  return `${fonts}
@page { size: A4; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #1f2a24; font-family: ${rtl ? urduFirst : latinFirst};
  font-size: 10pt; line-height: ${rtl ? '2' : '1.4'}; }
.nq { font-family: ${urduFirst}; line-height: 2; }
header { display: flex; justify-content: space-between; align-items: center; background: #1f6f4a;
  color: #fff; padding: 2.5mm 6mm; border-radius: 3mm; }
header .brand { font-size: 18pt; font-weight: 700; }
header .title { font-size: 11pt; opacity: 0.9; }
header .code { text-align: end; font-size: 10pt; }
header .code b { display: block; font-size: 14pt; letter-spacing: 0.04em; }
.top { display: flex; gap: 6mm; margin: 4mm 0 1mm; align-items: flex-start; }
.photos { display: flex; gap: 3mm; flex: none; }
.photos img { width: 34mm; height: 43mm; object-fit: cover; border-radius: 2mm; border: 0.3mm solid #c9d6cf; }
.name { font-size: 16pt; font-weight: 700; margin: 0; }
section { margin-top: 3mm; }
h2 { font-size: 11pt; color: #1f6f4a; margin: 0 0 1mm; padding-bottom: 1mm; border-bottom: 0.4mm solid #1f6f4a;
  break-after: avoid; }
dl { margin: 0; }
dl.grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 8mm; }
.row { display: flex; gap: 3mm; padding: 0.5mm 0; border-bottom: 0.2mm dotted #c9d6cf; break-inside: avoid; }
dl.wide .row { display: block; break-inside: auto; }
dt { flex: 0 0 40%; color: #56635c; }
dl.wide dt { font-weight: 700; color: #1f2a24; }
dd { margin: 0; flex: 1; overflow-wrap: break-word; white-space: pre-line; }
footer { margin-top: 5mm; padding-top: 2mm; border-top: 0.3mm solid #c9d6cf; font-size: 9pt; color: #56635c;
  text-align: center; }
`;
}

/** The count of brothers or sisters with how many of them are married. */
const siblings = (n: number, married: number, l: BiodataLabels) =>
  married > 0 ? `${n} (${married} ${l.fields.married})` : String(n);

/**
 * The complete HTML document of the bio data `c` in language `lang`, printed on `now`, with the
 * `@font-face` rules `fonts` (fonts.ts).
 */
export function biodataHtml(c: BiodataContent, lang: InterfaceLanguage, now: Date, fonts: string): string {
  const l = BIODATA_LABELS[lang];
  const f = l.fields;
  const rtl = INTERFACE_LANGUAGES.find((x) => x.code === lang)?.dir === 'rtl';
  const date = new Intl.DateTimeFormat(l.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(now);
  const photos = c.photos.map((src) => `<img src="${escapeHtml(src)}" alt="">`).join('');
  const personal = section(
    l.sections.personal,
    [
      [f.fullName, c.fullName],
      [f.gender, c.gender],
      [f.age, c.age === null ? null : `${c.age} ${f.years}`],
      [f.height, c.height],
      [f.weight, c.weight === null ? null : `${c.weight} ${f.kg}`],
      [f.maritalStatus, c.martialStatus],
      [f.statusDetail, c.detailForThisStatus],
      [f.durationAfter, c.durationAfterKhulaOrDivorce],
      [f.children, c.noOfChildren],
      [f.physicalStatus, c.physicalStatus],
      [f.handicapDetail, c.handicapDetail],
    ],
    c.photos.length > 0 ? 'list' : 'grid',
  );
  const body = [
    section(l.sections.education, [
      [f.education, c.education],
      [f.degree, c.degree],
      [f.occupation, c.occupation],
    ]),
    section(l.sections.family, [
      [f.fathersName, c.fathersName],
      [f.fathersOccupation, c.fathersOccupation],
      [f.mothersName, c.mothersName],
      [f.mothersOccupation, c.mothersOccupation],
      [f.brothers, siblings(c.noOfBrothers, c.noOfMarriedBrothers, l)],
      [f.sisters, siblings(c.noOfSisters, c.noOfMarriedSisters, l)],
    ]),
    section(l.sections.location, [
      [f.nativePlace, c.nativePlace],
      [f.currentPlace, c.currentPlace],
    ]),
    section(l.sections.religion, [
      [f.maslak, c.maslak],
      [f.biradari, c.biradari],
    ]),
    section(
      l.sections.expectations,
      [
        [f.hobbies, c.hobbies],
        [f.expectations, c.expectations],
        [f.extraInformation, c.extraInformation],
      ],
      'wide',
    ),
    c.contact
      ? section(
          l.sections.contact,
          [
            [f.contactOf, c.contact.contactOf],
            [f.contactNumber, c.contact.contactNumber],
            [f.whatsappNumber, c.contact.whatsappNumber],
            [f.email, c.contact.email],
          ],
          'list',
        )
      : '',
  ].join('\n');
  return `<!doctype html>
<html lang="${lang}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><title>${escapeHtml(`${l.title} ${c.profileCode}`)}</title>
<style>${css(fonts, rtl)}</style></head>
<body>
<header><div><div class="brand">${escapeHtml(l.service)}</div><div class="title">${escapeHtml(l.title)}</div></div>
<div class="code">${escapeHtml(l.profileCode)}<b dir="ltr">${escapeHtml(c.profileCode)}</b></div></header>
<div class="top">${photos ? `<div class="photos">${photos}</div>` : ''}
<div style="flex:1"><p class="name">${value(c.fullName)}</p>${personal}</div></div>
${body}
<footer>${escapeHtml(l.footer.replace('{date}', date))}</footer>
</body></html>`;
}
