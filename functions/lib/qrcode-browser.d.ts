/**
 * The `qrcode` package's browser entry (its package.json `browser` field maps lib/index.js to it): the same `create`
 * and `toString` (SVG only) as the main entry, whose types @types/qrcode declares.
 */
declare module 'qrcode/lib/browser.js' {
  export { create, toString } from 'qrcode';
}
