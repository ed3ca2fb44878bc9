import { useState, type ComponentProps, type Ref } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import { lazyChunk } from '../../lib/lazyChunk';
import classes from './Layout.module.css';

/** The interface language now shown (English when i18next has not resolved one). */
export function useCurrentLanguage(): (typeof INTERFACE_LANGUAGES)[number] {
  const { i18n } = useTranslation();
  return INTERFACE_LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? INTERFACE_LANGUAGES[0];
}

type LanguageButtonProps = Omit<ComponentProps<'button'>, 'ref' | 'color' | 'style'> & {
  compact: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The picker's button: the current language in its own script, and a name for screen readers
 * that says what it does. With `compact`, a phone shows the icon only (the name stays), as does a
 * top bar too narrow for the site name (Header.tsx marks it `data-tight`). Used both
 * before the menu's code has loaded and as the menu's target (LanguageMenu.tsx), so it looks and
 * reads the same either way.
 */
export function LanguageButton({ compact, ref, ...others }: LanguageButtonProps) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="white"
      c="white"
      size="compact-md"
      px={6}
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={t('header.changeLanguage', { language: current.name })}
      data-testid="language-picker"
      {...others}
    >
      <span
        lang={current.code}
        className={compact ? `${classes.phoneHidden} ${classes.tightHidden}` : classes.tightHidden}
      >
        {current.name}
      </span>
    </Button>
  );
}

type LanguageMenuComponent = typeof import('./LanguageMenu').LanguageMenu;

/** The menu's chunk: once it has arrived, a click opens the menu in the same render. */
const menuChunk = lazyChunk<LanguageMenuComponent>(() =>
  import('./LanguageMenu').then((m) => m.LanguageMenu),
);

/**
 * English / हिन्दी / اردو…: the choice is remembered and sets `<html lang dir>` (i18n/index.ts).
 * The first route carries only the button (issue 11, apps/web/scripts/check-budget.mjs): the menu,
 * with Mantine's Menu, its focus trap and floating-ui (about 25 kB gzipped), is a chunk of its own,
 * fetched when a pointer comes over the button or it takes keyboard focus, and shown in place of the
 * button on the first click (or Enter / Space), opened and with focus kept on its button.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  // In an object: a component given to a state setter would be called as an updater.
  const [menu, setMenu] = useState<{ LanguageMenu: LanguageMenuComponent } | null>(null);
  if (menu) return <menu.LanguageMenu compact={compact} openOnMount />;
  const preload = () => void menuChunk.load().catch(() => undefined);
  const open = () => {
    // Already here (fetched on hover or focus): open in this very render.
    const loaded = menuChunk.loaded();
    if (loaded) {
      setMenu({ LanguageMenu: loaded });
      return;
    }
    menuChunk.load().then(
      (LanguageMenu) => setMenu({ LanguageMenu }),
      // Offline and not cached: the button stays, and the next click tries again.
      (error: unknown) => console.error(error),
    );
  };
  return (
    <LanguageButton
      compact={compact}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    />
  );
}
