import { create, toString } from 'qrcode/lib/browser.js';

/**
 * QR codes drawn by the `qrcode` package (docs/decisions.md, "QR codes: a library draws them"): what a code holds
 * (a URL, the EPC transfer text of shared/domain/payment/epc.ts) stays ours, the symbol is the library's. Level M,
 * which the EPC guideline asks for, and the quiet zone of 4 modules the standard asks for.
 *
 * The package's browser entry (its package.json `browser` field): the encoder and the SVG renderer, without the PNG
 * and terminal renderers and pngjs (~39 KB more in a Lambda). A PDF draws the module matrix as an image of its own.
 */
export const QR_MARGIN = 4;
const SYMBOL = { errorCorrectionLevel: 'M', margin: QR_MARGIN } as const;

/** The code as an SVG image in a data URL, for an <img> in the web (the booking's QR codes). */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await toString(text, { ...SYMBOL, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** A picture in shades of grey (0 black, 255 white), row by row from the top: what a PDF embeds as an image. */
export interface GreyPicture {
  side: number;
  pixels: Uint8Array;
}

/** The code as a square grey picture of `scale` pixels a module, the quiet zone included (white). */
export function qrPicture(text: string, scale = 4): GreyPicture {
  const { modules } = create(text, SYMBOL);
  const side = (modules.size + 2 * QR_MARGIN) * scale;
  const pixels = new Uint8Array(side * side).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const [mx, my] = [Math.floor(x / scale) - QR_MARGIN, Math.floor(y / scale) - QR_MARGIN];
      if (mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.data[my * modules.size + mx]) pixels[y * side + x] = 0;
    }
  return { side, pixels };
}
