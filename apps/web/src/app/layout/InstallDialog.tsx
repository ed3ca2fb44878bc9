import { useEffect, useState } from 'react';
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canInstall, isBrowserTab, onInstallChange, promptInstall } from './installPrompt';

/** localStorage key remembering that the visitor chose Cancel. */
export const INSTALL_DISMISSED_KEY = 'nikah.installDismissed';
/** Wait this long after the browser's offer, so the dialog never interrupts the first seconds. */
export const INSTALL_DIALOG_DELAY_MS = 8000;

/** Another dialog is open, or the page holds a form the visitor may be filling in. */
function somethingElseOpen(): boolean {
  return document.querySelector('[role="dialog"], [aria-modal="true"], main form') !== null;
}

/**
 * True once there is a quiet moment (see `somethingElseOpen`) while `wanted`; it then stays true,
 * so the dialog, once open, is not closed by its own presence.
 */
function useQuietMoment(wanted: boolean): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (!wanted || quiet) return;
    const check = () => {
      if (!somethingElseOpen()) setQuiet(true);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [wanted, quiet]);
  return quiet;
}

/**
 * SPEC.md sections 2 and 4: the Install APP dialog (Install / Cancel), shown only when the browser
 * offers installation, the app is not already installed or running standalone, and the visitor has
 * not cancelled it before (remembered on this device); it waits while another dialog is open or
 * the page holds a form, so it never opens over either.
 */
export function InstallDialog() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useLocalStorage({
    key: INSTALL_DISMISSED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [offered, setOffered] = useState(canInstall);
  const [due, setDue] = useState(false);

  useEffect(() => onInstallChange(() => setOffered(canInstall())), []);
  useEffect(() => {
    if (!offered || due) return;
    const timer = setTimeout(() => setDue(true), INSTALL_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offered, due]);

  const wanted = offered && due && !dismissed && isBrowserTab();
  const opened = useQuietMoment(wanted) && wanted;
  const cancel = () => setDismissed(true);
  const install = async () => {
    const outcome = await promptInstall();
    // Declined in the browser's own prompt: do not ask again either.
    if (outcome === 'dismissed') setDismissed(true);
  };

  return (
    <Modal.Root opened={opened} onClose={cancel} centered>
      <Modal.Overlay />
      <Modal.Content data-testid="install-dialog">
        {/* The dialog's <header> is not a page banner: role none keeps one banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title>{t('content.install.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('app.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack>
            <Group wrap="nowrap" align="flex-start">
              <Image src="/icons/icon-192.png" alt="" w={56} h={56} radius="md" />
              <Text>{t('content.install.text')}</Text>
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel} data-testid="install-cancel">
                {t('content.install.cancel')}
              </Button>
              <Button
                leftSection={<IconDownload size={18} aria-hidden />}
                onClick={() => void install()}
                data-testid="install-confirm"
              >
                {t('content.install.install')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
