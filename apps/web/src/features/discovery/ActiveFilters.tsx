/**
 * The filters the search results were found with, as chips above them (issue 15): the member's
 * own choices, each removable, and the defaults the server applied for a member, marked as such.
 */
import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTS, listValueLabel, type Form, type MemberDefaults } from './searchForm';
import { useRefLabel } from '../../i18n/refLabel';
import { joinList } from '../../i18n/format';

interface Chip {
  id: string;
  label: string;
  value: string;
  ltr?: boolean;
  /** The form without this filter; absent for a member default, which cannot be removed. */
  without?: Form;
  isDefault?: boolean;
}

/**
 * The filters the results were searched with, as chips above them: the ones the member chose
 * (each with a remove button) and the member defaults the server applied (marked as such).
 */
export function ActiveFilters({
  applied,
  defaults,
  onChange,
}: {
  applied: Form;
  defaults: MemberDefaults | null;
  onChange: (next: Form) => void;
}) {
  const { t, i18n } = useTranslation();
  const ref = useRefLabel();
  const genderName = (g: string) =>
    g === 'Female' ? t('discovery.search.female') : g === 'Male' ? t('discovery.search.male') : g;
  const chips: Chip[] = [];
  if (applied.search) {
    chips.push({
      id: 'search',
      label: t('discovery.search.textChip'),
      value: applied.search,
      without: { ...applied, search: '' },
    });
  }
  if (applied.gender) {
    chips.push({
      id: 'gender',
      label: t('discovery.search.gender'),
      value: genderName(applied.gender),
      without: { ...applied, gender: '' },
    });
  } else if (defaults) {
    chips.push({
      id: 'gender',
      label: t('discovery.search.gender'),
      value: genderName(defaults.gender),
      isDefault: true,
    });
  }
  if (applied.age) {
    chips.push({
      id: 'age',
      label: t('discovery.search.age'),
      value: `${applied.age[0]}-${applied.age[1]}`,
      ltr: true,
      without: { ...applied, age: null },
    });
  } else if (defaults) {
    chips.push({
      id: 'age',
      label: t('discovery.search.age'),
      value: `${defaults.age[0]}-${defaults.age[1]}`,
      ltr: true,
      isDefault: true,
    });
  }
  for (const k of LISTS) {
    if (applied.lists[k].length === 0) continue;
    chips.push({
      id: k,
      label: t(`discovery.search.lists.${k}`),
      value: joinList(
        applied.lists[k].map((v) => listValueLabel(k, v, ref)),
        i18n.resolvedLanguage,
      ),
      without: { ...applied, lists: { ...applied.lists, [k]: [] } },
    });
  }
  if (applied.city) {
    chips.push({
      id: 'city',
      label: t('discovery.search.city'),
      value: ref.label('city', applied.city),
      without: { ...applied, city: '' },
    });
  }
  if (applied.verified) {
    chips.push({
      id: 'verified',
      label: t('discovery.search.verified'),
      value: '',
      without: { ...applied, verified: false },
    });
  }
  if (chips.length === 0) return null;
  return (
    <Group
      gap={6}
      mb="sm"
      wrap="wrap"
      data-testid="search-active-filters"
      role="group"
      aria-labelledby="search-active-label"
    >
      <Text size="sm" fw={500} id="search-active-label">
        {t('discovery.search.active')}:
      </Text>
      {chips.map((c) => {
        const name = c.value ? `${c.label}: ${c.value}` : c.label;
        return (
          <Badge
            key={c.id}
            variant={c.isDefault ? 'outline' : 'light'}
            size="lg"
            tt="none"
            fw={500}
            maw="100%"
            data-testid={`active-filter-${c.id}`}
            rightSection={
              c.without ? (
                <CloseButton
                  size="xs"
                  variant="transparent"
                  aria-label={t('discovery.search.remove', { name })}
                  onClick={() => c.without && onChange(c.without)}
                />
              ) : undefined
            }
          >
            {c.label}
            {c.value && (
              <>
                : <bdi dir={c.ltr ? 'ltr' : undefined}>{c.value}</bdi>
              </>
            )}
            {c.isDefault && <> ({t('discovery.search.yourDefault')})</>}
          </Badge>
        );
      })}
    </Group>
  );
}
