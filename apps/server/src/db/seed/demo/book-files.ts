/**
 * Generated files of the demo books (SPEC.md section 3: Book has a cover and a pdf): a short PDF
 * made with pdf-lib and an SVG cover. PDF standard fonts only encode Latin text, so the PDF carries
 * the transliterated title; the SVG cover shows the title in its own script (the browser renders it).
 */
// Types only here: pdf-lib is loaded when a demo book is made (~0.9 s at every server start otherwise).
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { createRng } from '../../../lib/random';

/** What the generated files need to know about a book. */
export interface BookFileInput {
  title: string;
  /** Latin-script title (the title itself for English books). */
  latinTitle: string;
  author: string;
  latinAuthor: string;
  language: 'english' | 'urdu' | 'hindi';
  /** Chapter headings, in English. */
  chapters: readonly string[];
}

const PARAGRAPHS = [
  'Marriage in Islam is a covenant of mercy and tranquility between two people and their families. It is built on faith, good character and mutual respect, and it is meant to bring both spouses closer to their Lord.',
  'Before a proposal is accepted, families are encouraged to ask about deen, character, education and health, to meet with dignity, and to let the young man and woman speak within the limits of modesty.',
  'The Prophet, peace be upon him, taught that the best of people are those who are best to their families. Kindness at home is not a weakness; it is a sign of strong faith.',
  'A nikah needs the consent of both, the presence of witnesses and a mahr that is the right of the wife. It does not need lavish spending, and it never needs a dowry demanded from the bride.',
  'Disagreements are natural. Listen first, speak gently, avoid harsh words in anger, and when needed ask a wise elder from each family to help, as the Quran advises.',
  'Children learn more from what they see than from what they hear. Parents who pray, read and keep their promises give their children the most lasting lessons.',
];

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function drawLines(
  page: PDFPage,
  lines: string[],
  font: PDFFont,
  size: number,
  top: number,
  color: Color,
): number {
  let y = top;
  for (const l of lines) {
    page.drawText(l, { x: 60, y, size, font, color });
    y -= size * 1.5;
  }
  return y;
}

/**
 * Renders a small A5 PDF (a title page and one page per chapter, ASCII text only) for `book`.
 * The same input gives the same bytes (fixed dates). Rejects only if pdf-lib fails.
 */
export async function renderBookPdf(book: BookFileInput): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const ink = rgb(0.15, 0.15, 0.15);
  const doc = await PDFDocument.create();
  const fixed = new Date(Date.UTC(2024, 0, 1));
  doc.setTitle(book.latinTitle);
  doc.setAuthor(book.latinAuthor);
  doc.setCreator('Nikah demo data');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const [w, h] = [420, 595];
  const cover = doc.addPage([w, h]);
  cover.drawRectangle({
    x: 30,
    y: 30,
    width: w - 60,
    height: h - 60,
    borderColor: rgb(0.12, 0.43, 0.33),
    borderWidth: 2,
  });
  const y = drawLines(cover, wrap(book.latinTitle, bold, 22, w - 120), bold, 22, h - 180, ink);
  drawLines(cover, [`by ${book.latinAuthor}`], serif, 14, y - 20, ink);
  drawLines(cover, [`Demo book (${book.language}); sample text for the library page.`], serif, 10, 90, ink);
  const rng = createRng(book.latinTitle);
  book.chapters.forEach((chapter, i) => {
    const page = doc.addPage([w, h]);
    let top = drawLines(page, wrap(`${i + 1}. ${chapter}`, bold, 16, w - 120), bold, 16, h - 70, ink) - 10;
    for (const p of rng.sample(PARAGRAPHS, 3)) {
      top = drawLines(page, wrap(p, serif, 11, w - 120), serif, 11, top, ink) - 8;
    }
    page.drawText(String(i + 2), { x: w / 2 - 4, y: 30, size: 9, font: serif });
  });
  return doc.save();
}

const escapeXml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function titleLines(title: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= perLine) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines.slice(0, 5);
}

const PALETTES = [
  ['#1F4E3D', '#D9B45A'],
  ['#3B2F63', '#E2C275'],
  ['#6B2737', '#F0D9A7'],
  ['#17435E', '#C9D7E0'],
  ['#4A3B2A', '#E8C48A'],
  ['#24524F', '#F2E3C6'],
];

/**
 * Renders a 400 x 600 SVG cover: a coloured background, a border and an eight-point star pattern,
 * with the title and author in their own script (right-to-left for Urdu). Deterministic per title.
 */
export function renderBookCoverSvg(book: BookFileInput): string {
  const rng = createRng(`cover:${book.latinTitle}`);
  const [bg, fg] = rng.pick(PALETTES) as [string, string];
  const font =
    book.language === 'urdu'
      ? "'Noto Nastaliq Urdu', 'Noto Naskh Arabic', serif"
      : book.language === 'hindi'
        ? "'Noto Sans Devanagari', 'Noto Serif Devanagari', sans-serif"
        : "Georgia, 'Times New Roman', serif";
  const dir = book.language === 'urdu' ? ' direction="rtl"' : '';
  const star = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y})"><rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}"/><rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}" transform="rotate(45)"/></g>`;
  const stars: string[] = [];
  for (let x = 50; x <= 350; x += 100) for (const y of [70, 530]) stars.push(star(x, y, 16));
  const lines = titleLines(book.title, book.language === 'english' ? 16 : 14);
  const size = book.language === 'urdu' ? 30 : 32;
  const text = lines
    .map((l, i) => `<tspan x="200" dy="${i === 0 ? 0 : size * 1.5}">${escapeXml(l)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600" role="img" aria-label="${escapeXml(book.latinTitle)}">` +
    `<rect width="400" height="600" fill="${bg}"/>` +
    `<rect x="18" y="18" width="364" height="564" fill="none" stroke="${fg}" stroke-width="3"/>` +
    `<rect x="28" y="28" width="344" height="544" fill="none" stroke="${fg}" stroke-width="1"/>` +
    `<g fill="none" stroke="${fg}" stroke-width="1.5" opacity="0.8">${stars.join('')}</g>` +
    `<circle cx="200" cy="300" r="130" fill="${fg}" opacity="0.08"/>` +
    `<text x="200" y="${230 - (lines.length - 1) * size * 0.5}" fill="${fg}" font-family="${font}" font-size="${size}" font-weight="bold" text-anchor="middle"${dir}>${text}</text>` +
    `<text x="200" y="470" fill="${fg}" font-family="${font}" font-size="18" text-anchor="middle"${dir}>${escapeXml(book.author)}</text>` +
    `</svg>`
  );
}
