import { Card, Stack, Text, Title } from '@mantine/core';
import type { SuccessStoryItem } from '@nikah/shared';
import { VideoFacade } from '../../components/VideoFacade';
import classes from './content.module.css';

interface StoryCardProps {
  story: SuccessStoryItem;
  /** Show the whole story (the success stories page) rather than four lines of the summary. */
  full?: boolean;
  headingOrder?: 2 | 3;
  className?: string;
}

/** A success story (SPEC.md section 3): its video behind a facade, the couple's names and story. */
export function StoryCard({ story, full = false, headingOrder = 3, className }: StoryCardProps) {
  return (
    <Card withBorder shadow="xs" padding="md" className={className ?? classes.card} data-testid="story-card">
      {story.youtube_code && (
        <Card.Section mb="sm">
          <VideoFacade code={story.youtube_code} title={story.name} caption={!full} />
        </Card.Section>
      )}
      <Stack gap={4}>
        <Title order={headingOrder} fz="md" dir="auto" className={classes.wrap}>
          {story.name}
        </Title>
        <Text fz="sm" dir="auto" fw={full ? 600 : undefined} lineClamp={full ? undefined : 4}>
          {story.short_description}
        </Text>
        {full && (
          <Text fz="sm" dir="auto" className={classes.wrap}>
            {story.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
