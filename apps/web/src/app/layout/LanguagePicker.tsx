import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import { changeLanguage } from '../../i18n';
import classes from './Layout.module.css';

/**
 * English / हिन्दी / اردو; the choice is remembered and sets `<html lang dir>`. With `compact`, a
 * phone shows the icon only (the button keeps its name for screen readers), so that the logo, the
 * picker and the member's profile button fit in the top bar side by side.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = INTERFACE_LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? INTERFACE_LANGUAGES[0];
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={160}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="white"
          c="white"
          size="compact-md"
          px={6}
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('header.changeLanguage', { language: current.name })}
          data-testid="language-picker"
        >
          <span lang={current.code} className={compact ? classes.phoneHidden : undefined}>
            {current.name}
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {INTERFACE_LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang.code}
            lang={lang.code}
            dir={lang.dir}
            data-testid={`language-${lang.code}`}
            rightSection={lang.code === current.code ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => void changeLanguage(lang.code)}
          >
            {lang.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
