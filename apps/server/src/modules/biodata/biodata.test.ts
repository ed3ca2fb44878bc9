/**
 * The bio-data PDF (issue 8; SPEC.md sections 6 and 7; DESIGN.md D5, D6), printed by the real
 * Chromium and read back with poppler (`pdftotext`, `pdfimages`): what a non-owner without a
 * proposal, a member with an accepted proposal and the owner each get; Hindi and Urdu text and labels; who
 * may download; the twice-encoded slug. Set BIODATA_PDF_DIR to keep the printed files.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { contactViews, profiles } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { makeTestApp, type TestApp } from '../../../test/app';
import { auth, send, signUp, type Member } from '../../../test/accounts-helpers';
import {
  RELAXED_DISCOVERY_LIMITS,
  codeOf,
  insertProposal,
  makeVisible,
  testClock,
} from '../../../test/discovery-helpers';
import { replacePhoto } from '../accounts/photos';
import { slugFromTwiceEncoded } from './routes';

const run = promisify(execFile);

const HINDI = 'मुझे किताबें पढ़ना और क्रिकेट देखना पसंद है';
const URDU = 'ہم ایک سادہ اور دیندار خاندان ہیں جو لکھنؤ میں رہتا ہے';
const HINDI_EXPECT = 'ऐसा जीवनसाथी चाहिए जो शिक्षित, नेक और परिवार का सम्मान करने वाला हो';
/** A part of URDU that pdftotext keeps in one piece. */
const URDU_RUN = 'سادہ اور دیندار خاندان';
const CONTACT = '9812345670';
const WHATSAPP = '9823456781';
const EMAIL = 'ayesha.biodata@example.com';

const keepDir = process.env.BIODATA_PDF_DIR;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-biodata-'));

