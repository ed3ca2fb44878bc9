import { useDeferredValue } from 'react';
import { Chip, Container, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { GuidelineCard } from './GuidelineCard';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import { useGuidelines, useGuidelineTags } from './queries';
import { useLocalizedText } from './useLocalizedText';
import { VisitorCount } from './VisitorCount';

const ALL = 'all';
const GRID_COLS = { base: 2, lg: 3 };
/** Cards built at once; the others when scrolled near (or once the page has settled). */
const EAGER_CARDS = 6;

/**
 * SPEC.md section 2: marriage guideline videos by tag, with English and Hindi titles. Every video
 * is a facade (a local poster) until tapped, so a page of many videos loads nothing from YouTube.
 * The chosen tag is kept in the address (`?tag=`) so it can be shared and survives a reload.
 */
export function GuidelinesPage() {
  const { t } = useTranslation();
  const guidelines = useGuidelines();
  const tags = useGuidelineTags();
  // Tags are moderator-entered names: their translation in the interface language, else English
  // marked as such (issue 12).
  const localized = useLocalizedText();
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? ALL;
  const setTag = (value: string) =>
    setParams(value === ALL ? {} : { tag: value }, { replace: true, preventScrollReset: true });
  // Rendered from a deferred copy, in slices that yield to the browser (many video cards).
  const list = useDeferredValue(guidelines.data);
  const visible = (list ?? []).filter((g) => tag === ALL || String(g.tag) === tag);

  return (
    <Container size="lg" py="lg">
      <PageHeader title={t('guidelines.title')} intro={t('guidelines.intro')} />
      <Group mb="sm" mt={-8}>
        <VisitorCount page="guidelines" />
      </Group>
      {tags.isPending ? (
        // Room for the tag chips while they load, so the videos below do not jump.
        <Group gap="xs" mb="lg" aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={32} width={110} radius="xl" />
          ))}
        </Group>
      ) : (
        tags.data &&
        tags.data.length > 0 && (
          <Chip.Group multiple={false} value={tag} onChange={setTag}>
            <Group gap="xs" mb="lg" role="group" aria-label={t('guidelines.filterLabel')}>
              <Chip value={ALL} data-testid="tag-all">
                {t('guidelines.all')}
              </Chip>
              {tags.data.map((item) => {
                const name = localized(item, 'name');
                return (
                  <Chip key={item.id} value={String(item.id)} data-testid={`tag-${item.id}`}>
                    <span lang={name.lang} dir="auto" data-testid="tag-name">
                      {name.text}
                    </span>
                  </Chip>
                );
              })}
            </Group>
          </Chip.Group>
        )
      )}
      {guidelines.isPending || (guidelines.data && !list) ? (
        <SimpleGrid cols={GRID_COLS} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : guidelines.isError ? (
        <QueryError onRetry={() => void guidelines.refetch()} retrying={guidelines.isFetching} />
      ) : visible.length === 0 ? (
        <Text data-testid="empty-state">{t('guidelines.empty')}</Text>
      ) : (
        <SimpleGrid cols={GRID_COLS} spacing={{ base: 'xs', sm: 'md' }}>
          {visible.map((item, index) =>
            index < EAGER_CARDS ? (
              <GuidelineCard key={item.id} item={item} headingOrder={2} />
            ) : (
              <RenderWhenNear key={item.id} minHeight={200}>
                <GuidelineCard item={item} headingOrder={2} />
              </RenderWhenNear>
            ),
          )}
        </SimpleGrid>
      )}
    </Container>
  );
}
