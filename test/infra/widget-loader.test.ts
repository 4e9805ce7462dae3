import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** The widget loader (web/public/widget.js, served as /widget.js): issue 25's budget and what it may do. */
const source = readFileSync(new URL('../../web/public/widget.js', import.meta.url), 'utf8');

describe('the widget loader', () => {
  it('stays within 15 KB gzipped', () => {
    const gzipped = gzipSync(Buffer.from(source)).length;
    console.log(`widget.js: ${source.length} bytes, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThanOrEqual(15 * 1024);
  });

  it('sets no cookie, stores nothing and takes heights only from its own iframe on its own origin', () => {
    expect(source).not.toMatch(/document\.cookie|localStorage|sessionStorage|indexedDB/);
    expect(source).toContain('event.origin !== origin || event.source !== frame.contentWindow');
    expect(source).toContain("'/widget/' + slug");
  });
});
