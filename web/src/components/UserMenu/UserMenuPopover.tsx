import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useState } from 'react';
import { ContactCardRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal, useSession } from '../../hooks/use-session';
import { ownRecordLinks, profilePathFor } from '../../navigation/route-index';
import { signOut } from '../../session/session';
import { UserButton } from './UserButton';

/**
 * The signed-in user's menu (loaded on first use, ./UserMenu.tsx): own profile, own agency or customer record,
 * sign-out. `defaultOpen`: the user already pressed the stand-in button.
 */
export function UserMenuPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(defaultOpen);
  const auth = useSession();
  const principal = usePrincipal();
  const { data } = useBootstrap();
  const navigate = useAppNavigate();
  const user = auth.user;
  if (!auth.isLoggedIn || !user) return null;
  const profilePath = profilePathFor(principal, data?.features ?? {});
  const ownRecords = ownRecordLinks(principal, data?.features ?? {});

  return (
    <Menu open={open} onOpenChange={(_e, data) => setOpen(data.open)}>
      <MenuTrigger disableButtonEnhancement>
        <UserButton name={user.name} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {profilePath ? (
            <MenuItem icon={<PersonRegular />} onClick={() => navigate(profilePath)} data-testid="menu-profile">
              {t('header.profile')}
            </MenuItem>
          ) : null}
          {ownRecords.map((link) => (
            <MenuItem key={link.path} icon={<ContactCardRegular />} onClick={() => navigate(link.path)} data-testid={`menu-${link.key.replace('header.', '')}`}>
              {t(link.key)}
            </MenuItem>
          ))}
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()} data-testid="logout">
            {t('header.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
