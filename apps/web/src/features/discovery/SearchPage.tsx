/**
 * `/profiles` (SPEC.md sections 2, 7, 8 and 9): search with every filter of the list call and a
 * free-text search; 20 results per page (50 with a text search), the count, the empty and loading
 * texts. Filters and page live in the URL (and sessionStorage) so that the page keeps its state.
 * What the server assumes for a member who leaves gender or age open (the opposite gender; the
 * initial age range of SPEC.md section 9) is shown in the slider and among the active filters.
 */
import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  CloseButton,
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
  initialAgeRange,
  listLimitMax,
  LOCAL_SEARCH_PAGE_SIZE,
  MARITAL_STATUSES,
  MAX_AGE,
  MIN_AGE,
  oppositeGender,
  PAGE_SIZE,
} from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { useBiradaries, useMaslaks, useStates, useUserData } from '../accounts/queries';
import { useSession } from '../accounts/session';
import { pageOf, usePersistedParams, withPage } from './persisted';
import { useProfileList } from './queries';
import { Results } from './Results';

const STORAGE_KEY = 'nikah.search';
const LISTS = [
  'state__in',
  'state_current__in',
  'martial_status__in',
  'education__in',
  'height__in',
  'maslak__in',
  'biradari__in',
] as const;
type ListKey = (typeof LISTS)[number];

interface Form {
  gender: string;
  age: [number, number] | null;
  lists: Record<ListKey, string[]>;
  city: string;
  verified: boolean;
  search: string;
}

function formOf(params: URLSearchParams): Form {
  const listOf = (k: ListKey) => (params.get(k) ?? '').split(',').filter(Boolean);
  const lists: Record<ListKey, string[]> = {
    state__in: listOf('state__in'),
    state_current__in: listOf('state_current__in'),
    martial_status__in: listOf('martial_status__in'),
    education__in: listOf('education__in'),
    height__in: listOf('height__in'),
    maslak__in: listOf('maslak__in'),
    biradari__in: listOf('biradari__in'),
  };
  const lo = Number(params.get('age__gte'));
  const hi = Number(params.get('age__lte'));
  return {
    gender: params.get('gender') ?? '',
    age: params.has('age__gte') && params.has('age__lte') ? [lo, hi] : null,
    lists,
    city: params.get('city') ?? '',
    verified: params.get('verified') === 'true',
    search: params.get('search') ?? '',
  };
}

function paramsOf(form: Form): URLSearchParams {
  const p = new URLSearchParams();
  if (form.gender) p.set('gender', form.gender);
  if (form.age) {
    p.set('age__gte', String(form.age[0]));
    p.set('age__lte', String(form.age[1]));
  }
  for (const k of LISTS) if (form.lists[k].length) p.set(k, form.lists[k].join(','));
  if (form.city.trim()) p.set('city', form.city.trim());
  if (form.verified) p.set('verified', 'true');
  if (form.search.trim()) p.set('search', form.search.trim());
  return p;
}

/** What the server fills in for this member when gender or age is left open; null for visitors. */
interface MemberDefaults {
  gender: string;
  age: [number, number];
}

function useMemberDefaults(): MemberDefaults | null {
  const session = useSession();
  const me = useUserData().data;
  return useMemo(() => {
    if (!session || !me) return null;
    const range = initialAgeRange(me.gender, me.age);
    return { gender: oppositeGender(me.gender), age: [range.min, range.max] };
  }, [session, me]);
}

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
                    data={listData[k]}
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
function ActiveFilters({
  applied,
  defaults,
  onChange,
}: {
  applied: Form;
  defaults: MemberDefaults | null;
  onChange: (next: Form) => void;
}) {
  const { t } = useTranslation();
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
      value: applied.lists[k].join(', '),
      ltr: k === 'height__in',
      without: { ...applied, lists: { ...applied.lists, [k]: [] } },
    });
  }
  if (applied.city) {
    chips.push({
      id: 'city',
      label: t('discovery.search.city'),
      value: applied.city,
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
