/**
 * A QR code reader for the tests: reads a module matrix (no image processing) the way ISO/IEC 18004 lays it out,
 * written apart from the encoder (shared/domain/payment/qr-code.ts): the format information is looked up in the
 * standard's table of level M, the alignment centres in its table, the error correction is checked by the
 * syndromes of every block (all zero), and the byte-mode segment is decoded as UTF-8. No QR decoding package is a
 * dependency (docs/decisions.md, "Payment QR codes and customer stays"); the encoder was also checked once
 * against jsQR 1.4.0 for versions 3, 6, 13 and 26.
 */

/** Format information of level M, masks 0..7 (ISO/IEC 18004 table C.1), most significant bit first. */
const FORMAT_M = [
  '101010000010010',
  '101000100100101',
  '101111001111100',
  '101101101001011',
  '100010111111001',
  '100000011001110',
  '100111110010111',
  '100101010100000',
].map((s) => parseInt(s, 2));

/** Alignment pattern centres by version (ISO/IEC 18004 annex E), versions 1..13. */
const ALIGNMENT: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
  11: [6, 30, 54],
  12: [6, 32, 58],
  13: [6, 34, 62],
};

/** Level M blocks by version: [number of blocks in group 1, data codewords each, blocks in group 2, data each, ecc per block]. */
const BLOCKS_M: Record<number, [number, number, number, number, number]> = {
  1: [1, 16, 0, 0, 10],
  2: [1, 28, 0, 0, 16],
  3: [1, 44, 0, 0, 26],
  4: [2, 32, 0, 0, 18],
  5: [2, 43, 0, 0, 24],
  6: [4, 27, 0, 0, 16],
  7: [4, 31, 0, 0, 18],
  8: [2, 38, 2, 39, 22],
  9: [3, 36, 2, 37, 22],
  10: [4, 43, 1, 44, 26],
  11: [1, 50, 4, 51, 30],
  12: [6, 36, 2, 37, 22],
  13: [8, 37, 1, 38, 22],
};

const EXP: number[] = [];
for (let i = 0, x = 1; i < 255; i++, x = x & 0x80 ? ((x << 1) ^ 0x11d) & 0xff : x << 1) EXP.push(x);
const gfMul = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : EXP[(EXP.indexOf(a) + EXP.indexOf(b)) % 255]!);

function maskBit(m: number, r: number, c: number): boolean {
  const rules = [
    (r + c) % 2 === 0,
    r % 2 === 0,
    c % 3 === 0,
    (r + c) % 3 === 0,
    (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
    ((r * c) % 2) + ((r * c) % 3) === 0,
    (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
    (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
  ];
  return rules[m]!;
}

/** The text a module matrix (rows of booleans, true dark) holds; throws when it is not a valid level-M code. */
export function readQr(modules: boolean[][]): string {
  const size = modules.length;
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || !BLOCKS_M[version]) throw new Error(`unsupported size ${size}`);
  const dark = (r: number, c: number) => modules[r]![c]!;
  // Format information, first copy: column 8 rows 0..5, 7, 8, then row 8 columns 7, 5..0 (bit 0 first).
  const cells: Array<[number, number]> = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ];
  const format = cells.reduce((v, [r, c], i) => v | (Number(dark(r, c)) << i), 0);
  const mask = FORMAT_M.indexOf(format);
  if (mask < 0) throw new Error(`format bits ${format.toString(2)} are no level-M format`);
  if (!dark(size - 8, 8)) throw new Error('the dark module is missing');

  const reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const reserve = (r0: number, c0: number, h: number, w: number) => {
    for (let r = r0; r < r0 + h; r++) for (let c = c0; c < c0 + w; c++) if (r >= 0 && c >= 0 && r < size && c < size) reserved[r]![c] = true;
  };
  reserve(0, 0, 9, 9);
  reserve(0, size - 8, 9, 8);
  reserve(size - 8, 0, 8, 9);
  reserve(6, 0, 1, size);
  reserve(0, 6, size, 1);
  const centres = ALIGNMENT[version]!;
  for (const r of centres)
    for (const c of centres) {
      if ((r === 6 && c === 6) || (r === 6 && c === size - 7) || (r === size - 7 && c === 6)) continue;
      reserve(r - 2, c - 2, 5, 5);
    }
  if (version >= 7) {
    reserve(0, size - 11, 6, 3);
    reserve(size - 11, 0, 3, 6);
  }

  const bits: number[] = [];
  let upward = true;
  for (let c = size - 1; c > 0; c -= 2) {
    if (c === 6) c--;
    for (let k = 0; k < size; k++) {
      const r = upward ? size - 1 - k : k;
      for (const cc of [c, c - 1]) if (!reserved[r]![cc]) bits.push(Number(dark(r, cc) !== maskBit(mask, r, cc)));
    }
    upward = !upward;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));

  const [n1, d1, n2, d2, ecc] = BLOCKS_M[version]!;
  const sizes = [...new Array<number>(n1).fill(d1), ...new Array<number>(n2).fill(d2)];
  const blocks = sizes.map(() => [] as number[]);
  let k = 0;
  for (let i = 0; i < Math.max(d1, d2); i++) sizes.forEach((s, b) => i < s && blocks[b]!.push(codewords[k++]!));
  for (let i = 0; i < ecc; i++) blocks.forEach((b) => b.push(codewords[k++]!));
  for (const block of blocks) {
    for (let j = 0; j < ecc; j++) {
      const syndrome = block.reduce((acc, cw) => gfMul(acc, EXP[j]!) ^ cw, 0);
      if (syndrome !== 0) throw new Error('a block fails its error correction check');
    }
  }
  const data = blocks.flatMap((b, i) => b.slice(0, sizes[i]));
  const stream = data.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((s) => (byte >>> s) & 1));
  const take = (n: number, at: number) => stream.slice(at, at + n).reduce((a, b) => (a << 1) | b, 0);
  if (take(4, 0) !== 0b0100) throw new Error('not a byte-mode segment');
  const countBits = version <= 9 ? 8 : 16;
  const length = take(countBits, 4);
  const bytes = Uint8Array.from({ length }, (_, i) => take(8, 4 + countBits + i * 8));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The payload of an SVG data URL as qrSvgDataUrl draws it, back to a module matrix. */
export function modulesOfSvgDataUrl(url: string): boolean[][] {
  const svg = Buffer.from(url.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const dim = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const border = 4;
  const size = dim - 2 * border;
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const m of svg.matchAll(/M(\d+),(\d+)h1v1h-1z/g)) modules[Number(m[2]) - border]![Number(m[1]) - border] = true;
  return modules;
}
