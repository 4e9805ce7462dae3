import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_CONFIG, textColour } from '../../../../shared/domain/booking/display';

/** WCAG 2 contrast ratio of two #rrggbb colours (relative luminance, sRGB). */
function contrast(a: string, b: string): number {
  const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the calendar bars’ default colours', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  // Issue 22: planned (#5b8fc7) and booked (#78909c) carried white text at 3.4:1.
  it.each(Object.entries({ ...DEFAULT_DISPLAY_CONFIG.colours, freeOfCharge: DEFAULT_DISPLAY_CONFIG.focColour }))(
    '%s (%s) carries its text at WCAG AA 4.5:1 or more',
    (_state, colour) => {
      const text = textColour(colour, DEFAULT_DISPLAY_CONFIG.luminanceThreshold);
      expect(contrast(colour, text)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
