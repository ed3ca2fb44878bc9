import { Box, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconLogin2, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PROFILE_COUNT_LABEL } from '@nikah/shared';
import { useSession } from '../../app/session';
import { useNumberFormat, VisitorCount } from '../content';
import classes from './home.module.css';

interface HeroProps {
  /** undefined while loading; null when the server does not know the count. */
  totalProfile: number | null | undefined;
}

/**
 * Headline, profile count, the search button, and Login / Signup for visitors or the marriage
 * guidelines for members (SPEC.md section 1).
 */
export function Hero({ totalProfile }: HeroProps) {
  const { t } = useTranslation();
  const formatNumber = useNumberFormat();
  const session = useSession();
  const count =
    totalProfile === null || totalProfile === undefined
      ? DEFAULT_PROFILE_COUNT_LABEL
      : formatNumber(totalProfile);
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={{ base: 26, sm: 36 }} c="brand.9">
            {t('home.heroTitle')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }}>{t('home.heroText')}</Text>
          <div className={classes.count} data-testid="profile-count">
            {totalProfile === undefined ? (
              <Skeleton height={34} width={110} aria-hidden />
            ) : (
              <span className={classes.countValue} dir="ltr">
                {count}
              </span>
            )}
            <Text component="span" fz="sm" c="dimmed">
              {t('home.profileCountLabel')}
            </Text>
          </div>
          <Group gap="sm">
            <Button
              component={Link}
              to="/profiles"
              size="md"
              leftSection={<IconSearch size={18} aria-hidden />}
              data-testid="home-search"
            >
              {t('home.search')}
            </Button>
            {session ? (
              <Button
                component={Link}
                to="/guidelines"
                size="md"
                variant="outline"
                leftSection={<IconBook2 size={18} aria-hidden />}
                data-testid="home-guidelines-button"
              >
                {t('home.guidelines')}
              </Button>
            ) : (
              <Button
                component={Link}
                to="/login"
                size="md"
                variant="outline"
                leftSection={<IconLogin2 size={18} aria-hidden />}
                data-testid="home-login"
              >
                {t('home.loginSignup')}
              </Button>
            )}
          </Group>
          <VisitorCount page="homepage" />
        </Stack>
      </Container>
    </Box>
  );
}
