import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { format, money } from '../../../shared/domain/money';
import type { GreyPicture } from '../qr-code';

/**
 * A small top-down writer over pdf-lib (A4, Helvetica): lines of text, right-aligned columns, new pages when full.
 * The standard fonts encode WinAnsi, which has € and the German umlauts; any other character is printed as `?`
 * (so a name in another script never breaks the document).
 */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
const RED = rgb(0.75, 0.05, 0.05);
const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0, 0, 0);

export interface Cell {
  text: string;
  /** Right edge (right-aligned) or left edge (left-aligned) x. */
  x: number;
  align?: 'left' | 'right';
  bold?: boolean;
  red?: boolean;
  size?: number;
  /** Cut to this width (left-aligned cells). */
  width?: number;
  /** Wrapped over as many lines as it needs within `width` instead of cut (left-aligned cells). */
  wrap?: boolean;
}

export class PdfWriter {
  private page!: PDFPage;
  y = 0;
  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly allowed: Set<number>,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setProducer('Tidewise');
    doc.setCreator('Tidewise');
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold, new Set(regular.getCharacterSet()));
  }

  /** Text the standard font can print: unknown characters become `?`, narrow spaces a space. */
  safe(text: string): string {
    return [...text.normalize('NFC').replace(/[\u202f\u2009\u00a0]/g, ' ')]
      .map((ch) => (ch === '\n' || ch === '\t' ? ' ' : this.allowed.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless a block of `height` fits on this one (a block that is not to be split). */
  keep(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  /**
   * A grey picture `size` points square with its top-left corner at (`x`, `top`) on the current page, and a small
   * caption centred under it (wrapped within the picture's width). Answers the caption's last baseline. The picture
   * is an image of its own in the PDF (Flate-compressed grey pixels, as pdf-lib stores an embedded PNG).
   */
  figure(picture: GreyPicture, at: { x: number; top: number; size: number; caption: string }): number {
    const image = this.doc.context.flateStream(picture.pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: picture.side,
      Height: picture.side,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    });
    const name = this.page.node.newXObject('Image', this.doc.context.register(image));
    this.page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(at.size, 0, 0, at.size, at.x, at.top - at.size),
      drawObject(name),
      popGraphicsState(),
    );
    const centre = at.x + at.size / 2;
    let y = at.top - at.size;
    for (const line of this.wrap(at.caption, at.size, 8)) {
      y -= 10;
      this.page.drawText(line, { x: centre - this.regular.widthOfTextAtSize(line, 8) / 2, y, size: 8, font: this.regular, color: GREY });
    }
    return y;
  }

  /** Moves down by `height`, starting a new page when the bottom margin is reached. */
  down(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
    else this.y -= height;
  }

  widthOf(text: string, size = 10, bold = false): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(this.safe(text), size);
  }

  /**
   * The lines `text` takes within `width`: broken between words, a word wider than the whole width between its
   * characters. Nothing is left out.
   */
  wrap(text: string, width: number, size = 10, bold = false): string[] {
    const font = bold ? this.bold : this.regular;
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const out: string[] = [];
    let line = '';
    for (const word of this.safe(text).split(' ').filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (fits(next)) {
        line = next;
        continue;
      }
      if (line) out.push(line);
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line || out.length === 0) out.push(line);
    return out;
  }

  /**
   * One row of cells: on the current line, a wrapped cell (`wrap`) continuing on the lines below (`lineHeight`
   * apart). A row that does not fit on the page starts a new one as a whole.
   */
  row(cells: Cell[], height = 14, lineHeight = 12): void {
    const wrapped = cells.map((c) => (c.wrap && c.width !== undefined ? this.wrap(c.text, c.width, c.size ?? 10, c.bold) : [c.text]));
    const lines = Math.max(...wrapped.map((w) => w.length));
    if (this.y - height - (lines - 1) * lineHeight < MARGIN + 20) this.newPage();
    this.down(height);
    const top = this.y;
    cells.forEach((c, i) => wrapped[i]!.forEach((text, k) => this.cell({ ...c, text }, top - k * lineHeight)));
    this.y = top - (lines - 1) * lineHeight;
  }

  /** One cell at baseline `y`; a cell with a width and no wrap is cut to it (for figures and short labels only). */
  private cell(c: Cell, y: number): void {
    const size = c.size ?? 10;
    const font = c.bold ? this.bold : this.regular;
    let text = this.safe(c.text);
    if (!c.wrap && c.width !== undefined && font.widthOfTextAtSize(text, size) > c.width) {
      while (text.length > 1 && font.widthOfTextAtSize(`${text}...`, size) > c.width) text = text.slice(0, -1);
      text = `${text}...`;
    }
    const x = c.align === 'right' ? c.x - font.widthOfTextAtSize(text, size) : c.x;
    this.page.drawText(text, { x, y, size, font, color: c.red ? RED : c.size !== undefined && c.size < 9 ? GREY : BLACK });
  }

  /** A line of text (wrapped at the page width). */
  text(text: string, opts: { size?: number; bold?: boolean; x?: number; height?: number } = {}): void {
    const size = opts.size ?? 10;
    const x = opts.x ?? MARGIN;
    const max = A4.width - MARGIN - x;
    const words = this.safe(text).split(' ');
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (line && this.widthOf(next, size, opts.bold) > max) {
        this.row([{ text: line, x, size, bold: opts.bold }], opts.height ?? size + 4);
        line = w;
      } else line = next;
    }
    this.row([{ text: line, x, size, bold: opts.bold }], opts.height ?? size + 4);
  }

  /**
   * A paragraph of runs, some bold (print templates, docs/decisions.md "Document templates"): wrapped between words
   * within `width` from `x`, each word in its run's font.
   */
  runs(runs: ReadonlyArray<{ text: string; bold: boolean }>, opts: { size?: number; x?: number; width?: number } = {}): void {
    const size = opts.size ?? 10;
    const x0 = opts.x ?? MARGIN;
    const width = opts.width ?? A4.width - MARGIN - x0;
    const words = runs.flatMap((r) =>
      this.safe(r.text)
        .split(' ')
        .map((text, i) => ({ text, bold: r.bold, glued: i === 0 })),
    );
    const lines: Array<Array<{ text: string; bold: boolean; x: number }>> = [[]];
    let x = 0;
    words.forEach((w, i) => {
      // An empty word is a blank at a run's end: the next word is not glued to the last one.
      if (!w.text) return;
      const font = w.bold ? this.bold : this.regular;
      const line = lines.at(-1)!;
      const glued = w.glued && i > 0 && Boolean(words[i - 1]!.text);
      const gap = line.length && !glued ? font.widthOfTextAtSize(' ', size) : 0;
      const wide = font.widthOfTextAtSize(w.text, size);
      if (line.length && x + gap + wide > width) {
        lines.push([{ text: w.text, bold: w.bold, x: 0 }]);
        x = wide;
      } else {
        line.push({ text: w.text, bold: w.bold, x: x + gap });
        x += gap + wide;
      }
    });
    for (const line of lines) {
      this.down(size + 4);
      // Words of one font side by side are drawn as one text (a viewer finds the line, not its words).
      const segments: Array<{ text: string; bold: boolean; x: number; end: number }> = [];
      for (const w of line) {
        const last = segments.at(-1);
        const font = w.bold ? this.bold : this.regular;
        const end = w.x + font.widthOfTextAtSize(w.text, size);
        if (last && last.bold === w.bold) {
          last.text += (w.x > last.end + 0.01 ? ' ' : '') + w.text;
          last.end = end;
        } else segments.push({ text: w.text, bold: w.bold, x: w.x, end });
      }
      for (const sg of segments) this.page.drawText(sg.text, { x: x0 + sg.x, y: this.y, size, font: sg.bold ? this.bold : this.regular, color: BLACK });
    }
  }

  rule(): void {
    this.down(6);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.5, color: GREY });
  }

  /** Text in the top-right corner of the first page (the company block). */
  corner(lines: string[], top: number): void {
    let y = top;
    for (const l of lines) {
      const text = this.safe(l);
      this.page.drawText(text, { x: A4.width - MARGIN - this.regular.widthOfTextAtSize(text, 9), y, size: 9, font: this.regular, color: GREY });
      y -= 12;
    }
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}

/** Money as printed for the language (de: 1.234,50 €; en: €1,234.50). */
export function printMoney(amount: string, currency: string, language: string): string {
  return format(money(amount, currency), language === 'en' ? 'en-GB' : 'de-DE').replace(/[\u00a0\u202f]/g, ' ');
}
export const isNegative = (amount: string) => amount.trim().startsWith('-') && Number(amount) !== 0;
/** A day as printed in both languages: DD.MM.YYYY (docs/decisions.md "Invoices"). */
export function printDate(day: string, _language?: string): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}
