/**
 * Word lists for demo profiles (DESIGN.md section 3: realistic demo content): Indian Muslim first
 * names, family names, occupations, hobbies and degrees. Written for this project; the people
 * they make up are fictional.
 */
import { EDUCATION_HIGHER, EDUCATION_WITHOUT_DEGREE } from '@nikah/shared';
import type { Rng } from '../../../lib/random';

/** Splits a space-separated word list (multi-word items use `_` for their spaces). */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

/** Male first names (also used to build fathers' names). */
export const MALE_NAMES = words(`
  Aamir Aarif Abdul Abid Adil Adnan Afzal Ahmad Ahsan Aijaz Akbar Akram Altaf Amaan Amjad Anas Anwar
  Arbaaz Arif Arshad Asad Asif Aslam Ayaan Azhar Bilal Danish Ehsan Faisal Faiz Farhan Faraz Fahad
  Feroz Hamza Haris Hasan Hussain Ibrahim Imran Irfan Ishaq Ismail Javed Junaid Kabir Kaif Kamran
  Khalid Mazhar Mohsin Moin Mudassir Mujtaba Mustafa Nadeem Naved Nawaz Owais Parvez Qasim Rafiq
  Rahil Rashid Rehan Rizwan Sajid Salman Saqib Shadab Shahid Shakeel Shoaib Sohail Suhail Tabrez
  Tahir Talha Tanveer Tariq Usman Wasim Yasir Yusuf Zaid Zeeshan Zubair
`);

/** Female first names (also used to build mothers' names). */
export const FEMALE_NAMES = words(`
  Aafreen Aaliya Afreen Afsana Aisha Alina Alisha Amina Anam Arshi Asma Ayesha Bushra Daniya Farah
  Fareeda Farheen Fatima Firdaus Ghazala Hafsa Hina Huma Iqra Iram Jasmine Kausar Khadija Lubna
  Mahira Maryam Mehjabeen Mehreen Muskan Nafisa Nagma Naila Nargis Nasreen Nazia Nida Noor Rabia
  Rehana Rukhsar Rukhsana Ruksana Saba Sadia Safiya Saima Saira Sakina Salma Sana Sania Shabana
  Shagufta Shaheen Shabnam Shireen Sumaiya Summaya Tabassum Tahira Tamanna Tasneem Uzma Yasmin
  Zainab Zara Zeba Zoya Zubeda
`);

/** Family names commonly used as surnames. */
export const SURNAMES = words(`
  Khan Ansari Qureshi Siddiqui Shaikh Syed Pathan Mirza Baig Farooqui Usmani Alvi Abbasi Rizvi Naqvi
  Jafri Zaidi Malik Mansoori Saifi Salmani Idrisi Memon Hashmi Chaudhary Shah Rahman Hussain Ali
  Akhtar Azmi Nadvi Kazmi Rizwi Patel Sait Mulla Tamboli Bagwan Shaikh
`);

/** Occupations that usually need a degree (higher education group of SPEC.md section 9). */
export const PROFESSIONAL_OCCUPATIONS = words(`
  Software_Engineer Teacher Lecturer Professor Accountant Chartered_Accountant Pharmacist Nurse
  Civil_Engineer Mechanical_Engineer Electrical_Engineer Lawyer Bank_Officer Government_Employee
  Police_Officer Architect Graphic_Designer Data_Analyst Web_Developer Marketing_Executive
  Sales_Manager HR_Executive Journalist Lab_Technician Physiotherapist Content_Writer Businessman
`).map((w) => w.replace(/_/g, ' '));

/** Occupations open to every education level. */
export const GENERAL_OCCUPATIONS = words(`
  Businessman Shop_Owner Tailor Electrician Driver Chef Real_Estate_Agent Travel_Agent
  Textile_Trader Perfume_Trader Student Beautician Fashion_Designer Customer_Support_Executive
  Mobile_Repair_Technician Salesman Government_Employee
`).map((w) => w.replace(/_/g, ' '));

