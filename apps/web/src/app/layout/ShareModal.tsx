import { useRef, useState } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSiteContacts } from './contactLinks';

interface ShareModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Share dialog: the phone's own share sheet when it has one, a copy button and WhatsApp. The link is
 * the configured public address of the site (SITE_URL), else the address this page was opened at.
 */
export function ShareModal({ opened, onClose }: ShareModalProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const url = useSiteContacts().data?.site_url ?? `${window.location.origin}/`;
  const text = t('share.text');
  const canShare = typeof navigator.share === 'function';
  const whatsappHref = `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

  const nativeShare = async () => {
    try {
      await navigator.share({ title: t('app.name'), text, url });
      onClose();
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notifications.show({ message: t('share.copied'), color: 'brand' });
    } catch {
      // No clipboard access (old browser or insecure origin): select the text for a manual copy.
      inputRef.current?.select();
      notifications.show({ message: t('share.copyFailed'), color: 'red' });
    }
  };

  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Modal.Root opened={opened} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content data-testid="share-modal">
        {/* The dialog's <header> is not a page banner: role none keeps one banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title>{t('share.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('app.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack>
            {canShare && (
              <Button leftSection={<IconShare size={18} aria-hidden />} onClick={() => void nativeShare()}>
                {t('share.native')}
              </Button>
            )}
            <TextInput
              ref={inputRef}
              label={t('share.linkLabel')}
              value={url}
              readOnly
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              onClick={() => void copyLink()}
              data-testid="share-copy"
            >
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
            <Button
              component="a"
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              color="#075e54"
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              data-testid="share-whatsapp"
            >
              {t('share.whatsapp')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
