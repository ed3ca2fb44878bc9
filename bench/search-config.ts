/**
 * Settings of the search benchmark (bench/search.ts): the profile count and mode from the
 * environment, the typical six-filter search and the category pages it times, how many runs, and
 * the shape of one database's results.
 */
import { fileURLToPath } from 'node:url';
import { profileListQuery, type ProfileListQuery } from '@nikah/shared';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const SEQUENTIAL_RUNS = 400;
export const PORT = Number(process.env.BENCH_PORT ?? 3411);
/** Above this many profiles the run is PostgreSQL-only and copies rows in SQL (see above). */
export const LARGE = PROFILES > 200_000;
/** Profiles generated row by row in large mode before the SQL copies. */
export const LARGE_BASE = 100_000;
/** The benchmark's own database on the PostgreSQL server. */
export const DATABASE_NAME = LARGE ? 'nikah_bench_1m' : 'nikah_bench';

/** The typical search: gender, three states, three educations, marital status, three maslaks, age range. */
export const SEARCH = {
  gender: 'Female',
  state__in: 'Uttar Pradesh,Bihar,Maharashtra',
  education__in: 'Graduate,Post Graduate,Engineer',
  martial_status__in: 'Unmarried',
  maslak__in: 'Sunni Hanafi,Deobandi,Barelvi',
  age__gte: '21',
  age__lte: '30',
};
export const PAGES = [1, 2, 3];
export const urlFor = (page: number) =>
  `/api/profiles/list/?${new URLSearchParams({ ...SEARCH, page: String(page) }).toString()}`;
export const queryFor = (page: number): ProfileListQuery =>
  profileListQuery.parse({ ...SEARCH, page: String(page) });

/**
 * The three most used category pages (SPEC.md section 2, '/categories'): the page opens on the
 * State tab with marital status Unmarried chosen (apps/web/src/features/discovery/categories.ts,
 * DEFAULT_CHOICE), then Age and Education; a visitor's view (no gender), the largest counts.
 */
export const CATEGORY_PAGES: { name: string; params: Record<string, string> }[] = [
  {
    name: 'State: Uttar Pradesh, Unmarried',
    params: { state: 'Uttar Pradesh', martial_status: 'Unmarried' },
  },
  { name: 'Age 22-25, Unmarried', params: { age__gte: '22', age__lte: '25', martial_status: 'Unmarried' } },
  { name: 'Education: Graduate, Unmarried', params: { education: 'Graduate', martial_status: 'Unmarried' } },
];
export const categoryUrl = (params: Record<string, string>) =>
  `/api/profiles/list/?${new URLSearchParams({ ...params, page: '1' }).toString()}`;

export interface PageTiming {
  name: string;
  matches: number;
  sqlP95: number;
  apiP95: number;
}

export interface ModeResult {
  mode: string;
  matches: number;
  sqlMedian: number;
  sqlP95: number;
  apiMedian: number;
  apiP95: number;
  rps: number;
  loadP50: number;
  loadP99: number;
  rssPeakMb: number;
  plan: string;
  seedSeconds: number | null;
  categories: PageTiming[];
  /** The machine's load average (1, 5, 15 min) when the timings started and when they ended. */
  load: { start: number[]; end: number[] };
}

/** Sequential runs of each category page (after five warm-up runs). */
export const CATEGORY_RUNS = 100;
