import { NavDrawer, NavDrawerBody, type NavProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface SideNavOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  navProps: Partial<NavProps>;
  className: string;
  children: ReactNode;
}

/**
 * The side drawer on narrow screens: Fluent's overlay NavDrawer (Escape and a click outside close it) around the
 * menu's items (SideNav.tsx), in a module of its own so that wide screens do not load the Drawer, Dialog and motions.
 */
export function SideNavOverlay({ open, onOpenChange, navProps, className, children }: SideNavOverlayProps) {
  return (
    <NavDrawer
      {...navProps}
      // A modal surface over the page: NavDrawer's own role (navigation) next to the surface's aria-modal is refused
      // by axe (aria-allowed-attr), so the overlay is the dialog it behaves as, named as the menu.
      role="dialog"
      className={className}
      open={open}
      type="overlay"
      onOpenChange={(_e, d) => onOpenChange(d.open)}
      data-testid="side-nav"
      // No slide-in on every page load; opening and closing still animate.
      surfaceMotion={{ children: (Motion, props) => <Motion {...props} appear={false} /> }}
    >
      <NavDrawerBody>{children}</NavDrawerBody>
    </NavDrawer>
  );
}
