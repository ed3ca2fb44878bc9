import { Card, Stack, Text, Title } from '@mantine/core';
import type { GuidelineItem } from '@nikah/shared';
import { VideoFacade } from '../../components/VideoFacade';
import classes from './content.module.css';

/** A guideline video with its English and Hindi titles. */
export function GuidelineCard({ item, headingOrder = 3 }: { item: GuidelineItem; headingOrder?: 2 | 3 | 4 }) {
  return (
    <Card
      withBorder
      shadow="xs"
      padding="sm"
      className={`${classes.card} ${classes.lazyCell}`}
      data-testid="guideline-card"
    >
      <Card.Section>
        <VideoFacade code={item.youtube_code} title={item.title} caption={false} />
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Title
          order={headingOrder}
          fz={{ base: 'sm', sm: 'md' }}
          className={classes.wrap}
          lang="en"
          dir="auto"
        >
          {item.title}
        </Title>
        {item.title_hindi && (
          <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" lang="hi" dir="auto" className={classes.wrap}>
            {item.title_hindi}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
