import { describe, expect, it } from 'vitest';
import { savedSearchFilters } from '@nikah/shared';
import { filtersOf } from './SaveSearchButton';

describe('filtersOf', () => {
  it('keeps the search page filters and drops paging, ordering and empty values', () => {
    const params = new URLSearchParams(
      'gender=Female&maslak__in=Deobandi,Barelvi&page=3&limit=50&ordering=created_on&city=',
    );
    expect(filtersOf(params)).toEqual({ gender: 'Female', maslak__in: 'Deobandi,Barelvi' });
  });

  it('gives what the server takes as saved-search filters', () => {
    const filters = filtersOf(new URLSearchParams('age__gte=21&age__lte=30&verified=true'));
    expect(savedSearchFilters.safeParse(filters).success).toBe(true);
    expect(savedSearchFilters.safeParse({ age__gte: '40', age__lte: '30' }).success).toBe(false);
  });
});
