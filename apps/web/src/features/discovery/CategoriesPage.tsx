/**
 * `/categories` (SPEC.md sections 2 and 9): 'See Category Wise Profiles'. Tabs of values, each
 * with its profile count; the Filter button lists the profiles of the chosen values, the close
 * icon clears them. The chosen values, the tab and the page live in the URL (and sessionStorage).
 */
import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Chip,
  Container,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { useBiradaries, useCountries, useMaslaks, useStates } from '../../app/sharedQueries';
import {
  ABLED_OPTIONS,
  AGE_GROUPS,
  CATEGORY_TABS,
  DEFAULT_CHOICE,
  EDUCATION_OPTIONS,
  HEIGHT_BANDS,
  MARITAL_OPTIONS,
  namedOptions,
  optionQuery,
  tabParam,
  type CategoryOption,
  type CategoryTab,
  optionLabel,
  type OptionLabelers,
} from './categories';
import { useRefLabel } from '../../i18n/refLabel';
import { formatNumber } from '../../i18n/format';
import { pageOf, usePersistedParams, withPage } from './persisted';
import { useCounts, useProfileList } from './queries';
import { Results } from './Results';

const STORAGE_KEY = 'nikah.categories';
/** Tabs with more values than this show a searchable picker instead of a counted list. */
const LIST_MAX = 60;

type Choice = Partial<Record<CategoryTab, string>>;

function useTabOptions(): Record<CategoryTab, CategoryOption[] | undefined> {
  const states = useStates();
  const countries = useCountries();
  const maslaks = useMaslaks();
  const biradaries = useBiradaries();
  return useMemo(
    () => ({
      state:
        states.data &&
        namedOptions(
          states.data.map((s) => s.name),
          'state',
          'state',
        ),
      country:
        countries.data &&
        namedOptions(
          countries.data.map((c) => c.name),
          'country',
        ),
      education: EDUCATION_OPTIONS,
      age: AGE_GROUPS,
      height: HEIGHT_BANDS,
      marital: MARITAL_OPTIONS,
      maslak:
        maslaks.data &&
        namedOptions(
          maslaks.data.map((m) => m.name),
          'maslak',
          'maslak',
        ),
      biradari:
        biradaries.data &&
        namedOptions(
          biradaries.data.map((b) => b.name),
          'biradari',
          'biradari',
        ),
      abled: ABLED_OPTIONS,
    }),
    [states.data, countries.data, maslaks.data, biradaries.data],
  );
}

/** Option labels in the interface language (keys, reference values, heights). */
function useOptionLabelers(): OptionLabelers {
  const { t } = useTranslation();
  const { label, height } = useRefLabel();
  return useMemo(() => ({ t: (key) => t(key), ref: label, height }), [t, label, height]);
}

function choiceOf(params: URLSearchParams): Choice {
  const out: Choice = {};
  for (const tab of CATEGORY_TABS) {
    const v = params.get(tabParam(tab));
    if (v) out[tab] = v;
  }
  return out;
}

/** The chosen values of the params alone (not the tab or page), to tell a new choice from a tab change. */
function choiceKey(params: URLSearchParams): string {
  return CATEGORY_TABS.map((tab) => params.get(tabParam(tab)) ?? '').join('\u0000');
}

/** The list query of the applied choice. */
function listQuery(choice: Choice, options: Record<CategoryTab, CategoryOption[] | undefined>, page: number) {
  const q = new URLSearchParams();
  for (const tab of CATEGORY_TABS) {
    const id = choice[tab];
    const option = id ? options[tab]?.find((o) => o.id === id) : undefined;
    if (option) for (const [k, v] of Object.entries(option.params)) q.set(k, v);
  }
  q.set('page', String(page));
  q.set('limit', String(PAGE_SIZE));
  return q.toString();
}