/** The text of a PDF, as poppler's pdftotext reads it, with Unicode compatibility forms folded. */
async function pdfText(pdf: Buffer, name: string): Promise<string> {
  const file = path.join(keepDir ?? tmp, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.normalize('NFKC');
}

/** Width and height of each image embedded in a PDF (`pdfimages -list`). */
async function pdfImages(pdf: Buffer): Promise<{ width: number; height: number }[]> {
  const file = path.join(tmp, 'images.pdf');
  fs.writeFileSync(file, pdf);
  const { stdout } = await run('pdfimages', ['-list', file]);
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image')
    .map((cols) => ({ width: Number(cols[3]), height: Number(cols[4]) }));
}

/** Letters only: pdftotext may split words at line ends and adds bidi embedding marks. */
const letters = (s: string) => s.replace(/\s|\u200c|\u200d|[\u202a-\u202e,.،۔]/g, '');

/**
 * Whether the Urdu text `urdu` is in the extracted `text`. Nastaliq sets letters on a sloping
 * baseline, so pdftotext cuts a few of them out of their word onto lines of their own: every
 * letter must be there (as a multiset), and the longest stretch that stays together too.
 */
function hasUrdu(text: string, urdu: string, together: string): boolean {
  const counts = new Map<string, number>();
  for (const ch of letters(text)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  for (const ch of letters(urdu)) {
    const n = counts.get(ch) ?? 0;
    if (n === 0) return false;
    counts.set(ch, n - 1);
  }
  return letters(text).includes(letters(together));
}

/** The fonts embedded in a PDF (`pdffonts`). */
async function pdfFonts(pdf: Buffer): Promise<string> {
  const file = path.join(tmp, 'fonts.pdf');
  fs.writeFileSync(file, pdf);
  return (await run('pdffonts', [file])).stdout;
}

const twice = (slug: string) => encodeURIComponent(encodeURIComponent(slug));

describe.each(DATABASE_KINDS)('bio-data PDF on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  let owner: Member;
  let stranger: Member;
  let proposer: Member;
  let code: string;

  const pdf = (viewer: Member | null, slug: string, query = '') =>
    send(t, 'GET', `/api/profiles/pdf/${slug}${query}`, undefined, viewer ? auth(viewer.token) : {});
  const okPdf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.rawPayload;
  };

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      demoProfiles: 0,
      env: RELAXED_DISCOVERY_LIMITS,
      deps: { clock: clock.now },
    });
    // 12:00 in India: the contact window is open, so only the proposal rule decides.
    clock.set('2026-01-15T06:30:00Z');
    // Through the real sign-up: the text-safety and blocked-word rules accept Hindi and Urdu.
    owner = await signUp(t, {
      full_name: 'Ayesha Siddiqui',
      hobbies: HINDI,
      extra_information: URDU,
      expectations: HINDI_EXPECT,
      contact_number: CONTACT,
      whatsapp_number: WHATSAPP,
      email: EMAIL,
    });
    stranger = await signUp(t, { gender: 'Male', full_name: 'Imran Qureshi', year_of_birth: 1994 });
    proposer = await signUp(t, { gender: 'Male', full_name: 'Faisal Ansari', year_of_birth: 1993 });
    // Noise, not one colour: Chromium prints a one-colour image as a filled box.
    const pixels = Buffer.from(Array.from({ length: 800 * 1000 * 3 }, (_, i) => (i * 7919) % 251));
    const photo = await sharp(pixels, { raw: { width: 800, height: 1000, channels: 3 } })
      .jpeg()
      .toBuffer();
    // Before approval: a photo of an approved profile waits for a moderator (DESIGN.md D17).
    await replacePhoto({ db: t.database.db, storage: t.storage }, owner.profileId, 0, photo);
    for (const m of [owner, stranger, proposer]) await makeVisible(t, m);
    code = await codeOf(t, owner);
    // The owner's contact is private (the form's default): only an Accepted proposal opens it (D6).
    await insertProposal(t, proposer.profileId, owner.profileId, 'Accepted');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('a member without a proposal gets the profile, Hindi and Urdu included, without contact details', async () => {
    const res = await pdf(stranger, twice(owner.slug));
    const body = okPdf(res);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="biodata-${code}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(body, `biodata-${kind}-stranger-en`);
    for (const shown of [
      code,
      'Ayesha Siddiqui',
      'Post Graduate',
      'M.Sc. Chemistry',
      'Teacher',
      'Sunni Hanafi',
    ]) {
      expect(text).toContain(shown);
    }
    expect(letters(text)).toContain(letters(HINDI));
    expect(letters(text)).toContain(letters(HINDI_EXPECT));
    expect(hasUrdu(text, URDU, URDU_RUN)).toBe(true);
    expect(text).toContain('never pay anyone');
    const fonts = await pdfFonts(body);
    for (const font of ['NotoSans-Regular', 'NotoSansDevanagari-Regular', 'NotoNastaliqUrdu-Regular']) {
      expect(fonts).toContain(font);
    }
    for (const hidden of [CONTACT, WHATSAPP, 'Contact number']) expect(text).not.toContain(hidden);
    expect(letters(text)).not.toContain(letters(EMAIL));
    // Blurred photo only (the variant is at most 320 px on its long edge; the original is 800x1000).
    const images = await pdfImages(body);
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) expect(Math.max(img.width, img.height)).toBeLessThanOrEqual(320);
  }, 60_000);

  it('the owner gets the contact details and the original photo', async () => {
    const body = okPdf(await pdf(owner, twice(owner.slug)));
    const text = await pdfText(body, `biodata-${kind}-owner-en`);
    for (const shown of [code, CONTACT, WHATSAPP, 'Contact number']) expect(text).toContain(shown);
    expect(text).toContain(EMAIL);
    const images = await pdfImages(body);
    expect(images.some((img) => img.width === 800 && img.height === 1000)).toBe(true);
  }, 60_000);

  it('a member with an accepted proposal gets the contact details, and the owner sees it in "who viewed my number"', async () => {
    const text = await pdfText(okPdf(await pdf(proposer, twice(owner.slug))), `biodata-${kind}-proposer-en`);
    for (const shown of [CONTACT, WHATSAPP]) expect(text).toContain(shown);
    expect(text).toContain(EMAIL);
    const logged = await t.database.db
      .select()
      .from(contactViews)
      .where(and(eq(contactViews.profileId, owner.profileId), eq(contactViews.kind, 'contact')));
    expect(logged.map((r) => r.viewerProfileId)).toEqual([proposer.profileId]);
  }, 60_000);

  it('labels and reference values in Hindi and in right-to-left Urdu; user text as stored', async () => {
    const hi = await pdfText(okPdf(await pdf(stranger, twice(owner.slug), '?lang=hi')), `biodata-${kind}-hi`);
    expect(letters(hi)).toContain(letters('व्यक्तिगत जानकारी'));
    expect(letters(hi)).toContain(letters('पिता का नाम'));
    expect(hi).toContain('Ayesha Siddiqui');
    expect(letters(hi)).toContain(letters(HINDI));
    // The reference values as the Hindi interface shows them (issue 34 point 7), not in English:
    // Female, Unmarried, Post Graduate, Sunni Hanafi, Lucknow, Uttar Pradesh, 5'3".
    for (const value of ['महिला', 'अविवाहित', 'स्नातकोत्तर', 'सुन्नी हनफ़ी', 'लखनऊ', 'उत्तर प्रदेश', '5 फ़ुट 3 इंच']) {
      expect(letters(hi), value).toContain(letters(value));
    }
    for (const english of ['Unmarried', 'Post Graduate', 'Sunni Hanafi', 'Uttar Pradesh']) {
      expect(hi).not.toContain(english);
    }
    const ur = await pdfText(okPdf(await pdf(stranger, twice(owner.slug), '?lang=ur')), `biodata-${kind}-ur`);
    expect(letters(ur)).toContain(letters('والد کا نام'));
    expect(hasUrdu(ur, URDU, URDU_RUN)).toBe(true);
    for (const [value, together] of [
      ['غیر شادی شدہ', 'شادی'],
      ['سنی حنفی', 'حنفی'],
      ['اتر پردیش', 'پردیش'],
    ] as const) {
      expect(hasUrdu(ur, value, together), value).toBe(true);
    }
    for (const english of ['Unmarried', 'Post Graduate', 'Sunni Hanafi', 'Uttar Pradesh']) {
      expect(ur).not.toContain(english);
    }
    expect(ur).toContain(code);
    for (const hidden of [CONTACT, WHATSAPP]) expect(ur).not.toContain(hidden);
    expect(letters(ur)).not.toContain(letters(EMAIL));
  }, 60_000);

  it('visitors get 401, unknown and hidden profiles 404, a bad language 400', async () => {
    expect((await pdf(null, twice(owner.slug))).statusCode).toBe(401);
    expect((await pdf(stranger, twice('no-such-profile'))).statusCode).toBe(404);
    expect((await pdf(stranger, twice(owner.slug), '?lang=fr')).statusCode).toBe(400);
    await t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, proposer.profileId));
    try {
      const hidden = await pdf(stranger, twice(proposer.slug));
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ detail: 'No Profile Found!' });
      // The owner still gets their own hidden profile.
      okPdf(await pdf(proposer, twice(proposer.slug)));
    } finally {
      await t.database.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, proposer.profileId));
    }
  }, 60_000);

  it('a twice-encoded slug with special characters works; a malformed one gives 4xx, never 5xx', async () => {
    const odd = 'zeenat ü/?&#%+ 1';
    await t.database.db.update(profiles).set({ slug: odd }).where(eq(profiles.id, stranger.profileId));
    const body = okPdf(await pdf(owner, twice(odd)));
    const text = await pdfText(body, `biodata-${kind}-odd-slug`);
    expect(text).toContain('Imran Qureshi');
    // An English page carries only the Latin font (printing is faster without the others).
    const fonts = await pdfFonts(body);
    expect(fonts).toContain('NotoSans-Regular');
    expect(fonts).not.toContain('Nastaliq');
    expect(fonts).not.toContain('Devanagari');
    // Encoded once only: "%" alone does not decode the second time.
    expect((await pdf(owner, encodeURIComponent(odd))).statusCode).toBe(400);
    for (const bad of ['%25E0%25A4', '%25', '%E0%A4', '%25ZZ', twice('x'.repeat(130))]) {
      const res = await pdf(owner, bad);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
  }, 60_000);
});

describe('slugFromTwiceEncoded', () => {
  it('decodes what the router left encoded, and refuses what does not decode', () => {
    expect(slugFromTwiceEncoded('a%20b%2Fc')).toBe('a b/c');
    expect(slugFromTwiceEncoded('plain-slug')).toBe('plain-slug');
    expect(() => slugFromTwiceEncoded('%E0%A4')).toThrow(/Malformed URL/);
    expect(() => slugFromTwiceEncoded('%')).toThrow(/Malformed URL/);
    expect(() => slugFromTwiceEncoded('%20')).toThrow(/No Profile Found/);
    // A NUL reached PostgreSQL as text and gave a 500 (fuzz seed 132026).
    expect(() => slugFromTwiceEncoded('%00')).toThrow(/No Profile Found/);
    expect(() => slugFromTwiceEncoded('a%00b')).toThrow(/No Profile Found/);
  });
});
