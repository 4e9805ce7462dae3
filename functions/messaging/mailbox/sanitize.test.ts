import { describe, expect, it } from 'vitest';
import { answerSubject, bookingNumbersInSubject, mailReaderCsp, quoteText } from '../../../shared/domain/mail/mailbox';
import { sanitizeMailHtml } from './sanitize';

const HOSTILE = `<html><head><style>body{background:url(https://track.example/bg.png)}</style><script>alert(1)</script></head>
<body onload="steal()">
<p style="background:url(https://track.example/p.png)">Dear <b>Ms Diver</b>, your cabin is ready.</p>
<img src="https://track.example/pixel.gif?u=42" width="1" height="1">
<img src="https://cdn.example/boat.jpg" alt="Our boat" onerror="alert(2)">
<img src="cid:logo@resort" alt="logo">
<a href="javascript:alert(3)">click</a> <a href="https://resort.example/terms">terms</a>
<form action="https://phish.example/login" method="post"><input name="password"><button>Log in</button></form>
<iframe src="https://evil.example/frame"></iframe><object data="https://evil.example/x.swf"></object><embed src="https://evil.example/y">
<svg onload="alert(4)"><script>alert(5)</script></svg>
<table><tr><td colspan="2" onclick="x()">Dives: 10</td></tr></table>
</body></html>`;

describe('sanitizeMailHtml: an HTML mail with scripts, forms and tracking pixels runs and loads none of them', () => {
  it('removes scripts, styles, forms, frames, objects, event handlers and javascript: links, and keeps the text', () => {
    const { html } = sanitizeMailHtml(HOSTILE);
    for (const bad of [
      '<script',
      'alert(',
      '<style',
      '<form',
      '<input',
      '<button',
      '<iframe',
      '<object',
      '<embed',
      '<svg',
      'onload',
      'onerror',
      'onclick',
      'javascript:',
      'url(',
      'phish.example',
      'evil.example',
    ])
      expect(html, bad).not.toContain(bad);
    expect(html).toContain('Dear <b>Ms Diver</b>, your cabin is ready.');
    expect(html).toContain('<td colspan="2">Dives: 10</td>');
    expect(html).toContain('href="https://resort.example/terms"');
    expect(html).toMatch(/<a href="https:\/\/resort\.example\/terms" target="_blank" rel="noopener noreferrer nofollow">/);
  });

  it('blocks remote images and the tracking pixel until the reader allows them; inline images stay', () => {
    const blocked = sanitizeMailHtml(HOSTILE);
    expect(blocked.html).not.toContain('track.example');
    expect(blocked.html).not.toContain('cdn.example');
    expect(blocked.blockedImages).toBe(2);
    expect(blocked.html).toContain('src="cid:logo@resort"');

    const allowed = sanitizeMailHtml(HOSTILE, { remoteImages: true });
    expect(allowed.blockedImages).toBe(0);
    expect(allowed.html).toContain('src="https://cdn.example/boat.jpg"');
    expect(allowed.html).toContain('pixel.gif');
    expect(allowed.html).not.toContain('onerror');
  });

  it('drops protocol-relative images and a data: URL that is not an image', () => {
    const { html } = sanitizeMailHtml('<img src="//track.example/p.gif"><img src="data:text/html;base64,PHNjcmlwdD4="><a href="data:text/html,x">x</a>');
    expect(html).not.toContain('track.example');
    expect(html).not.toContain('data:text');
    expect(html).not.toContain('<img');
  });

  it("the reader's CSP runs nothing and loads images only when allowed", () => {
    expect(mailReaderCsp(false)).toContain("default-src 'none'");
    expect(mailReaderCsp(false)).not.toContain('https:');
    expect(mailReaderCsp(true)).toContain('img-src data: cid: https: http:');
    expect(mailReaderCsp(true)).not.toMatch(/script-src/);
  });
});

describe('mailbox rules', () => {
  it('finds booking numbers after a marker, not bare numbers', () => {
    expect(bookingNumbersInSubject('Re: Booking 10234 – arrival 12.05.2026')).toEqual([10234]);
    expect(bookingNumbersInSubject('Frage zur Buchung Nr. 4711 und #4712')).toEqual([4711, 4712]);
    expect(bookingNumbersInSubject('AW: B-555 transfer')).toEqual([555]);
    expect(bookingNumbersInSubject('Booking 42: late arrival')).toEqual([42]);
    expect(bookingNumbersInSubject('Flight LH 1234 on 2026-05-12, 350 EUR')).toEqual([]);
    expect(bookingNumbersInSubject(undefined)).toEqual([]);
  });

  it('answers with one prefix and quotes the original', () => {
    expect(answerSubject('reply', 'AW: Re: Booking 12')).toBe('Re: Booking 12');
    expect(answerSubject('forward', 'Booking 12')).toBe('Fwd: Booking 12');
    expect(quoteText('On 1.1. guest wrote:', 'a\r\nb')).toBe('On 1.1. guest wrote:\n> a\n> b');
  });
});
