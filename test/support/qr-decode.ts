import jsQR from 'jsqr';
import { decodePDFRawStream, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/**
 * Reading QR codes back in the tests with jsQR (docs/decisions.md, "QR codes: a library draws them"): from pixels,
 * from the SVG the booking's QR endpoints answer, and from the images embedded in a PDF. The text is the code's bytes
 * as UTF-8 (the EPC text is character set 1), so an umlaut that came out wrong fails the comparison.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of the one QR code in an RGBA picture; throws when jsQR finds none. */
export function readQrPixels(rgba: Uint8ClampedArray, width: number, height: number): string {
  const code = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
  if (!code) throw new Error(`No QR code found in the ${width}×${height} picture`);
  return utf8.decode(Uint8Array.from(code.binaryData));
}

/** A module matrix (true is dark, quiet zone included) drawn `scale` pixels per module, then read. */
export function readQrModules(modules: readonly (readonly boolean[])[], scale = 4): string {
  const side = modules.length * scale;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) rgba.fill(0, ((y * scale + dy) * side + x * scale + dx) * 4, ((y * scale + dy) * side + x * scale + dx) * 4 + 3);
    }),
  );
  return readQrPixels(rgba, side, side);
}

/**
 * The modules of an SVG data URL as the `qrcode` package draws it: a viewBox of the code's side and one stroked path
 * of horizontal runs along each row's middle (`M x y`, `m dx 0`, `h n`). Anything else in the path fails the test.
 */
export function svgDataUrlModules(url: string): boolean[][] {
  const b64 = /^data:image\/svg\+xml;base64,(.+)$/.exec(url)?.[1];
  if (!b64) throw new Error('Not an SVG data URL');
  const svg = Buffer.from(b64, 'base64').toString('utf8');
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path stroke="#000000" d="([^"]*)"/.exec(svg)?.[1];
  if (!side || d === undefined) throw new Error(`Not a QR code's SVG: ${svg.slice(0, 120)}`);
  const modules = Array.from({ length: side }, () => new Array<boolean>(side).fill(false));
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([MmHh])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
    const n = Number(a);
    if (cmd === 'M') [x, y] = [n, Number(b)];
    else if (cmd === 'm') [x, y] = [x + n, y + Number(b ?? 0)];
    else {
      for (let i = 0; i < n; i++) modules[Math.floor(y)]![x + i] = true;
      x += n;
    }
  }
  return modules;
}

/** The text of the QR code an SVG data URL draws. */
export const readQrSvgDataUrl = (url: string): string => readQrModules(svgDataUrlModules(url));

export interface PdfImage {
  width: number;
  height: number;
  /** The picture as RGBA (an SMask's alpha is not applied: our codes are opaque). */
  rgba: Uint8ClampedArray;
}

/** The images a PDF embeds (RGB or grey, 8 bits a component), the soft masks of others left out. */
export async function pdfImages(pdf: Uint8Array): Promise<PdfImage[]> {
  const doc = await PDFDocument.load(pdf);
  const masks = new Set<string>();
  const images: Array<{ ref: string; stream: PDFRawStream }> = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const mask = object.dict.get(PDFName.of('SMask'));
    if (mask) masks.add(mask.toString());
    images.push({ ref: ref.toString(), stream: object });
  }
  return images
    .filter((i) => !masks.has(i.ref))
    .map(({ stream }) => {
      const num = (key: string) => (stream.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
      const [width, height] = [num('Width'), num('Height')];
      if (num('BitsPerComponent') !== 8) throw new Error('Only images of 8 bits a component are read');
      const components = stream.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
      const raw = decodePDFRawStream(stream).decode();
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let p = 0; p < width * height; p++) {
        const [r, g, b] = components === 1 ? [raw[p]!, raw[p]!, raw[p]!] : [raw[p * 3]!, raw[p * 3 + 1]!, raw[p * 3 + 2]!];
        rgba.set([r, g, b, 255], p * 4);
      }
      return { width, height, rgba };
    });
}
