import { DOCUMENT_TEXTS } from './texts';
import { htmlBlocks, runsText, type Block, type TableCell } from './html-blocks';
import { A4, MARGIN, PdfWriter } from './layout';
import { footer, header, type CompanyHeader } from './render';

/**
 * A print template's rendered HTML as a PDF (docs/decisions.md "Document templates"): the invoice's letterhead
 * (company block, sender line) and footer (company, page x/y) around the template's blocks, with the invoice's
 * writer and fonts, so a confirmation looks like the invoice beside it.
 */
export async function renderHtmlPdf(html: string, company: CompanyHeader, opts: { title: string; lang: string }): Promise<Uint8Array> {
  const t = DOCUMENT_TEXTS[opts.lang === 'en' ? 'en' : 'de'];
  const w = await PdfWriter.create(opts.title);
  header(w, company, t);
  for (const block of htmlBlocks(html)) writeBlock(w, block);
  footer(w, company, t);
  return w.bytes();
}

const WIDTH = A4.width - 2 * MARGIN;

function writeBlock(w: PdfWriter, block: Block): void {
  switch (block.kind) {
    case 'space':
      w.down(block.height);
      return;
    case 'rule':
      w.rule();
      return;
    case 'text':
      if (block.bullet) w.runs([{ text: `${block.bullet} `, bold: false }, ...block.runs], { size: block.size, x: MARGIN + 10 });
      else w.runs(block.runs, { size: block.size });
      return;
    case 'table':
      writeTable(w, block.rows);
  }
}

/** Columns share the width by the first row's widths (the rest evenly); a cell's text wraps within its column. */
function writeTable(w: PdfWriter, rows: TableCell[][]): void {
  const columns = Math.max(...rows.map((r) => r.length));
  const first = rows[0]!;
  const given = first.reduce((s, c) => s + (c.width ?? 0), 0);
  const open = first.filter((c) => c.width === undefined).length + (columns - first.length);
  const rest = Math.max(0, 100 - given);
  const shares = Array.from({ length: columns }, (_, i) => first[i]?.width ?? (open ? rest / open : 0));
  const total = shares.reduce((s, x) => s + x, 0) || 1;
  const widths = shares.map((s) => (s / total) * WIDTH);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, x) => s + x, 0));
  const size = 9;
  for (const row of rows) {
    w.row(
      row.map((cell, i) => {
        const text = runsText(cell.runs)
          .replace(/\s*\n\s*/g, ' ')
          .trim();
        const bold = cell.header || (cell.runs.length > 0 && cell.runs.every((r) => r.bold || !r.text.trim()));
        const width = widths[i]! - 6;
        return cell.align === 'right'
          ? { text, x: lefts[i]! + widths[i]! - 2, align: 'right' as const, bold, size }
          : { text, x: lefts[i]!, width, wrap: true, bold, size };
      }),
      13,
      11,
    );
    if (row.every((c) => c.header)) w.rule();
  }
}
