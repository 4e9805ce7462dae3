import { MenuButton } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import type { LanguageMenu as LanguageMenuComponent } from './LanguageMenu';

let loaded: typeof LanguageMenuComponent | undefined;
const loadMenu = () => import('./LanguageMenu').then((m) => (loaded = m.LanguageMenu));

/**
 * The header's language switch. Fluent's Menu (with its positioning and focus handling) is a sixth of the sign-in
 * page's scripts, so the header first draws the same button and fetches the menu when the visitor points at,
 * focuses or presses it; a press opens the menu as soon as it is there (docs/decisions/web.md "First load").
 */
export function LanguageSwitch() {
  const { lang, t } = useI18n();
  const [menu, setMenu] = useState<{ Menu: typeof LanguageMenuComponent; open: boolean } | undefined>(() =>
    loaded ? { Menu: loaded, open: false } : undefined,
  );
  if (menu) return <menu.Menu defaultOpen={menu.open} />;

  const prefetch = () => void loadMenu().catch(() => undefined);
  const open = () =>
    void loadMenu().then(
      (Menu) => setMenu({ Menu, open: true }),
      () => undefined,
    );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      open();
    }
  };
  return (
    <MenuButton
      appearance="subtle"
      icon={<LocalLanguageRegular />}
      aria-label={`${lang.toUpperCase()}: ${t('header.language')}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="language-switch"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {lang.toUpperCase()}
    </MenuButton>
  );
}
