/**
 * `/profiles` (SPEC.md sections 2, 7, 8 and 9): search with every filter of the list call and a
 * free-text search; 20 results per page (50 with a text search), the count, the empty and loading
 * texts. Filters and page live in the URL (and sessionStorage) so that the page keeps its state.
 * What the server assumes for a member who leaves gender or age open (the opposite gender; the
 * initial age range of SPEC.md section 9) is shown in the slider and among the active filters.
 */
import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  Collapse,
  Container,
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
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  EDUCATION_CHOICES,
  HEIGHT_CHOICES,
  listLimitMax,
  LOCAL_SEARCH_PAGE_SIZE,
  MARITAL_STATUSES,
  MAX_AGE,
  MIN_AGE,
  PAGE_SIZE,
} from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { useBiradaries, useMaslaks, useStates } from '../accounts/queries';
import { useSession } from '../accounts/session';
import { pageOf, usePersistedParams, withPage } from './persisted';
import { useProfileList } from './queries';
import { Results } from './Results';
import { ActiveFilters } from './ActiveFilters';
import {
  LISTS,
  formOf,
  listValueLabel,
  paramsOf,
  useMemberDefaults,
  type Form,
  type ListKey,
} from './searchForm';
import { useRefLabel } from '../../i18n/refLabel';

const STORAGE_KEY = 'nikah.search';

export function SearchPage() {
  const { t } = useTranslation();
  const session = useSession();
  const defaults = useMemberDefaults();
  const { params, update } = usePersistedParams(STORAGE_KEY);
  const applied = useMemo(() => formOf(params), [params]);
  const [form, setForm] = useState<Form>(applied);
  const [formKey, setFormKey] = useState(params.toString());
  if (formKey !== params.toString()) {
    setFormKey(params.toString());
    setForm(applied);
  }
  const [filtersOpen, filters] = useDisclosure(false);
  const ref = useRefLabel();
  const states = useStates();
  const maslaks = useMaslaks();
  const biradaries = useBiradaries();
  const page = pageOf(params);
  // Within the server's largest page for this caller (visitors 20, members 50; issue 13).
  const pageSize = Math.min(
    applied.search ? LOCAL_SEARCH_PAGE_SIZE : PAGE_SIZE,
    listLimitMax({ member: session !== null, byCode: false }),
  );
  const query = useMemo(() => {
    const q = paramsOf(applied);
    q.set('ordering', '-created_on');
    q.set('page', String(page));
    q.set('limit', String(pageSize));
    return q.toString();
  }, [applied, page, pageSize]);
  const list = useProfileList(query);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    update(paramsOf(form));
    filters.close();
  };
  const reset = () => {
    const empty = formOf(new URLSearchParams());
    setForm(empty);
    update(new URLSearchParams());
  };
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
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="search-page">
      <PageHeader title={t('discovery.search.title')} />
      <Card withBorder padding="md" mb="lg" component="form" onSubmit={submit} role="search">
        <Stack gap="sm">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('discovery.search.text')}
              placeholder={t('discovery.search.textHint')}
              value={form.search}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setForm((f) => ({ ...f, search: v }));
              }}
              style={{ flex: 1 }}
              maxLength={100}
              data-testid="search-text"
            />
            <Button
              type="submit"
              leftSection={<IconSearch size={18} aria-hidden />}
              data-testid="search-submit"
            >
              {t('discovery.search.submit')}
            </Button>
          </Group>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconAdjustments size={18} aria-hidden />}
              onClick={filters.toggle}
              aria-expanded={filtersOpen}
              aria-controls="search-filters"
              data-testid="search-toggle-filters"
            >
              {t('discovery.search.filters')}
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={reset}
              data-testid="search-reset"
            >
              {t('discovery.search.reset')}
            </Button>
          </Group>
          <Collapse in={filtersOpen} id="search-filters">
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
                <Button
                  type="submit"
                  leftSection={<IconSearch size={18} aria-hidden />}
                  data-testid="search-apply"
                >
                  {t('discovery.search.apply')}
                </Button>
              </Group>
            </Stack>
          </Collapse>
        </Stack>
      </Card>
      <ActiveFilters applied={applied} defaults={defaults} onChange={(next) => update(paramsOf(next))} />
      <Results
        data={list.data}
        isPending={list.isPending}
        isError={list.isError}
        isFetching={list.isFetching}
        refetch={() => void list.refetch()}
        page={page}
        pageSize={pageSize}
        onPage={(n) => {
          update(withPage(params, n));
          window.scrollTo({ top: 0 });
        }}
      />
    </Container>
  );
}
