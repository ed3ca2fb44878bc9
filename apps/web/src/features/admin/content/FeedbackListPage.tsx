/** Feedback messages in the console (issue 9), newest first, read-only (the table has no read flag). */
import { useState } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTENT_PAGE_SIZE } from '@nikah/shared';
import { PageLoader } from '../../../app/layout/PageLoader';
import { Pager } from '../components/Pager';
import { QueryState } from '../components/QueryState';
import { formatDateTime } from '../format';
import { fetchFeedback } from './endpoints';
import { useContentStrings, useContentT } from './i18n';
import { contentKeys } from './queryKeys';

export function FeedbackListPage() {
  const ready = useContentStrings();
  if (!ready) return <PageLoader />;
  return <FeedbackList />;
}

function FeedbackList() {
  const tc = useContentT();
  const { i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: contentKeys.list('feedback', page),
    queryFn: ({ signal }) => fetchFeedback(page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md" data-testid="content-feedback">
      <div>
        <Title order={2} size="h3">
          {tc('feedback.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {tc('feedback.intro')}
        </Text>
      </div>
      <QueryState query={query} isEmpty={(d) => d.results.length === 0}>
        {(data) => (
          <>
            <Stack gap="xs">
              {data.results.map((f) => (
                <Card key={f.id} withBorder padding="sm" data-testid="content-item">
                  <Stack gap={4}>
                    <Group gap="xs" wrap="wrap">
                      <Badge variant="light">{f.category}</Badge>
                      <Text size="sm" c="dimmed">
                        {formatDateTime(f.created_on, i18n.language)}
                      </Text>
                    </Group>
                    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{f.description}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {f.name} · {f.gender} · {f.location} ·{' '}
                      <Anchor href={`mailto:${f.email}`} dir="ltr">
                        {f.email}
                      </Anchor>{' '}
                      ·{' '}
                      <Anchor href={`tel:${f.mobile}`} dir="ltr">
                        {f.mobile}
                      </Anchor>
                    </Text>
                  </Stack>
                </Card>
              ))}
            </Stack>
            <Pager page={page} count={data.count} pageSize={CONTENT_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
