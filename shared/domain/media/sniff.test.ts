import { describe, expect, it } from 'vitest';
import { contentMatchesType, requireContentMatchesType } from './sniff';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('contentMatchesType', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['image/gif', text('GIF89a....')],
    ['image/webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
    ['application/pdf', text('%PDF-1.7\n')],
    ['video/mp4', text('\u0000\u0000\u0000\u0018ftypmp42')],
    ['audio/mpeg', text('ID3\u0004\u0000')],
    ['audio/mpeg', bytes(0xff, 0xfb, 0x90, 0x64)],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes(0x50, 0x4b, 0x03, 0x04, 0x14)],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes(0x50, 0x4b, 0x03, 0x04, 0x14)],
    ['text/plain', text('Grüße aus dem Riff\r\n\tzweite Zeile')],
    ['text/csv', text('\ufeffname;price\nReef;12\n')],
  ])('accepts %s with its signature', (type, start) => {
    expect(contentMatchesType(type, start)).toBe(true);
  });

  it.each([
    ['image/png', text('<html><script>alert(1)</script>')],
    ['image/jpeg', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['application/pdf', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['video/mp4', text('%PDF-1.4')],
    ['text/plain', text('%PDF-1.4\nbinary')],
    ['text/csv', bytes(0x61, 0x00, 0x62)],
    ['text/plain', bytes(0xc3, 0x28)],
    ['image/svg+xml', text('<svg/>')],
    ['image/png', bytes()],
  ])('refuses %s with other content', (type, start) => {
    expect(contentMatchesType(type, start)).toBe(false);
  });

  it('accepts a text sample cut inside a multi-byte character', () => {
    const sample = text('a' + 'ä'.repeat(2047));
    const cut = new Uint8Array(4096);
    cut.set(sample);
    cut[4095] = 0xc3;
    expect(contentMatchesType('text/plain', cut)).toBe(true);
  });

  it('refuses with 400 FILE_TYPE_MISMATCH', () => {
    expect(() => requireContentMatchesType({ name: 'cat.png', mimeType: 'image/png' }, text('GIF89a'))).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'FILE_TYPE_MISMATCH' }),
    );
  });
});
