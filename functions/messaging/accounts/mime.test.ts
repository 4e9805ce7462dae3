import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildMime, encodeHeader } from './mime';

/** mailparser (no types here): what a receiving mail client reads of the message. */
interface Parsed {
  subject?: string;
  text?: string;
  html?: string | false;
  from?: { value: Array<{ address: string; name: string }> };
  messageId?: string;
  headers: Map<string, unknown>;
  attachments: Array<{ filename?: string; contentType: string; content: Buffer }>;
}
const { simpleParser } = createRequire(import.meta.url)('mailparser') as { simpleParser: (source: string) => Promise<Parsed> };

describe('buildMime', () => {
  it('builds a text-only mail a mail client reads back with its UTF-8 subject, sender name and body', async () => {
    const raw = buildMime({
      from: { address: 'office@bluereef.test', name: 'Blue Reef Tauchbasis Müller' },
      to: ['anna@example.com'],
      subject: 'Ihre Buchung 4711 – bestätigt ✓',
      text: 'Hallo Anna,\n\n.a line starting with a dot\nGrüße',
      headers: { 'X-Tidewise-Tenant': 'demo' },
      messageId: '<m1@bluereef.test>',
    });
    expect(raw.split('\r\n').every((l) => l.length <= 998)).toBe(true);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Ihre Buchung 4711 – bestätigt ✓');
    expect(parsed.from?.value[0]).toEqual({ address: 'office@bluereef.test', name: 'Blue Reef Tauchbasis Müller' });
    expect(parsed.text?.trim()).toBe('Hallo Anna,\n\n.a line starting with a dot\nGrüße');
    expect(parsed.html).toBe(false);
    expect(parsed.messageId).toBe('<m1@bluereef.test>');
    expect(parsed.headers.get('x-tidewise-tenant')).toBe('demo');
  });

  it('puts text and HTML side by side and attachments beside them, with a non-ASCII file name', async () => {
    const pdf = Buffer.from('%PDF-1.7 fake');
    const raw = buildMime({
      from: { address: 'office@bluereef.test' },
      to: ['a@example.com', 'b@example.com'],
      subject: 'Invoice',
      text: 'See the invoice.',
      html: '<p>See the <b>invoice</b>.</p>',
      attachments: [{ name: 'Rechnung Nr. 7 – März.pdf', contentType: 'application/pdf', bytes: pdf }],
      messageId: '<m2@bluereef.test>',
    });
    const parsed = await simpleParser(raw);
    expect(parsed.text?.trim()).toBe('See the invoice.');
    expect(parsed.html).toContain('<b>invoice</b>');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: 'Rechnung Nr. 7 – März.pdf', contentType: 'application/pdf' });
    expect(parsed.attachments[0]!.content.equals(pdf)).toBe(true);
  });

  it('never lets a value break out of its header line', () => {
    expect(encodeHeader('Hello\r\nBcc: evil@example.com')).toBe('Hello Bcc: evil@example.com');
    const raw = buildMime({ from: { address: 'o@x.test' }, to: ['a@x.test'], subject: 'a\r\nBcc: evil@x.test', text: 't', messageId: '<m@x>' });
    expect(raw).not.toMatch(/^Bcc:/m);
  });
});
