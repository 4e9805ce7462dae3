import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlBlocks, runsText } from './html-blocks';
import { renderHtmlPdf } from './html-pdf';
import { pdfText } from '../../../test/support/invoices';

describe('htmlBlocks', () => {
  it('reads headings, paragraphs with bold runs, line breaks, lists, rules and tables', () => {
    const blocks = htmlBlocks(
      '<style>p{color:red}</style><h1>Title &amp; more</h1><p>Dear <b>Erika</b>,<br>see you</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><hr>' +
        '<table><tr><th width="70%">Text</th><th align="right">Sum</th></tr><tr><td>Room</td><td style="text-align: right">1.960,00 €</td></tr></table>',
    );
    expect(blocks[0]).toEqual({ kind: 'text', runs: [{ text: 'Title & more', bold: true }], size: 16 });
    expect(blocks[2]).toEqual({
      kind: 'text',
      size: 10,
      runs: [
        { text: 'Dear ', bold: false },
        { text: 'Erika', bold: true },
        { text: ',', bold: false },
      ],
    });
    expect(blocks[3]).toMatchObject({ kind: 'text', runs: [{ text: 'see you' }] });
    expect(blocks.filter((b) => b.kind === 'text' && b.bullet).map((b) => (b.kind === 'text' ? `${b.bullet} ${runsText(b.runs)}` : ''))).toEqual([
      '• one',
      '• two',
      '1. first',
    ]);
    expect(blocks.some((b) => b.kind === 'rule')).toBe(true);
    const table = blocks.find((b) => b.kind === 'table');
    expect(table).toEqual({
      kind: 'table',
      rows: [
        [
          { runs: [{ text: 'Text', bold: true }], header: true, align: 'left', width: 70 },
          { runs: [{ text: 'Sum', bold: true }], header: true, align: 'right' },
        ],
        [
          { runs: [{ text: 'Room', bold: false }], header: false, align: 'left' },
          { runs: [{ text: '1.960,00 €', bold: false }], header: false, align: 'right' },
        ],
      ],
    });
    // Style content is left out.
    expect(JSON.stringify(blocks)).not.toContain('color');
  });

  it('decodes entities, numeric ones too, and leaves unknown ones as written', () => {
    expect(decodeEntities('&lt;b&gt; &#8364; &#x20AC; &euro; &nbsp;&foo;')).toBe('<b> € € €  &foo;');
  });
});

describe('renderHtmlPdf', () => {
  it('prints the blocks under the company letterhead and a footer with page numbers', async () => {
    const bytes = await renderHtmlPdf(
      '<h1>Passagierliste</h1><p>Nur <b>fett</b> hier</p><table><tr><th>Name</th><th align="right">Bett</th></tr><tr><td>Jürgen Müller</td><td align="right">A</td></tr></table>',
      { name: 'Tauchwelt', address: ['Strandweg 5', '18609 Binz'] },
      { title: 'Liste', lang: 'de' },
    );
    const text = pdfText(bytes);
    for (const s of ['Tauchwelt', 'Passagierliste', 'Nur', 'fett', 'hier', 'Name', 'Bett', 'Jürgen Müller', 'Seite 1/1']) expect(text).toContain(s);
  });
});
