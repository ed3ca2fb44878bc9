import { useEffect, useState } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useLocalStorage, useMounted } from '@mantine/hooks';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APP_BANNER_DISMISSED_KEY } from '../../lib/site';
import { canInstall, isBrowserTab, onInstallChange, promptInstall } from './installPrompt';
import classes from './Layout.module.css';

/**
 * SPEC.md section 1: an app banner on mobile browsers only; closing it is remembered. It sits in
 * the page's flow above the content (not floating over it), so it never covers a form or a dialog,
 * and it opens nothing: its Install button uses the browser's own prompt or explains the menu.
 */
export function AppBanner() {
  const { t } = useTranslation();
  // The server renders the banner for every visitor (CSS hides it from 48em up), so the phone's
  // first paint already holds it: no layout shift, and hydration sees the same markup. Stored
  // dismissal and installed-app mode are only known in the browser, after mounting.
  const mounted = useMounted();
  const [dismissed, setDismissed] = useLocalStorage({
    key: APP_BANNER_DISMISSED_KEY,
    defaultValue: false,
    getInitialValueInEffect: true,
  });
  const [installable, setInstallable] = useState(canInstall);
  const [showHowTo, setShowHowTo] = useState(false);

  useEffect(() => onInstallChange(() => setInstallable(canInstall())), []);

  if (mounted && (dismissed || !isBrowserTab())) return null;

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
      p="sm"
      data-testid="app-banner"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconDeviceMobile size={28} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={700}>{t('banner.title')}</Text>
          <Text fz="sm">{showHowTo && !installable ? t('banner.howTo') : t('banner.text')}</Text>
          <Button size="compact-sm" onClick={() => void install()} style={{ alignSelf: 'flex-start' }}>
            {t('banner.install')}
          </Button>
        </Stack>
        <CloseButton
          aria-label={t('banner.dismiss')}
          onClick={() => setDismissed(true)}
          data-testid="app-banner-close"
        />
      </Group>
    </Paper>
  );
}
