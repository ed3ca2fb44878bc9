import { useEffect, useState } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APP_BANNER_DISMISSED_KEY } from '../../lib/site';
import { canInstall, onInstallChange, promptInstall } from './installPrompt';
import classes from './Layout.module.css';

/**
 * SPEC.md section 1: an app banner on mobile browsers only; closing it is remembered. Issue 34
 * point 9: it took about 140 px at the top of every page of a phone. Now it is one slim row after
 * the page's content (appearing there moves nothing a reader is looking at), shown in one visit
 * only, the visitor's second (./bannerVisits.ts): someone who came back has used the site. It opens
 * nothing by itself: Install uses the browser's own prompt or explains the menu.
 *
 * A chunk of its own, loaded by AppBannerSlot (./AppBannerSlot.tsx) in that visit only: the other
 * visits, most of them, never load it (issue 29).
 */
export default function AppBanner() {
  const { t } = useTranslation();
  // Mounted in the browser only (AppBannerSlot): the stored dismissal is read at once.
  const [dismissed, setDismissed] = useLocalStorage({
    key: APP_BANNER_DISMISSED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [installable, setInstallable] = useState(canInstall);
  const [showHowTo, setShowHowTo] = useState(false);

  useEffect(() => onInstallChange(() => setInstallable(canInstall())), []);

  if (dismissed) return null;

  const install = async () => {
    const outcome = await promptInstall();
    if (outcome === 'unavailable') setShowHowTo(true);
    if (outcome === 'accepted') setDismissed(true);
  };

  return (
    <Paper
      component="section"
      aria-label={t('banner.label')}
      className={classes.banner}
      withBorder
      px="sm"
      py={6}
      data-testid="app-banner"
    >
      <Group wrap="nowrap" gap="xs">
        <IconDeviceMobile size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="sm" fw={600} style={{ flex: 1 }}>
          {showHowTo && !installable ? t('banner.howTo') : t('banner.title')}
        </Text>
        <Button size="compact-sm" onClick={() => void install()}>
          {t('banner.install')}
        </Button>
        <CloseButton
          size="sm"
          aria-label={t('banner.dismiss')}
          onClick={() => setDismissed(true)}
          data-testid="app-banner-close"
        />
      </Group>
    </Paper>
  );
}
