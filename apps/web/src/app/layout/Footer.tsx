import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconAlertTriangle,
  IconBrandApple,
  IconBrandGooglePlay,
  IconMail,
  IconShare,
  IconStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePartnerFound } from '../../features/layout';
import { useSiteContacts } from './contactLinks';
import classes from './Layout.module.css';
import { loadContactModal, loadRateModal, loadShareModal } from './lazyDialogs';
import { useLazyDialog } from '../useLazyDialog';

/** Pages of the site that the side menu of SPEC.md section 2 does not list. */
const FOOTER_LINKS = [
  { to: '/about', key: 'content.footer.about', testId: 'footer-about' },
  { to: '/success-stories', key: 'content.footer.stories', testId: 'footer-stories' },
  { to: '/feedback', key: 'content.footer.feedback', testId: 'footer-feedback' },
  { to: '/terms-and-conditions', key: 'footer.terms', testId: 'footer-terms' },
  { to: '/privacy', key: 'footer.privacy', testId: 'footer-privacy' },
] as const;

/**
 * SPEC.md section 1: terms, partner-found count, rate us, share, contact and fraud warning; also
 * the about, success stories and feedback pages. The app banner is at the top of the page and the
 * Install APP dialog is the layout's (InstallDialogSlot.tsx). A chunk of its own, built when
 * scrolled near (Layout.tsx).
 */
export default function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const share = useLazyDialog(loadShareModal);
  const contact = useLazyDialog(loadContactModal);
  const rate = useLazyDialog(loadRateModal);
  // On the home page the count arrives with the home request.
  const partnerFound = usePartnerFound(pathname !== '/');
  const count = partnerFound.data;
  const contacts = useSiteContacts().data;

  return (
    <Box component="footer" className={classes.footer} data-testid="site-footer">
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Group gap="xs" wrap="nowrap" className={classes.fraud} p="sm" role="note">
            <IconAlertTriangle size={22} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={700} data-testid="fraud-warning">
              {t('footer.fraudWarning')}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Stack gap="xs">
              {count !== undefined && (
                <Text fw={700} data-testid="partner-found">
                  {t('footer.partnerFound', { count })}
                </Text>
              )}
              {FOOTER_LINKS.map((link) => (
                <Anchor
                  key={link.to}
                  component={Link}
                  to={link.to}
                  className={classes.footerLink}
                  data-testid={link.testId}
                >
                  {t(link.key)}
                </Anchor>
              ))}
            </Stack>
            <Stack gap="xs">
              <Title order={2} fz="md" c="white">
                {t('footer.contactTitle')}
              </Title>
              {contacts?.email && (
                <Anchor
                  href={`mailto:${contacts.email}`}
                  className={classes.footerLink}
                  data-testid="footer-email"
                >
                  <Group component="span" gap={6} wrap="nowrap">
                    <IconMail size={16} aria-hidden />
                    <span dir="ltr">{contacts.email}</span>
                  </Group>
                </Anchor>
              )}
              {contacts?.play_store && (
                <Anchor
                  href={contacts.play_store}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.footerLink}
                  data-testid="footer-play-store"
                >
                  <Group component="span" gap={6} wrap="nowrap">
                    <IconBrandGooglePlay size={16} aria-hidden />
                    {t('content.contact.playStore')}
                  </Group>
                </Anchor>
              )}
              {contacts?.app_store && (
                <Anchor
                  href={contacts.app_store}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.footerLink}
                  data-testid="footer-app-store"
                >
                  <Group component="span" gap={6} wrap="nowrap">
                    <IconBrandApple size={16} aria-hidden />
                    {t('content.contact.appStore')}
                  </Group>
                </Anchor>
              )}
              <Text fz="sm">{t('footer.fraudReport')}</Text>
            </Stack>
            <Stack gap="xs" align="flex-start">
              <Group gap="xs">
                <Button
                  variant="white"
                  leftSection={<IconShare size={18} aria-hidden />}
                  onClick={share.open}
                  data-testid="share-button"
                >
                  {t('footer.share')}
                </Button>
                <Button
                  variant="white"
                  leftSection={<IconAddressBook size={18} aria-hidden />}
                  onClick={contact.open}
                  data-testid="contact-button"
                >
                  {t('content.footer.contact')}
                </Button>
                <Button
                  variant="white"
                  leftSection={<IconStar size={18} aria-hidden />}
                  onClick={rate.open}
                  data-testid="rate-us"
                >
                  {t('footer.rateUs')}
                </Button>
              </Group>
              <Text fz="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
            </Stack>
          </SimpleGrid>
        </Stack>
      </Container>
      {/* Each dialog's code loads when it first opens (lazyDialogs.ts): off the first route. */}
      {share.Dialog && <share.Dialog opened={share.opened} onClose={share.close} />}
      {contact.Dialog && <contact.Dialog opened={contact.opened} onClose={contact.close} />}
      {rate.Dialog && <rate.Dialog opened={rate.opened} onClose={rate.close} onShare={share.open} />}
    </Box>
  );
}
