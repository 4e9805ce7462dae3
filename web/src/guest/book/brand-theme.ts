import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { lightTheme } from '../../theme';

/**
 * The operator's look on the booking pages (docs/decisions/online-pages.md "The operator's look"): the widget's
 * primary colour as Fluent's brand ramp (shade 80 is the colour itself, darker shades towards black, lighter towards
 * white, as web/src/theme.ts's ramp around #25476a), its background colour as the page's. Without a widget the
 * product's neutral look: Fluent's own grey header, not the staff app's brand.
 */

const HEX = /^#([0-9a-f]{6})$/i;

const channels = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (a: number[], b: number[], t: number) => a.map((v, i) => v + (b[i]! - v) * t);

/** A 16-shade ramp with `hex` at shade 80. */
export function brandRamp(hex: string): BrandVariants {
  const base = channels(hex);
  const ramp: Record<number, string> = {};
  for (let i = 1; i <= 16; i++) {
    const shade = i * 10;
    ramp[shade] = shade <= 80 ? toHex(mix([0, 0, 0], base, 0.1 + (0.9 * (i - 1)) / 7)) : toHex(mix(base, [255, 255, 255], (i - 8) / 9));
  }
  return ramp as unknown as BrandVariants;
}

/** Relative luminance (WCAG). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

export interface PageLook {
  theme: Theme;
  /** The page's background. */
  background: string;
  /** The header's background and text: the operator's colour, or the neutral grey. */
  header: { background: string; color: string };
}

/** The look for a widget's colours (valid `#rrggbb`), else the neutral look. */
export function pageLook(primary?: string, background?: string): PageLook {
  if (!primary || !HEX.test(primary)) {
    return { theme: lightTheme, background: '#ffffff', header: { background: '#f5f5f5', color: '#242424' } };
  }
  // A colour too light for white text on it (a header of #ffd700) gets dark text; a too light brand colour for
  // buttons is darkened until white text reads on it (WCAG AA, 4.5:1).
  let brand = primary.toLowerCase();
  for (let i = 0; i < 10 && contrast(brand, '#ffffff') < 4.5; i++) brand = toHex(mix(channels(brand), [0, 0, 0], 0.15));
  const bg = background && HEX.test(background) ? background.toLowerCase() : '#ffffff';
  const theme = { ...createLightTheme(brandRamp(brand)), colorNeutralBackground1: '#ffffff' };
  return {
    theme,
    background: bg,
    header: { background: primary.toLowerCase(), color: contrast(primary, '#ffffff') >= 4.5 ? '#ffffff' : '#1b1b1b' },
  };
}
