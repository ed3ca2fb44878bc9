/**
 * Demo library (SPEC.md section 3: Book; section 9: languages english, urdu, hindi): four books per
 * language, titles and authors written for this project, each with a generated PDF and SVG cover.
 */
import { eq } from 'drizzle-orm';
import type { Storage } from '../../../lib/storage';
import type { Db } from '../../client';
import { books } from '../../schema';
import { renderBookCoverSvg, renderBookPdf, type BookFileInput } from './book-files';

const MARRIAGE = [
  'Why marriage matters',
  'Choosing with wisdom',
  'The nikah and the mahr',
  'Living together in mercy',
];
const FAMILY = [
  'A home built on faith',
  'Rights and duties',
  'Patience in hard times',
  'Children and their upbringing',
];

/** The demo books; `latin*` fields are transliterations used inside the PDF. */
export const DEMO_BOOKS: readonly BookFileInput[] = [
  {
    language: 'english',
    title: 'A Garden of Harmony: Marriage in Islam',
    latinTitle: 'A Garden of Harmony: Marriage in Islam',
    author: 'Dr. Sameena Rahman',
    latinAuthor: 'Dr. Sameena Rahman',
    chapters: MARRIAGE,
  },
  {
    language: 'english',
    title: 'The Sunnah Home: Raising a Family with Faith',
    latinTitle: 'The Sunnah Home: Raising a Family with Faith',
    author: 'Maulana Abdul Hakeem Nadvi',
    latinAuthor: 'Maulana Abdul Hakeem Nadvi',
    chapters: FAMILY,
  },
  {
    language: 'english',
    title: 'Before You Say Qubool',
    latinTitle: 'Before You Say Qubool',
    author: 'Aisha Siddiqui',
    latinAuthor: 'Aisha Siddiqui',
    chapters: ['Knowing yourself', 'Questions worth asking', 'Families and expectations'],
  },
  {
    language: 'english',
    title: 'Mercy and Tranquility: Rights of Spouses',
    latinTitle: 'Mercy and Tranquility: Rights of Spouses',
    author: 'Mufti Irfan Qasmi',
    latinAuthor: 'Mufti Irfan Qasmi',
    chapters: ['Rights of the wife', 'Rights of the husband', 'Consultation and kindness'],
  },
  {
    language: 'urdu',
    title: 'نکاح اور خاندانی زندگی',
    latinTitle: 'Nikah aur Khandani Zindagi',
    author: 'مولانا عبدالرحیم قاسمی',
    latinAuthor: 'Maulana Abdul Raheem Qasmi',
    chapters: MARRIAGE,
  },
  {
    language: 'urdu',
    title: 'میاں بیوی کے حقوق',
    latinTitle: 'Miyan Biwi ke Huqooq',
    author: 'مفتی محمد سلمان',
    latinAuthor: 'Mufti Mohammad Salman',
    chapters: ['Rights of the wife', 'Rights of the husband', 'Mahr and maintenance'],
  },
  {
    language: 'urdu',
    title: 'سادہ نکاح، آسان نکاح',
    latinTitle: 'Sada Nikah, Aasan Nikah',
    author: 'ڈاکٹر فرحانہ انصاری',
    latinAuthor: 'Dr. Farhana Ansari',
    chapters: ['The Sunnah of simplicity', 'Dowry and its harms', 'A walima within means'],
  },
  {
    language: 'urdu',
    title: 'بچوں کی اسلامی تربیت',
    latinTitle: 'Bachchon ki Islami Tarbiyat',
    author: 'حافظ نعیم الدین',
    latinAuthor: 'Hafiz Naeemuddin',
    chapters: FAMILY,
  },
  {
    language: 'hindi',
    title: 'निकाह: एक पाक रिश्ता',
    latinTitle: 'Nikah: Ek Paak Rishta',
    author: 'डॉ. शबाना परवीन',
    latinAuthor: 'Dr. Shabana Parveen',
    chapters: MARRIAGE,
  },
  {
    language: 'hindi',
    title: 'खुशहाल घर के उसूल',
    latinTitle: 'Khushhaal Ghar ke Usool',
    author: 'मौलाना इक़बाल अहमद',
    latinAuthor: 'Maulana Iqbal Ahmad',
    chapters: FAMILY,
  },
  {
    language: 'hindi',
    title: 'दहेज के बिना शादी',
    latinTitle: 'Dahej ke Bina Shaadi',
    author: 'सलमा ख़ातून',
    latinAuthor: 'Salma Khatoon',
    chapters: ['The Sunnah of simplicity', 'Dowry and the law', 'Talking to elders about it'],
  },
  {
    language: 'hindi',
    title: 'पति-पत्नी के हक़',
    latinTitle: 'Pati-Patni ke Haq',
    author: 'मुफ़्ती जावेद अख़्तर',
    latinAuthor: 'Mufti Javed Akhtar',
    chapters: ['Rights of the wife', 'Rights of the husband', 'Consultation and kindness'],
  },
];

/**
 * Inserts the demo books and stores their files under `books/<id>/book.pdf` and
 * `books/<id>/cover.svg` (the keys kept in `pdf_key` and `cover_key`). Runs in one transaction;
 * if storage fails the rows are rolled back (files already written stay, unreferenced).
 */
export async function insertDemoBooks(db: Db, storage: Storage): Promise<void> {
  const files = await Promise.all(
    DEMO_BOOKS.map(async (b) => ({ pdf: await renderBookPdf(b), cover: renderBookCoverSvg(b) })),
  );
  await db.transaction(async (tx) => {
    for (const [i, book] of DEMO_BOOKS.entries()) {
      const [row] = await tx
        .insert(books)
        .values({ title: book.title, author: book.author, language: book.language, coverKey: '', pdfKey: '' })
        .returning({ id: books.id });
      const id = row!.id;
      const pdfKey = `books/${id}/book.pdf`;
      const coverKey = `books/${id}/cover.svg`;
      await storage.put(pdfKey, files[i]!.pdf);
      await storage.put(coverKey, files[i]!.cover);
      await tx.update(books).set({ pdfKey, coverKey }).where(eq(books.id, id));
    }
  });
}
