import type { ReactNode } from 'react';
import { Anchor, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AboutVideoItem } from '@nikah/shared';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { VideoFacade } from '../../components/VideoFacade';
import classes from './content.module.css';
import { useAboutVideos } from './queries';

const VIDEO_COLS = { base: 1, sm: 2, lg: 3 };
const ABOUT_VIDEO_COUNT = 5;

/** A heading and its paragraphs. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={`${id}-title`}>
      <Title order={2} fz="lg" id={`${id}-title`} c="brand.8">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * `(video)` → its title and that title's language (issue 12): a default video (one with a stable
 * `key`) in the interface language from the catalogue; a video the moderators listed has only its
 * English title, shown as such (`lang` 'en', for screen readers and fonts).
 */
function useVideoTitle(): (video: AboutVideoItem) => { text: string; lang: string } {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (video) =>
    video.key
      ? { text: t(`content.about.videos.${video.key}`), lang: language }
      : { text: video.title, lang: 'en' };
}

/**
 * The videos of the about page: local posters, the YouTube player only when tapped. No section at
 * all while moderators have set none (issue 34 point 9).
 */
function AboutVideos() {
  const { t } = useTranslation();
  const videos = useAboutVideos();
  const titleOf = useVideoTitle();
  if (videos.isSuccess && videos.data.length === 0) return null;
  return (
    <Part id="about-videos" title={t('content.about.videosTitle')}>
      {videos.isPending ? (
        <SimpleGrid cols={VIDEO_COLS} aria-busy="true">
          {Array.from({ length: ABOUT_VIDEO_COUNT }, (_, i) => (
            <Skeleton key={i} radius="md" style={{ aspectRatio: '16 / 9' }} />
          ))}
        </SimpleGrid>
      ) : videos.isError ? (
        <QueryError onRetry={() => void videos.refetch()} retrying={videos.isFetching} />
      ) : (
        <SimpleGrid cols={VIDEO_COLS} spacing="md">
          {videos.data.map((video) => {
            const title = titleOf(video);
            return (
              <Stack key={video.youtube_code} gap={6} data-testid="about-video">
                <VideoFacade code={video.youtube_code} title={title.text} caption={false} />
                <Text fw={600} fz="sm" lang={title.lang} dir="auto" className={classes.wrap}>
                  {title.text}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </Part>
  );
}

/** SPEC.md section 1: the about page with its five embedded videos. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <PageHeader title={t('content.about.title')} intro={t('content.about.intro')} />
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <Part id="about-mission" title={t('content.about.missionTitle')}>
            <Text>{t('content.about.mission')}</Text>
            <Text>{t('home.about1')}</Text>
          </Part>
          <Part id="about-how" title={t('content.about.howTitle')}>
            <Text>{t('content.about.how1')}</Text>
            <Text>{t('content.about.how2')}</Text>
            <Text>{t('content.about.how3')}</Text>
          </Part>
          <Part id="about-safety" title={t('content.about.safetyTitle')}>
            <Text>{t('content.about.safety')}</Text>
            <Text fw={700}>{t('footer.fraudWarning')}</Text>
            <Anchor component={Link} to="/feedback" fw={600}>
              {t('content.about.contact')}
            </Anchor>
          </Part>
        </SimpleGrid>
        <AboutVideos />
      </Stack>
    </Container>
  );
}
