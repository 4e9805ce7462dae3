import { describe, expect, it } from 'vitest';
import { readQrPixels, readQrSvgDataUrl } from '../../test/support/qr-decode';
import { qrPicture, qrSvgDataUrl } from './qr-code';

const QR_TEXTS = [
  ['a short link', 'https://demo.tidewise.app/booking/01JDX5C9'],
  ['an EPC transfer with umlauts', 'BCD\n002\n1\nSCT\nCOBADEFFXXX\nTauchbasis Müller GmbH\nDE89370400440532013000\nEUR1234.56\n\n\nBuchung 88'],
  ['331 bytes (the EPC maximum)', 'x'.repeat(331)],
] as const;

describe('qrSvgDataUrl', () => {
  it.each(QR_TEXTS)('draws %s as an SVG data URL that jsQR reads back', async (_name, text) => {
    const url = await qrSvgDataUrl(text);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(readQrSvgDataUrl(url)).toBe(text);
  });

  it('refuses a text longer than a QR code holds', async () => {
    await expect(qrSvgDataUrl('x'.repeat(2332))).rejects.toThrow();
  });
});

describe('qrPicture', () => {
  it.each(QR_TEXTS)('draws %s as a grey picture, quiet zone included, that jsQR reads back', (_name, text) => {
    const { side, pixels } = qrPicture(text, 3);
    expect(pixels).toHaveLength(side * side);
    // The quiet zone: 4 modules of 3 pixels white on every side.
    for (const i of [0, 11, side * 11 + 11, side * side - 1]) expect(pixels[i]).toBe(255);
    expect(pixels[12 * side + 12]).toBe(0);
    const rgba = new Uint8ClampedArray(side * side * 4);
    pixels.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
    expect(readQrPixels(rgba, side, side)).toBe(text);
  });
});
