import type { FluentIcon } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import type { RouteGuardMeta } from '../../../shared/auth/route-guard';
import type { FeatureFlag } from '../../../shared/constants';
import type { MessageKey } from '../../../shared/i18n/core';
import type { TextArea } from '../i18n/dictionary';

/** Route names are translation keys (routes.<name>), so a route without a German and English name does not compile. */
type RouteNameOf<K> = K extends `routes.${infer N}` ? N : never;
export type RouteName = RouteNameOf<MessageKey>;

export type MenuGroup = 'base' | 'booking' | 'finance' | 'masterData' | 'statistics' | 'crm' | 'config';
export const MENU_GROUPS: readonly MenuGroup[] = ['base', 'booking', 'finance', 'masterData', 'statistics', 'crm', 'config'];

/** A page module, fetched the first time its route is opened. */
export type PageLoader = () => Promise<ComponentType>;

/** One entry of the route table (spec 1 section 2). */
export interface AppRoute extends RouteGuardMeta {
  path: string;
  name: RouteName;
  feature?: readonly FeatureFlag[];
  /** false keeps the route out of the menu; it can still be opened. */
  visible?: boolean;
  /** Shown in the menu only while the user holds one of these view switches. */
  visibleWith?: readonly string[];
  /**
   * Listed in the menu only for users holding one of these: the scopes the page's data needs, where the
   * route's own scope is wider (spec 1 opens specials and rooms to every signed-in `user`, so a club
   * member may open them, but the menu offers them only to those who can read what they show).
   */
  menuScope?: readonly string[];
  icon?: FluentIcon;
  group?: MenuGroup;
  /** No side drawer: public and guest pages. */
  noDrawer?: boolean;
  /** The compact header without the user menu (public pages). */
  altHeader?: boolean;
  /**
   * Children inherit scope and feature unless they set their own, and add their view switches to the
   * parent's, so switching an area off switches off everything in it.
   */
  children?: readonly AppRoute[];
  /** When a parent is a page of its own, the menu lists it among its children under this name. */
  selfName?: RouteName;
  /**
   * The text areas the page needs beyond the shell's, loaded with its module (i18n/dictionary.ts); unset: every
   * screen's texts. Not inherited.
   */
  texts?: readonly TextArea[];
  /** Without a page the route shows the "coming soon" placeholder of its (translated) name. */
  page?: PageLoader;
}
