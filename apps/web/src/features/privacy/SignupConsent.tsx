/**
 * The consent notice at signup (DESIGN.md D22), shown on the code step before the code is sent:
 * the summary, the whole notice folded in a `<details>` (it opens without script too) and a link
 * to /privacy. Sending the code ("Accept and send the code") is the acceptance; the signup form
 * carries CONSENT_VERSION and the interface language, which the server stores.
 */
import { Alert, Anchor, Box, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrivacyNotice } from './PrivacyNotice';
import { usePrivacySettings } from './queries';
import classes from './privacy.module.css';

export function SignupConsent() {
  const { t } = useTranslation();
  const settings = usePrivacySettings().data;
  return (
    <Alert
      variant="light"
      color="brand"
      icon={<IconShieldLock aria-hidden />}
      title={t('privacy.consent.title')}
      data-testid="signup-consent"
    >
      <Stack gap="xs">
        <Text size="sm">{t('privacy.consent.summary')}</Text>
        <details className={classes.details}>
          <summary>{t('privacy.consent.readFull')}</summary>
          <Box mt="sm">
            <PrivacyNotice settings={settings} headingLevel={3} />
          </Box>
        </details>
        <Anchor component={Link} to="/privacy" target="_blank" size="sm" data-testid="signup-privacy-link">
          {t('privacy.consent.pageLink')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
