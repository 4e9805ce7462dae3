import { useState } from 'react';
import { Menu, MenuButton, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { LANGUAGES } from '../../../../shared/constants';
import { isLanguage } from '../../../../shared/i18n/core';
import { useI18n } from '../../hooks/use-i18n';
import { saveOwnLanguage } from '../../hooks/use-self';
import { languageStore } from '../../i18n/language';
import { notifyError } from '../../notices/notice-bus';
import { authStore } from '../../session/auth-store';

/**
 * The language menu (loaded on first use, ./LanguageSwitch.tsx): de / en, kept in the lang cookie for 14 days and,
 * when signed in, as the user's own setting. `defaultOpen`: the visitor already asked for it on the stand-in button.
 */
export function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { lang, t } = useI18n();
  const [open, setOpen] = useState(defaultOpen);

  const onChange: MenuProps['onCheckedValueChange'] = (_e, data) => {
    const next = data.checkedItems[0];
    if (!isLanguage(next) || next === lang) return;
    languageStore.choose(next);
    if (authStore.get().isLoggedIn) saveOwnLanguage(next).catch(notifyError);
  };

  return (
    <Menu open={open} onOpenChange={(_e, data) => setOpen(data.open)} checkedValues={{ lang: [lang] }} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          icon={<LocalLanguageRegular />}
          aria-label={`${lang.toUpperCase()}: ${t('header.language')}`}
          data-testid="language-switch"
        >
          {lang.toUpperCase()}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((l) => (
            <MenuItemRadio key={l} name="lang" value={l} lang={l} data-testid={`language-${l}`}>
              {t(`header.languageName.${l}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
