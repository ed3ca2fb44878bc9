import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuidelineItem } from '@nikah/shared';
import { VideoFacade } from '../../components/VideoFacade';
import classes from './content.module.css';
import { useLocalizedText } from './useLocalizedText';

/**
 * The title of `item` in the interface language and the language it is in: SPEC.md's
 * `title_hindi` in Hindi, a moderator's translation in the other languages, else English (issue 12).
 */
function useGuidelineTitle(item: GuidelineItem): { text: string; lang: string } {
  const { i18n } = useTranslation();
  const localized = useLocalizedText();
  if ((i18n.resolvedLanguage ?? i18n.language) === 'hi' && item.title_hindi) {
    return { text: item.title_hindi, lang: 'hi' };
  }
  return localized(item, 'title');
}

/**
 * A guideline video titled in the member's language. When that title is the English one (the
 * English interface, or no translation given), the Hindi title is below it: SPEC.md section 3's
 * English and Hindi pair. A title in the member's own language stands alone, with no English line
 * under it (issue 34 point 7: no English where a translation is shown).
 */
export function GuidelineCard({ item, headingOrder = 3 }: { item: GuidelineItem; headingOrder?: 2 | 3 | 4 }) {
  const title = useGuidelineTitle(item);
  const second = title.lang === 'en' ? { text: item.title_hindi, lang: 'hi' } : null;
  return (
    <Card
      withBorder
      shadow="xs"
      padding="sm"
      className={`${classes.card} ${classes.lazyCell}`}
      data-testid="guideline-card"
    >
      <Card.Section>
        <VideoFacade code={item.youtube_code} title={title.text} caption={false} />
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Title
          order={headingOrder}
          fz={{ base: 'sm', sm: 'md' }}
          className={classes.wrap}
          lang={title.lang}
          dir="auto"
          data-testid="guideline-title"
        >
          {title.text}
        </Title>
        {second?.text && (
          <Text
            fz={{ base: 'xs', sm: 'sm' }}
            c="dimmed"
            lang={second.lang}
            dir="auto"
            className={classes.wrap}
          >
            {second.text}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
