import { useEffect, useState } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APP_BANNER_DISMISSED_KEY } from '../../lib/site';
import classes from './Layout.module.css';

/** Chrome's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
// Registered when the module loads so that an early event is not missed.
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  deferredPrompt = event as BeforeInstallPromptEvent;
  listeners.forEach((notify) => notify());
});

/** True outside the installed app: not standalone and not inside an Android web view. */
function isBrowserTab(): boolean {
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const androidWebView = /; wv\)/.test(navigator.userAgent);
  return !standalone && !androidWebView;
}

/** SPEC.md section 1: an app banner on mobile browsers only; closing it is remembered. */
export function AppBanner() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [dismissed, setDismissed] = useLocalStorage({
    key: APP_BANNER_DISMISSED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [canInstall, setCanInstall] = useState(deferredPrompt !== null);
  const [showHowTo, setShowHowTo] = useState(false);

  useEffect(() => {
    const notify = () => setCanInstall(deferredPrompt !== null);
    listeners.add(notify);
    return () => {
      listeners.delete(notify);
    };
  }, []);

  if (!isPhone || dismissed || !isBrowserTab()) return null;

  const install = async () => {
    if (!deferredPrompt) {
      setShowHowTo(true);
      return;
    }
    await deferredPrompt.prompt();
    const choice = await deferredPrompt.userChoice;
    deferredPrompt = null;
    setCanInstall(false);
    if (choice.outcome === 'accepted') setDismissed(true);
  };

  return (
    <>
      <div className={classes.bannerSpacer} aria-hidden />
      <Paper
        component="section"
        aria-label={t('banner.label')}
        className={classes.banner}
        shadow="lg"
        withBorder
        p="sm"
        data-testid="app-banner"
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <IconDeviceMobile size={28} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={700}>{t('banner.title')}</Text>
            <Text fz="sm">{showHowTo && !canInstall ? t('banner.howTo') : t('banner.text')}</Text>
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
    </>
  );
}
