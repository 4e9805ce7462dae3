/**
 * The HTML of a print template read as blocks the PDF writer lays out (docs/decisions.md "Document templates"): the
 * small part of HTML a letter, a confirmation or a list needs. Headings (h1–h3), paragraphs and divs, line breaks,
 * rules (hr), lists (ul/ol with li), tables (tr with th/td; a cell with align="right" or text-align: right is
 * right-aligned, a width="30%" on a first-row cell sets its column's share) and bold (b, strong, th, headings).
 * Anything else is read as its text; style, script and head are left out.
 */
export interface Run {
  text: string;
  bold: boolean;
}
export interface TableCell {
  runs: Run[];
  header: boolean;
  align: 'left' | 'right';
  /** Share of the table's width in percent, from the first row. */
  width?: number;
}
export type Block =
  { kind: 'text'; runs: Run[]; size: number; bullet?: string } | { kind: 'space'; height: number } | { kind: 'rule' } | { kind: 'table'; rows: TableCell[][] };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[code.toLowerCase()] ?? m;
  });
}

const HEADING_SIZE: Record<string, number> = { h1: 16, h2: 13, h3: 11 };
const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'li', 'section', 'header', 'footer', 'address', 'blockquote']);
const SKIPPED = new Set(['style', 'script', 'head', 'title']);

const attr = (attrs: string, name: string): string | undefined => {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
};

/** Reads a print template's HTML as blocks; whitespace is collapsed as a browser does. */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let runs: Run[] = [];
  let bold = 0;
  let skip = 0;
  let size = 10;
  let bullet: string | undefined;
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let table: TableCell[][] | null = null;
  let row: TableCell[] | null = null;
  let cell: TableCell | null = null;

  const flush = () => {
    const trimmed = trimRuns(runs);
    if (trimmed.length) blocks.push({ kind: 'text', runs: trimmed, size, ...(bullet ? { bullet } : {}) });
    runs = [];
  };
  const add = (text: string) => {
    const target = cell ? cell.runs : runs;
    const clean = decodeEntities(text.replace(/\s+/g, ' '));
    if (!clean) return;
    const last = target.at(-1);
    if (last && last.bold === bold > 0) last.text += clean;
    else target.push({ text: clean, bold: bold > 0 });
  };

  const source = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of source.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g)) {
    if (m[4] !== undefined) {
      if (!skip && (!table || cell)) add(m[4]);
      continue;
    }
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    const attrs = m[3] ?? '';
    if (SKIPPED.has(tag)) {
      skip = Math.max(0, skip + (closing ? -1 : 1));
      continue;
    }
    if (skip) continue;
    if (tag === 'b' || tag === 'strong') {
      bold = Math.max(0, bold + (closing ? -1 : 1));
      continue;
    }
    if (tag === 'br') {
      if (cell) cell.runs.push({ text: '\n', bold: false });
      else flush();
      continue;
    }
    if (tag === 'hr') {
      flush();
      blocks.push({ kind: 'rule' });
      continue;
    }
    if (tag === 'table') {
      flush();
      if (!closing) table = [];
      else if (table) {
        if (table.length) blocks.push({ kind: 'table', rows: table });
        blocks.push({ kind: 'space', height: 6 });
        table = null;
      }
      continue;
    }
    if (table && tag === 'tr') {
      if (!closing) row = [];
      else if (row) {
        if (row.length) table.push(row);
        row = null;
      }
      continue;
    }
    if (table && (tag === 'td' || tag === 'th')) {
      if (!closing) {
        const style = attr(attrs, 'style') ?? '';
        const width = Number((attr(attrs, 'width') ?? '').replace('%', ''));
        cell = {
          runs: [],
          header: tag === 'th',
          align: attr(attrs, 'align')?.toLowerCase() === 'right' || /text-align\s*:\s*right/i.test(style) ? 'right' : 'left',
          ...(width > 0 && width <= 100 ? { width } : {}),
        };
        if (tag === 'th') bold++;
      } else if (cell) {
        if (tag === 'th') bold = Math.max(0, bold - 1);
        (row ??= []).push({ ...cell, runs: trimRuns(cell.runs) });
        cell = null;
      }
      continue;
    }
    if (tag === 'ul' || tag === 'ol') {
      flush();
      if (!closing) lists.push({ ordered: tag === 'ol', n: 0 });
      else lists.pop();
      continue;
    }
    if (BLOCK_TAGS.has(tag)) {
      if (cell) continue;
      flush();
      if (!closing) {
        size = HEADING_SIZE[tag] ?? 10;
        if (tag in HEADING_SIZE) bold++;
        if (tag === 'li') {
          const list = lists.at(-1);
          if (list) list.n++;
          bullet = list?.ordered ? `${list.n}.` : '•';
        }
      } else {
        if (tag in HEADING_SIZE) bold = Math.max(0, bold - 1);
        // A paragraph or heading is followed by a little space; list items follow each other closely.
        if (tag !== 'li' && tag !== 'div') blocks.push({ kind: 'space', height: tag in HEADING_SIZE ? 6 : 4 });
        size = 10;
        bullet = undefined;
      }
    }
  }
  flush();
  return blocks;
}

/** Runs without the blanks at their ends (and without empty runs). */
function trimRuns(runs: Run[]): Run[] {
  const out = runs.map((r) => ({ ...r }));
  while (out.length && !out[0]!.text.trim()) out.shift();
  while (out.length && !out.at(-1)!.text.trim()) out.pop();
  if (out.length) {
    out[0]!.text = out[0]!.text.replace(/^ +/, '');
    out.at(-1)!.text = out.at(-1)!.text.replace(/ +$/, '');
  }
  return out;
}

/** The plain text of runs (a table cell's line breaks kept). */
export const runsText = (runs: Run[]): string => runs.map((r) => r.text).join('');
