import { useState } from 'react';
import { Button, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import classes from './content.module.css';
import { useBlogs, type BlogItem } from './queries';
import { useLocalizedText } from './useLocalizedText';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** Preview image; hidden if it cannot load (offline, or blocked by the site's image policy). */
function NewsImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt=""
      width={400}
      height={160}
      loading="lazy"
      decoding="async"
      className={classes.newsImage}
      onError={() => setFailed(true)}
    />
  );
}

function NewsCard({ item }: { item: BlogItem }) {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  // The moderators' translation of the title and description when given (issue 12), else the preview's.
  const shownTitle = localized(
    { title: item.preview.title || item.title, translations: item.translations },
    'title',
  );
  const shownDescription = localized(
    { description: item.preview.description, translations: item.translations },
    'description',
  );
  const title = shownTitle.text;
  return (
    <Card withBorder shadow="xs" padding="md" className={classes.card} data-testid="news-card">
      {item.preview.image && (
        <Card.Section>
          <NewsImage src={item.preview.image} />
        </Card.Section>
      )}
      <Stack gap="xs" mt="sm" h="100%">
        <Title order={2} fz="md" dir="auto" lang={shownTitle.lang} className={classes.wrap}>
          {title}
        </Title>
        {shownDescription.text && (
          <Text fz="sm" c="dimmed" dir="auto" lang={shownDescription.lang} lineClamp={4}>
            {shownDescription.text}
          </Text>
        )}
        <Button
          component="a"
          href={item.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          mt="auto"
          w="fit-content"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={`${t('news.readMoreLabel', { title })} ${t('app.newTab')}`}
        >
          {t('news.readMore')}
        </Button>
      </Stack>
    </Card>
  );
}

export function NewsPage() {
  const { t } = useTranslation();
  const blogs = useBlogs();
  return (
    <Container size="lg" py="lg">
      <PageHeader title={t('news.title')} intro={t('news.intro')} />
      {blogs.isPending ? (
        <SimpleGrid cols={GRID_COLS} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={260} radius="md" />
          ))}
        </SimpleGrid>
      ) : blogs.isError ? (
        <QueryError onRetry={() => void blogs.refetch()} retrying={blogs.isFetching} />
      ) : blogs.data.length === 0 ? (
        <Text data-testid="empty-state">{t('news.empty')}</Text>
      ) : (
        <SimpleGrid cols={GRID_COLS}>
          {blogs.data.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
