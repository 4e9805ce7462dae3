import { describe, expect, it } from 'vitest';
import { modulesOfSvgDataUrl, readQr } from '../../../test/support/qr-read';
import { encodeQr, qrSvgDataUrl } from './qr-code';

describe('encodeQr', () => {
  it.each([
    ['a short link', 'https://demo.tidewise.app/booking/01JDX5C9'],
    ['an EPC transfer with umlauts', 'BCD\n002\n1\nSCT\nCOBADEFFXXX\nTauchbasis Müller GmbH\nDE89370400440532013000\nEUR1234.56\n\n\nBuchung 88'],
    ['331 bytes (the EPC maximum, version 13)', 'x'.repeat(331)],
    ['version 7 (version information drawn)', 'v'.repeat(120)],
  ])('encodes %s so that a reader gets the text back', (_name, text) => {
    const qr = encodeQr(text);
    expect(qr.modules).toHaveLength(qr.size);
    expect(readQr(qr.modules)).toBe(text);
  });

  it('picks the smallest version that holds the text', () => {
    expect(encodeQr('x'.repeat(14)).version).toBe(1);
    expect(encodeQr('x'.repeat(15)).version).toBe(2);
    expect(encodeQr('x'.repeat(331)).version).toBe(13);
  });

  it('draws the code as an SVG data URL that reads back to the same modules', () => {
    const qr = encodeQr('https://demo.tidewise.app/booking/b1');
    const url = qrSvgDataUrl(qr);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(modulesOfSvgDataUrl(url)).toEqual(qr.modules);
  });

  it('refuses a text longer than version 40 holds', () => {
    expect(() => encodeQr('x'.repeat(2332))).toThrow(RangeError);
  });
});
