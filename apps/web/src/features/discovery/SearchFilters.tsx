/**
 * The filter panel of `/profiles` (SPEC.md sections 7 and 9): gender, age range, the seven list
 * filters with their values translated (D14), city and "verified only". A chunk of its own,
 * which SearchPage loads and mounts when the panel is first opened: for a visitor who only reads
 * the results, its code, its option lists (hundreds of translated labels) and the reference data
 * they need (states, maslaks, biradaries) are not loaded, rendered, fetched or embedded in the
 * server's page (issue 11).
 */
import type { Dispatch, SetStateAction } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  RangeSlider,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EDUCATION_CHOICES, HEIGHT_CHOICES, MARITAL_STATUSES, MAX_AGE, MIN_AGE } from '@nikah/shared';
import { useBiradaries, useMaslaks, useStates } from '../../app/sharedQueries';
import { useSession } from '../../app/session';
import { LISTS, listValueLabel, type Form, type ListKey, type MemberDefaults } from './searchForm';
import { useRefLabel } from '../../i18n/refLabel';

/**
 * The filter fields of the search form, editing `form` through `setForm`; the panel's own
 * submit button submits the enclosing `<form>`. `defaults` is what the server assumes for a
 * member who leaves gender or age open (null for a visitor).
 */
export function SearchFilters({
  form,
  setForm,
  defaults,
}: {
  form: Form;
  setForm: Dispatch<SetStateAction<Form>>;
  defaults: MemberDefaults | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const ref = useRefLabel();
  const states = useStates();
  const maslaks = useMaslaks();
  const biradaries = useBiradaries();
  const setList = (k: ListKey) => (v: string[]) => setForm((f) => ({ ...f, lists: { ...f.lists, [k]: v } }));
  const names = (d: { name: string }[] | undefined) => (d ?? []).map((x) => x.name);
  const listData: Record<ListKey, string[]> = {
    state__in: names(states.data),
    state_current__in: names(states.data),
    martial_status__in: [...MARITAL_STATUSES],
    education__in: [...EDUCATION_CHOICES],
    height__in: HEIGHT_CHOICES.map((h) => h.name),
    maslak__in: names(maslaks.data),
    biradari__in: names(biradaries.data),
  };

  return (
    <Stack gap="md" pt="xs">
      <div>
        <Text size="sm" fw={500} mb={4} id="search-gender-label">
          {t('discovery.search.gender')}
        </Text>
        <SegmentedControl
          aria-labelledby="search-gender-label"
          value={form.gender}
          onChange={(v) => setForm((f) => ({ ...f, gender: v }))}
          data={[
            {
              value: '',
              label: session ? t('discovery.search.genderDefault') : t('discovery.search.genderAny'),
            },
            { value: 'Female', label: t('discovery.search.female') },
            { value: 'Male', label: t('discovery.search.male') },
          ]}
          data-testid="search-gender"
        />
      </div>
      <div>
        <Text size="sm" fw={500} mb={4} id="search-age-label">
          {t('discovery.search.age')}:{' '}
          {form.age ? (
            <bdi dir="ltr">{`${form.age[0]}-${form.age[1]}`}</bdi>
          ) : defaults ? (
            <>
              <bdi dir="ltr">{`${defaults.age[0]}-${defaults.age[1]}`}</bdi> (
              {t('discovery.search.yourDefault')})
            </>
          ) : (
            t('discovery.search.ageDefault')
          )}
        </Text>
        <RangeSlider
          min={MIN_AGE}
          max={MAX_AGE}
          minRange={0}
          value={form.age ?? defaults?.age ?? [MIN_AGE, MAX_AGE]}
          onChange={(v) => setForm((f) => ({ ...f, age: v }))}
          thumbFromLabel={t('discovery.search.ageFrom')}
          thumbToLabel={t('discovery.search.ageTo')}
          mx="xs"
          mb="md"
          data-testid="search-age"
        />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {LISTS.map((k) => (
          <MultiSelect
            key={k}
            label={t(`discovery.search.lists.${k}`)}
            data={listData[k].map((v) => ({ value: v, label: listValueLabel(k, v, ref) }))}
            value={form.lists[k]}
            onChange={setList(k)}
            searchable
            clearable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
            data-testid={`search-${k}`}
          />
        ))}
        <TextInput
          label={t('discovery.search.city')}
          value={form.city}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setForm((f) => ({ ...f, city: v }));
          }}
          maxLength={100}
          data-testid="search-city"
        />
      </SimpleGrid>
      <Switch
        label={t('discovery.search.verified')}
        checked={form.verified}
        onChange={(e) => {
          const v = e.currentTarget.checked;
          setForm((f) => ({ ...f, verified: v }));
        }}
        data-testid="search-verified"
      />
      <Group>
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />} data-testid="search-apply">
          {t('discovery.search.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
