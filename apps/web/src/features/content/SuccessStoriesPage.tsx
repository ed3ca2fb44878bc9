import { Button, Container, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconMessageHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useSuccessStories } from './queries';
import { StoryCard } from './StoryCard';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** SPEC.md sections 1 and 3: every success story with its video, and a way to tell one's own. */
export function SuccessStoriesPage() {
  const { t } = useTranslation();
  const stories = useSuccessStories();
  return (
    <Container size="lg" py="lg">
      <PageHeader title={t('content.stories.title')} intro={t('content.stories.intro')} />
      {stories.isPending ? (
        <SimpleGrid cols={GRID_COLS} aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : stories.isError ? (
        <QueryError onRetry={() => void stories.refetch()} retrying={stories.isFetching} />
      ) : stories.data.length === 0 ? (
        <Text data-testid="empty-state">{t('content.stories.empty')}</Text>
      ) : (
        <SimpleGrid cols={GRID_COLS}>
          {stories.data.map((story) => (
            <StoryCard key={story.id} story={story} full headingOrder={2} />
          ))}
        </SimpleGrid>
      )}
      <Group mt="xl">
        <Button
          component={Link}
          to={`/feedback?category=${encodeURIComponent('Success story')}`}
          variant="light"
          leftSection={<IconMessageHeart size={18} aria-hidden />}
          data-testid="share-story"
        >
          {t('content.stories.share')}
        </Button>
      </Group>
    </Container>
  );
}
