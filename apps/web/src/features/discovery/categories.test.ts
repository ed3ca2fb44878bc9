/** The category tab values of SPEC.md section 9: age groups, height bands, the default pick. */
import { describe, expect, it } from 'vitest';
import { HEIGHT_CHOICES, MARITAL_STATUSES } from '@nikah/shared';
import { AGE_GROUPS, CATEGORY_TABS, DEFAULT_CHOICE, HEIGHT_BANDS } from './categories';

describe('category tabs', () => {
  it('keeps ages and heights in separate tabs', () => {
    expect(CATEGORY_TABS).toContain('height');
    expect(AGE_GROUPS.map((o) => o.id)).toEqual([
      '18-21',
      '22-25',
      '26-29',
      '30-33',
      '34-40',
      '40+',
      '30+unmarried',
    ]);
    expect(AGE_GROUPS.every((o) => !('height__in' in o.params))).toBe(true);
  });

  it('labels each height band with its first and last height in feet and inches', () => {
    expect(HEIGHT_BANDS.map((o) => o.label)).toEqual([
      `4'0" – 4'5"`,
      `4'6" – 4'11"`,
      `5'0" – 5'5"`,
      `5'6" – 5'11"`,
      `6'0" – 6'6"`,
    ]);
    // Every height from 4'0" to 6'6" is in exactly one band.
    const listed = HEIGHT_BANDS.flatMap((o) => (o.params.height__in ?? '').split(','));
    const expected = HEIGHT_CHOICES.filter((h) => h.inches >= 48 && h.inches <= 78).map((h) => h.name);
    expect(listed).toEqual(expected);
  });

  it("preselects the marital status 'Unmarried'", () => {
    expect(DEFAULT_CHOICE).toEqual({ marital: 'Unmarried' });
    expect(MARITAL_STATUSES).toContain('Unmarried');
  });
});
