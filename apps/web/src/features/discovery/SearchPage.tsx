/**
 * `/profiles` (SPEC.md sections 2, 7, 8 and 9): search with every filter of the list call and a
 * free-text search; 20 results per page (50 with a text search), the count, the empty and loading
 * texts. Filters and page live in the URL (and sessionStorage) so that the page keeps its state.
 * What the server assumes for a member who leaves gender or age open (the opposite gender; the
 * initial age range of SPEC.md section 9) is shown in the slider and among the active filters.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Card, Collapse, Container, Group, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listLimitMax, LOCAL_SEARCH_PAGE_SIZE, PAGE_SIZE } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useSession } from '../../app/session';
import { pageOf, usePersistedParams, withPage } from './persisted';
import { useProfileList } from './queries';
import { Results } from './Results';
import { ActiveFilters } from './ActiveFilters';
import { formOf, paramsOf, useMemberDefaults, type Form } from './searchForm';
import { lazyChunk } from '../../lib/lazyChunk';

const STORAGE_KEY = 'nikah.search';

type SearchFiltersComponent = typeof import('./SearchFilters').SearchFilters;

/**
 * The filter panel's chunk (SearchFilters.tsx, with Mantine's MultiSelect, RangeSlider,
 * SegmentedControl and Switch): fetched when a pointer comes over the Filters button or it takes
 * focus, and shown on its first click, so a visitor who only reads the results does not load it.
 */
const filtersChunk = lazyChunk<SearchFiltersComponent>(() =>
  import('./SearchFilters').then((m) => m.SearchFilters),
);

/** "Save this search" (notifications feature, D21): its own chunk, for members only. */
const SaveSearchButton = lazy(() =>
  import('../notifications/SaveSearchButton').then((m) => ({ default: m.SaveSearchButton })),
);

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
  // The panel's fields, from their first opening on (in an object: a component given to a
  // state setter would be called as an updater).
  const [panel, setPanel] = useState<{ SearchFilters: SearchFiltersComponent } | null>(null);
  const [panelState, setPanelState] = useState<'idle' | 'loading' | 'failed'>('idle');
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
  const toggleFilters = () => {
    if (panel) {
      filters.toggle();
      return;
    }
    const loaded = filtersChunk.loaded();
    if (loaded) {
      setPanel({ SearchFilters: loaded });
      filters.open();
      return;
    }
    setPanelState('loading');
    filtersChunk.load().then(
      (SearchFilters) => {
        setPanel({ SearchFilters });
        setPanelState('idle');
        filters.open();
      },
      // Offline and not cached: the page stays as it was, with a message, and the next click
      // tries again.
      () => setPanelState('failed'),
    );
  };
  const preloadFilters = () => void filtersChunk.load().catch(() => undefined);
  const reset = () => {
    const empty = formOf(new URLSearchParams());
    setForm(empty);
    update(new URLSearchParams());
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
              onClick={toggleFilters}
              onPointerEnter={preloadFilters}
              onFocus={preloadFilters}
              loading={panelState === 'loading'}
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
            {session?.profileId != null && (
              <Suspense fallback={null}>
                <SaveSearchButton params={params} />
              </Suspense>
            )}
          </Group>
          {panelState === 'failed' && <QueryError onRetry={toggleFilters} />}
          <Collapse in={filtersOpen} id="search-filters">
            {panel && <panel.SearchFilters form={form} setForm={setForm} defaults={defaults} />}
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
