import { Card, Stack, Text, Title } from '@mantine/core';
import type { SuccessStoryItem } from '@nikah/shared';
import { VideoFacade } from '../../components/VideoFacade';
import classes from './content.module.css';
import { useLocalizedText } from './useLocalizedText';

interface StoryCardProps {
  story: SuccessStoryItem;
  /** Show the whole story (the success stories page) rather than four lines of the summary. */
  full?: boolean;
  headingOrder?: 2 | 3;
  className?: string;
}

/**
 * A success story (SPEC.md section 3): its video behind a facade, the couple's names and story, each
 * in the member's language when the moderators gave it, else in English (issue 12).
 */
export function StoryCard({ story, full = false, headingOrder = 3, className }: StoryCardProps) {
  const localized = useLocalizedText();
  const name = localized(story, 'name');
  const summary = localized(story, 'short_description');
  const description = localized(story, 'description');
  return (
    <Card withBorder shadow="xs" padding="md" className={className ?? classes.card} data-testid="story-card">
      {story.youtube_code && (
        <Card.Section mb="sm">
          <VideoFacade code={story.youtube_code} title={name.text} caption={!full} />
        </Card.Section>
      )}
      <Stack gap={4}>
        <Title order={headingOrder} fz="md" dir="auto" lang={name.lang} className={classes.wrap}>
          {name.text}
        </Title>
        <Text
          fz="sm"
          dir="auto"
          lang={summary.lang}
          fw={full ? 600 : undefined}
          lineClamp={full ? undefined : 4}
        >
          {summary.text}
        </Text>
        {full && (
          <Text fz="sm" dir="auto" lang={description.lang} className={classes.wrap}>
            {description.text}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
