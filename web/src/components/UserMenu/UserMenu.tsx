import { Avatar, makeStyles, Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ContactCardRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal, useSession } from '../../hooks/use-session';
import { ownRecordLinks, profilePathFor } from '../../navigation/route-index';
import { signOut } from '../../session/session';
import { visuallyHidden } from '../visually-hidden';

const useStyles = makeStyles({
  // Narrow screens show the avatar only; the name stays for screen readers, as the button's name.
  name: { '@media (max-width: 600px)': visuallyHidden },
});

/** The signed-in user's menu: own profile, own agency or customer record, sign-out. */
export function UserMenu() {
  const styles = useStyles();
  const { t } = useI18n();
  const auth = useSession();
  const principal = usePrincipal();
  const { data } = useBootstrap();
  const navigate = useAppNavigate();
  const user = auth.user;
  if (!auth.isLoggedIn || !user) return null;
  const profilePath = profilePathFor(principal, data?.features ?? {});
  const ownRecords = ownRecordLinks(principal, data?.features ?? {});

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" icon={<Avatar name={user.name} size={24} color="brand" aria-hidden />} data-testid="user-menu">
          <span className={styles.name}>{user.name}</span>
        </MenuButton>
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
