import { describe, expect, it } from 'vitest';
import { placeholdersOf, renderTemplate } from './template-language';

const html = { html: true };
const line = { html: false };
const lines = { html: false, lines: true };

describe('renderTemplate: placeholders', () => {
  it('fills nested paths and reports the ones without a value', () => {
    const out = renderTemplate('{{ customer.firstName }} {{customer.lastName}} {{booking.no}} {{customer}}', { customer: { firstName: 'Erika' } }, line);
    expect(out).toEqual({ text: 'Erika   ', missing: ['customer.lastName', 'booking.no', 'customer'] });
  });

  it('escapes values in HTML and never the template itself', () => {
    expect(renderTemplate('<p>{{name}}</p>', { name: `<script>"x" & 'y'</script>` }, html).text).toBe(
      '<p>&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;</p>',
    );
  });

  it('folds line breaks of a value in a one-line text (a subject) and keeps them in a plain-text body', () => {
    expect(renderTemplate('Re: {{t}}', { t: 'a\r\nb\nc' }, line).text).toBe('Re: a b c');
    expect(renderTemplate('{{t}}', { t: 'a\nb' }, lines).text).toBe('a\nb');
  });

  it('inserts a value once: a value that looks like a tag stays text', () => {
    expect(renderTemplate('{{#each xs}}{{text}};{{/each}}', { xs: [{ text: '{{secret}}' }, { text: '{{#if a}}' }], secret: 'S' }, line).text).toBe(
      '{{secret}};{{#if a}};',
    );
  });

  it('prints zero and false as values', () => {
    expect(renderTemplate('{{n}} {{b}}', { n: 0, b: false }, line).text).toBe('0 false');
  });
});

describe('renderTemplate: {{#each}}', () => {
  const data = { currency: 'EUR', lines: [{ text: 'Room', total: '1' }, { text: 'Dives' }] };

  it('repeats the part per item, reading the item first, then the whole data', () => {
    expect(renderTemplate('{{#each lines}}[{{text}} {{total}} {{currency}}]{{/each}}', data, line)).toEqual({
      text: '[Room 1 EUR][Dives  EUR]',
      missing: ['total'],
    });
  });

  it('nests sections', () => {
    const d = {
      rooms: [
        { name: 'A', guests: [{ n: 'x' }, { n: 'y' }] },
        { name: 'B', guests: [] },
      ],
    };
    expect(renderTemplate('{{#each rooms}}{{name}}:{{#each guests}}{{n}}{{/each}};{{/each}}', d, line).text).toBe('A:xy;B:;');
  });
});

describe('renderTemplate: {{#if}}', () => {
  const greet = 'Dear{{#if customer.firstName}} {{customer.firstName}}{{/if}},';

  it.each([
    ['a name', { customer: { firstName: 'Erika' } }, 'Dear Erika,'],
    ['no name', { customer: {} }, 'Dear,'],
    ['an empty name', { customer: { firstName: '  ' } }, 'Dear,'],
    ['no customer', {}, 'Dear,'],
  ])('never prints "Dear ," (%s)', (_case, data, expected) => {
    expect(renderTemplate(greet, data, line)).toEqual({ text: expected, missing: [] });
  });

  it('takes the {{else}} part when the value is not there', () => {
    const t = '{{#if customer.firstName}}Hello {{customer.firstName}}{{else}}Dear guest{{/if}}!';
    expect(renderTemplate(t, { customer: { firstName: 'Max' } }, line).text).toBe('Hello Max!');
    expect(renderTemplate(t, { customer: { firstName: '' } }, line).text).toBe('Dear guest!');
  });

  it.each([
    [true, 'yes'],
    [false, 'no'],
    [0, 'yes'],
    [[], 'no'],
    [['a'], 'yes'],
    [null, 'no'],
  ])('treats %j as %s', (value, expected) => {
    expect(renderTemplate('{{#if v}}yes{{else}}no{{/if}}', { v: value }, line).text).toBe(expected);
  });

  it('nests with sections both ways, reading an item inside a section', () => {
    const d = { lines: [{ text: 'A', note: 'n' }, { text: 'B' }], show: true };
    expect(renderTemplate('{{#if show}}{{#each lines}}{{text}}{{#if note}}({{note}}){{/if}};{{/each}}{{/if}}', d, html).text).toBe('A(n);B;');
  });

  it('prints a stray or unclosed tag as written', () => {
    expect(renderTemplate('a{{/if}}b{{else}}c', {}, line).text).toBe('a{{/if}}b{{else}}c');
    expect(renderTemplate('{{#if x}}y {{z}}', { z: 1 }, line).text).toBe('{{#if x}}y 1');
    expect(renderTemplate('{{#each xs}}a{{/if}}', {}, line).text).toBe('{{#each xs}}a{{/if}}');
  });
});

describe('placeholdersOf', () => {
  it('lists the placeholders once, not the section and condition paths', () => {
    expect(placeholdersOf('{{#if a.b}}{{c}}{{/if}}{{#each d}}{{c}}{{e.f}}{{/each}}')).toEqual(['c', 'e.f']);
  });
});
