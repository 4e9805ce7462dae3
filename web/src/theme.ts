import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** Brand ramp around the operator colour #25476a (shade 80 is the primary). */
const brand: BrandVariants = {
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
export const darkTheme: Theme = { ...createDarkTheme(brand), colorBrandForeground1: brand[120], colorBrandForeground2: brand[130] };