export function CategoriesPage() {
  const { t } = useTranslation();
  const labelers = useOptionLabelers();
  const { params, update } = usePersistedParams(STORAGE_KEY);
  const options = useTabOptions();
  const applied = useMemo(() => choiceOf(params), [params]);
  // A first visit (nothing in the URL or remembered) starts with the default pick.
  const [draft, setDraft] = useState<Choice>(() =>
    params.toString() === '' ? { ...DEFAULT_CHOICE } : applied,
  );
  const [draftKey, setDraftKey] = useState(choiceKey(params));
  // The applied choice changed (Filter, restore, back button): follow it. A change of tab or page
  // alone keeps the picks not yet applied.
  if (draftKey !== choiceKey(params)) {
    setDraftKey(choiceKey(params));
    setDraft(applied);
  }
  const tab = (CATEGORY_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as CategoryTab)
    : 'state';
  const page = pageOf(params);
  const hasApplied = Object.keys(applied).length > 0;
  const loaded = CATEGORY_TABS.every((tb) => !applied[tb] || options[tb]);
  const list = useProfileList(listQuery(applied, options, page), hasApplied && loaded);

  const setTab = (next: string | null) => {
    if (!next) return;
    const p = new URLSearchParams(params);
    p.set('tab', next);
    update(p);
  };

  const apply = () => {
    const p = new URLSearchParams();
    p.set('tab', tab);
    for (const [k, v] of Object.entries(draft)) if (v) p.set(tabParam(k as CategoryTab), v);
    update(p);
  };

  const clear = () => {
    setDraft({});
    const p = new URLSearchParams();
    p.set('tab', tab);
    update(p);
  };

  const chosen = Object.entries(draft).filter(([, v]) => !!v) as [CategoryTab, string][];

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }} data-testid="categories-page">
      <PageHeader title={t('discovery.cat.title')} />
      <Card withBorder padding="sm" mb="lg">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {CATEGORY_TABS.map((tb) => (
                <Tabs.Tab key={tb} value={tb} data-testid={`cat-tab-${tb}`}>
                  {t(`discovery.cat.tabs.${tb}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {CATEGORY_TABS.map((tb) => (
            <Tabs.Panel key={tb} value={tb} pt="md">
              <TabValues
                tab={tb}
                options={options[tb]}
                value={draft[tb] ?? null}
                onChange={(v) => setDraft((d) => ({ ...d, [tb]: v ?? undefined }))}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group mt="md" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap" data-testid="cat-chosen">
            {chosen.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('discovery.cat.pick')}
              </Text>
            ) : (
              chosen.map(([tb, id]) => {
                const o = options[tb]?.find((x) => x.id === id);
                return (
                  <Text key={tb} size="sm" fw={500}>
                    {t(`discovery.cat.tabs.${tb}`)}:{' '}
                    <bdi dir={tb === 'age' || tb === 'height' ? 'ltr' : undefined}>
                      {o ? optionLabel(o, labelers) : id}
                    </bdi>
                  </Text>
                );
              })
            )}
          </Group>
          <Group gap="xs">
            <Button
              leftSection={<IconFilter size={18} aria-hidden />}
              onClick={apply}
              disabled={chosen.length === 0}
              data-testid="cat-filter"
            >
              {t('discovery.cat.filter')}
            </Button>
            <Tooltip label={t('discovery.cat.clear')}>
              <ActionIcon
                variant="default"
                size={36}
                onClick={clear}
                aria-label={t('discovery.cat.clear')}
                disabled={chosen.length === 0 && !hasApplied}
                data-testid="cat-clear"
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Card>
      {hasApplied ? (
        <Results
          data={list.data}
          isPending={list.isPending}
          isError={list.isError}
          isFetching={list.isFetching}
          refetch={() => void list.refetch()}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(n) => {
            update(withPage(params, n));
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <Text c="dimmed" data-testid="cat-hint">
          {t('discovery.cat.hint')}
        </Text>
      )}
    </Container>
  );
}

function TabValues({
  tab,
  options,
  value,
  onChange,
}: {
  tab: CategoryTab;
  options: CategoryOption[] | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const labelers = useOptionLabelers();
  const many = (options?.length ?? 0) > LIST_MAX;
  const counted = many ? (options ?? []).filter((o) => o.id === value) : (options ?? []);
  const counts = useCounts(`${tab}:${counted.map((o) => o.id).join('|')}`, counted.map(optionQuery));
  if (!options) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('discovery.common.loadingShort')}</Text>
      </Group>
    );
  }
  const label = (o: CategoryOption): string => optionLabel(o, labelers);
  const countOf = (o: CategoryOption) => {
    const i = counted.indexOf(o);
    const n = i >= 0 ? counts.data?.[i] : undefined;
    return n === undefined ? null : formatNumber(n, i18n.language);
  };
  if (many) {
    return (
      <Stack gap="xs">
        <Select
          label={t(`discovery.cat.tabs.${tab}`)}
          searchable
          clearable
          data={options.map((o) => ({ value: o.id, label: label(o) }))}
          value={value}
          onChange={onChange}
          maw={360}
          data-testid={`cat-select-${tab}`}
        />
        {value && (
          <Text size="sm" data-testid="cat-select-count">
            {counts.data?.[0] === undefined ? '…' : t('discovery.common.count', { count: counts.data[0] })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={264} type="auto" scrollbars="y" scrollbarSize={6}>
      <Chip.Group multiple={false} value={value ?? ''} onChange={(v) => onChange(v === value ? null : v)}>
        <div
          role="group"
          aria-label={t(`discovery.cat.tabs.${tab}`)}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {options.map((o) => (
            <Chip
              key={o.id}
              value={o.id}
              variant="outline"
              onClick={() => {
                if (o.id === value) onChange(null);
              }}
              wrapperProps={{ 'data-testid': `cat-value-${tab}-${o.id}` }}
            >
              <bdi dir={tab === 'age' || tab === 'height' ? 'ltr' : undefined}>{label(o)}</bdi>{' '}
              <Text span size="xs" c="dimmed">
                ({countOf(o) ?? '…'})
              </Text>
            </Chip>
          ))}
        </div>
      </Chip.Group>
    </ScrollArea.Autosize>
  );
}
