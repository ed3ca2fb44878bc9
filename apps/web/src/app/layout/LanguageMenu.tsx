import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { INTERFACE_LANGUAGES } from '@nikah/shared';
import { changeLanguage } from '../../i18n';
import { LanguageButton, useCurrentLanguage } from './LanguagePicker';

/**
 * The language picker's menu (a chunk of its own, loaded by LanguagePicker.tsx): each language in
 * its own script and direction, the current one ticked; choosing one switches the interface and
 * remembers it (i18n changeLanguage). With `openOnMount` (it replaces the plain button when that is
 * first clicked) it takes the focus onto its own button and opens, so focus comes back to the
 * button when the menu closes, as on every later opening.
 */
export function LanguageMenu({ compact, openOnMount = false }: { compact: boolean; openOnMount?: boolean }) {
  const current = useCurrentLanguage();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Before paint: the clicked button has just been replaced by this one.
  useLayoutEffect(() => {
    if (openOnMount) button.current?.focus({ preventScroll: true });
  }, [openOnMount]);
  // Opened after mounting, not mounted open: Mantine notes the focused element (this button) on
  // the change to open and gives the focus back to it on close.
  useEffect(() => {
    if (openOnMount) setOpened(true);
  }, [openOnMount]);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={160}>
      <Menu.Target>
        <LanguageButton ref={button} compact={compact} />
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
