import { useState, type KeyboardEvent } from 'react';
import { useSession } from '../../hooks/use-session';
import { UserButton } from './UserButton';
import type { UserMenuPopover as UserMenuPopoverComponent } from './UserMenuPopover';

let loaded: typeof UserMenuPopoverComponent | undefined;
const loadPopover = () => import('./UserMenuPopover').then((m) => (loaded = m.UserMenuPopover));

/**
 * The signed-in user's menu. Its button shows at once; Fluent's Menu (positioning, focus handling) is fetched when
 * the user points at, focuses or presses it, and a press opens it as soon as it is there (docs/decisions/web.md
 * "First load"), as the language switch does.
 */
export function UserMenu() {
  const auth = useSession();
  const [menu, setMenu] = useState<{ Popover: typeof UserMenuPopoverComponent; open: boolean } | undefined>(() =>
    loaded ? { Popover: loaded, open: false } : undefined,
  );
  const user = auth.user;
  if (!auth.isLoggedIn || !user) return null;
  if (menu) return <menu.Popover defaultOpen={menu.open} />;

  const prefetch = () => void loadPopover().catch(() => undefined);
  const open = () =>
    void loadPopover().then(
      (Popover) => setMenu({ Popover, open: true }),
      () => undefined,
    );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      open();
    }
  };
  return (
    <UserButton name={user.name} aria-haspopup="menu" aria-expanded={false} onPointerEnter={prefetch} onFocus={prefetch} onClick={open} onKeyDown={onKeyDown} />
  );
}
