import { useState } from 'react';
import { Chip, Container, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { GuidelineCard } from './GuidelineCard';
import { useGuidelines, useGuidelineTags } from './queries';

const ALL = 'all';
const GRID_COLS = { base: 2, lg: 3 };

export function GuidelinesPage() {
  const { t } = useTranslation();
  const guidelines = useGuidelines();
  const tags = useGuidelineTags();
  const [tag, setTag] = useState(ALL);
  const visible = (guidelines.data ?? []).filter((g) => tag === ALL || String(g.tag) === tag);

  return (
    <Container size="lg" py="lg">
      <PageHeader title={t('guidelines.title')} intro={t('guidelines.intro')} />
      {tags.data && tags.data.length > 0 && (
        <Chip.Group multiple={false} value={tag} onChange={setTag}>
          <Group gap="xs" mb="lg" role="group" aria-label={t('guidelines.filterLabel')}>
            <Chip value={ALL} data-testid="tag-all">
              {t('guidelines.all')}
            </Chip>
            {tags.data.map((item) => (
              <Chip key={item.id} value={String(item.id)}>
                {item.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {guidelines.isPending ? (
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
          {visible.map((item) => (
            <GuidelineCard key={item.id} item={item} headingOrder={2} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
