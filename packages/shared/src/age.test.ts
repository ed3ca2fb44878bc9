import { beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_AGE, birthYearsOffered, isOfLegalAge, latestBirthDate, legalAgeProblem } from './age';
import { installZodMessages } from './zod-messages';
import { personalStepOn, profileFormOn } from './profile-form';

beforeAll(() => installZodMessages());

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('legal ages (DESIGN.md D15)', () => {
  it('are 18 for women and 21 for men', () => {
    expect(LEGAL_AGE).toEqual({ Female: 18, Male: 21 });
  });

  it('takes the last day of the declared period as the birth date', () => {
    expect(latestBirthDate(2005)).toBe('2005-12-31');
    expect(latestBirthDate(2005, 11)).toBe('2005-11-30');
    expect(latestBirthDate(2004, 2)).toBe('2004-02-29');
    expect(latestBirthDate(2005, 2)).toBe('2005-02-28');
  });

  it('accepts a man who turns 21 today and refuses one a day short', () => {
    const man = { gender: 'Male', year_of_birth: 2005, month_of_birth: 11 } as const;
    expect(isOfLegalAge(man, day('2026-11-30'))).toBe(true);
    expect(isOfLegalAge(man, day('2026-11-29'))).toBe(false);
    // Without a month the whole year counts: he is surely 21 only from 31 December.
    const yearOnly = { gender: 'Male', year_of_birth: 2005 } as const;
    expect(isOfLegalAge(yearOnly, day('2026-12-31'))).toBe(true);
    expect(isOfLegalAge(yearOnly, day('2026-12-30'))).toBe(false);
  });

  it('accepts a woman who turns 18 today and refuses one a day short', () => {
    const woman = { gender: 'Female', year_of_birth: 2008, month_of_birth: 6 } as const;
    expect(isOfLegalAge(woman, day('2026-06-30'))).toBe(true);
    expect(isOfLegalAge(woman, day('2026-06-29'))).toBe(false);
  });

  it('is computed at midnight UTC boundaries, not by the hour', () => {
    const man = { gender: 'Male', year_of_birth: 2005, month_of_birth: 11 } as const;
    expect(isOfLegalAge(man, new Date('2026-11-30T00:00:00Z'))).toBe(true);
    expect(isOfLegalAge(man, new Date('2026-11-29T23:59:59Z'))).toBe(false);
  });

  it('offers birth years from today: the youngest year in which someone may already be of age', () => {
    expect(birthYearsOffered('Male', day('2026-11-23'))).toEqual({ first: 1930, last: 2005 });
    expect(birthYearsOffered('Female', day('2026-11-23'))).toEqual({ first: 1930, last: 2008 });
    // Gender not chosen yet: the younger legal age.
    expect(birthYearsOffered(undefined, day('2026-11-23'))).toEqual({ first: 1930, last: 2008 });
    expect(birthYearsOffered('Male', day('2031-01-01'))).toEqual({ first: 1930, last: 2010 });
  });

  it('names the minimum age in its message', () => {
    const problem = legalAgeProblem({ gender: 'Male', year_of_birth: 2006 }, day('2026-11-23'));
    expect(problem).toEqual({ field: 'year_of_birth', message: 'Minimum age is 21 years.' });
    expect(legalAgeProblem({ gender: 'Female', year_of_birth: 2006 }, day('2026-11-23'))).toBeUndefined();
  });
});

describe('the profile schemas check the legal age on the date given', () => {
  const personal = {
    full_name: 'Ahmed Khan',
    gender: 'Male',
    martial_status: 'Unmarried',
    year_of_birth: '2005',
    month_of_birth: '11',
    height: '5\'6"',
    education: 'Graduate',
    degree: 'BSc',
    occupation: 'Engineer',
    hobbies: 'Reading',
    state: 'Kerala',
    city: 'Kochi',
    state_current: 'Kerala',
    city_current: 'Kochi',
  };
  const yearErrors = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    (r.error?.issues ?? []).filter((i) => i.path[0] === 'year_of_birth').length;

  it('personal step: a man turning 21 today passes, a day earlier he does not', () => {
    expect(yearErrors(personalStepOn(day('2026-11-30')).safeParse(personal))).toBe(0);
    expect(yearErrors(personalStepOn(day('2026-11-29')).safeParse(personal))).toBe(1);
  });

  it('personal step: a woman of 18 born in a year the old fixed list did not offer passes', () => {
    const woman = { ...personal, gender: 'Female', year_of_birth: '2008', month_of_birth: '1' };
    expect(yearErrors(personalStepOn(day('2026-11-23')).safeParse(woman))).toBe(0);
  });

  it('refuses a year after today', () => {
    expect(
      yearErrors(personalStepOn(day('2026-11-23')).safeParse({ ...personal, year_of_birth: '2030' })),
    ).toBe(1);
  });

  it('whole form: the same rule', () => {
    const r = profileFormOn(day('2026-11-29')).safeParse(personal);
    expect(r.success).toBe(false);
    expect(yearErrors(r)).toBe(1);
  });
});
