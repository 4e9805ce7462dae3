import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** Brand ramp around the operator colour #25476a (shade 80 is the primary). */
export const brand: BrandVariants = {
  10: '#020407',
  20: '#0b1724',
  30: '#0f243a',
  40: '#13304c',
  50: '#173b5d',
  60: '#1c4166',
  70: '#214468',
  80: '#25476a',
  90: '#3a5a7c',
  100: '#4f6d8e',
  110: '#6580a0',
  120: '#7c94b2',
  130: '#94a9c3',
  140: '#adbed4',
  150: '#c7d4e4',
  160: '#e2e9f2',
};

export const lightTheme: Theme = createLightTheme(brand);

let dark: Theme | undefined;
let darkLoading: Promise<Theme> | undefined;

/**
 * The dark theme, in a chunk of its own (Fluent's dark colour tokens: about 3 KB gzipped that a light screen never
 * needs; docs/decisions/web.md "First load"). main.tsx awaits it before the first render when the system asks for
 * dark, so no light frame shows; a later switch draws light until it arrives.
 */
export function loadDarkTheme(): Promise<Theme> {
  darkLoading ??= import('./theme-dark').then((m) => (dark = m.darkTheme));
  return darkLoading;
}

export const loadedDarkTheme = (): Theme | undefined => dark;