const RELIGIOUS_OCCUPATIONS = ['Imam', 'Madrasa Teacher', 'Islamic Scholar', 'Quran Teacher'];
const ENGINEERING = ['Software Engineer', 'Civil Engineer', 'Mechanical Engineer', 'Electrical Engineer'];
const RELIGIOUS_EDUCATION = new Set(['Mufti', 'Aalim / Aalima', 'Hafiz / Hafiza']);
const HIGHER_EDUCATION: ReadonlySet<string> = new Set(EDUCATION_HIGHER);

/** Every occupation a demo profile can have (more than 40). */
export const OCCUPATIONS: readonly string[] = [
  ...new Set([
    ...PROFESSIONAL_OCCUPATIONS,
    ...GENERAL_OCCUPATIONS,
    ...RELIGIOUS_OCCUPATIONS,
    'Doctor',
    'Dentist',
    'Homemaker',
  ]),
];

/** An occupation that fits `education` and `gender` (doctors are doctors, some women homemakers). */
export function occupationFor(rng: Rng, education: string, gender: string): string {
  if (education === 'Doctor') return rng.chance(0.85) ? 'Doctor' : 'Dentist';
  if (gender === 'Female' && rng.chance(0.25)) return 'Homemaker';
  if (education === 'Engineer') return rng.pick(ENGINEERING);
  if (RELIGIOUS_EDUCATION.has(education) && rng.chance(0.6)) return rng.pick(RELIGIOUS_OCCUPATIONS);
  return rng.pick(HIGHER_EDUCATION.has(education) ? PROFESSIONAL_OCCUPATIONS : GENERAL_OCCUPATIONS);
}

/** Occupations shown for fathers (besides 'Expired'). */
export const FATHER_OCCUPATIONS = [
  'Businessman',
  'Retired Government Employee',
  'Farmer',
  'Shop Owner',
  'Teacher',
  'Retired Teacher',
  'Contractor',
  'Doctor',
  'Tailor',
  'Driver',
  'Working in Gulf',
  'Imam',
  'Property Dealer',
  'Engineer',
] as const;

/** Occupations shown for mothers; 'HouseWife' (the SPEC.md default) is picked most often. */
export const MOTHER_OCCUPATIONS = [
  'Teacher',
  'Tailor',
  'Nurse',
  'Government Employee',
  'Retired Teacher',
] as const;

/** Hobbies; a profile joins two or three with ', '. */
export const HOBBIES = [
  'Reading',
  'Cooking',
  'Travelling',
  'Cricket',
  'Football',
  'Badminton',
  'Calligraphy',
  'Quran recitation',
  'Islamic studies',
  'Gardening',
  'Photography',
  'Painting',
  'Sketching',
  'Stitching',
  'Embroidery',
  'Baking',
  'Writing poetry',
  'Urdu shayari',
  'Swimming',
  'Cycling',
  'Volunteering',
  'Teaching children',
  'Listening to nasheeds',
  'Chess',
  'Learning languages',
  'Walking',
  'Fitness',
  'Technology',
] as const;

/** Degrees per education choice; education values in EDUCATION_WITHOUT_DEGREE have none. */
export const DEGREES: Readonly<Record<string, readonly string[]>> = {
  Graduate: ['B.Com', 'B.A.', 'B.Sc', 'BBA', 'BCA', 'B.Ed'],
  Engineer: ['B.Tech', 'B.E.', 'M.Tech'],
  Doctor: ['MBBS', 'BUMS', 'BDS', 'BAMS', 'MD'],
  'Post Graduate': ['M.A.', 'M.Com', 'M.Sc', 'MBA', 'MCA'],
  'Ph.D': ['Ph.D (Chemistry)', 'Ph.D (Urdu)', 'Ph.D (Economics)', 'Ph.D (Computer Science)'],
  Diploma: ['Diploma in Engineering', 'D.Pharm', 'D.El.Ed', 'ITI'],
};

const NO_DEGREE: ReadonlySet<string> = new Set(EDUCATION_WITHOUT_DEGREE);

/** Degrees fitting `education`, or an empty list when that education needs no degree. */
export function degreesFor(education: string): readonly string[] {
  return NO_DEGREE.has(education) ? [] : (DEGREES[education] ?? []);
}
