import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconMail, IconShare, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePartnerFound } from '../../features/layout/queries';
import { CONTACT_EMAIL, FEEDBACK_EMAIL } from '../../lib/site';
import { AppBanner } from './AppBanner';
import classes from './Layout.module.css';
import { ShareModal } from './ShareModal';

/** SPEC.md section 1: terms, partner-found count, rate us, share, contact, fraud warning. */
export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [shareOpened, share] = useDisclosure(false);
  // On the home page the count arrives with the home request.
  const partnerFound = usePartnerFound(pathname !== '/');
  const rateHref = `mailto:${FEEDBACK_EMAIL}?subject=${encodeURIComponent(t('footer.rateUsSubject'))}`;
  const count = partnerFound.data;

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
              <Anchor component={Link} to="/terms-and-conditions" className={classes.footerLink}>
                {t('footer.terms')}
              </Anchor>
              <Anchor href={rateHref} className={classes.footerLink} data-testid="rate-us">
                <Group component="span" gap={6} wrap="nowrap">
                  <IconStar size={16} aria-hidden />
                  {t('footer.rateUs')}
                </Group>
              </Anchor>
            </Stack>
            <Stack gap="xs">
              <Title order={2} fz="md" c="white">
                {t('footer.contactTitle')}
              </Title>
              <Anchor href={`mailto:${CONTACT_EMAIL}`} className={classes.footerLink}>
                <Group component="span" gap={6} wrap="nowrap">
                  <IconMail size={16} aria-hidden />
                  <span dir="ltr">{CONTACT_EMAIL}</span>
                </Group>
              </Anchor>
              <Text fz="sm">{t('footer.fraudReport')}</Text>
            </Stack>
            <Stack gap="xs" align="flex-start">
              <Button
                variant="white"
                leftSection={<IconShare size={18} aria-hidden />}
                onClick={share.open}
                data-testid="share-button"
              >
                {t('footer.share')}
              </Button>
              <Text fz="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
            </Stack>
          </SimpleGrid>
        </Stack>
      </Container>
      <ShareModal opened={shareOpened} onClose={share.close} />
      <AppBanner />
    </Box>
  );
}
