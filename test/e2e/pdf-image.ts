import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext } from 'playwright-core';
import { screenshot } from './browser';

/**
 * Opens a PDF as an image: renders its first page with PDF.js (pdfjs-dist) in Chromium onto a canvas and takes a
 * screenshot into screenshots/, so an invoice or voucher is looked at like any screen. Answers the screenshot's path
 * and the text PDF.js extracted from all its pages (for assertions).
 */
const require = createRequire(import.meta.url);
const PDFJS = 'http://pdfjs.invalid/pdf.min.mjs';
const WORKER = 'http://pdfjs.invalid/pdf.worker.min.mjs';

/** Runs in the page: loads PDF.js, renders page 1 onto the canvas and answers the text of every page. */
const RENDER = `async ({ data, lib, worker, scale }) => {
  const pdfjs = await import(lib);
  pdfjs.GlobalWorkerOptions.workerSrc = worker;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data) }).promise;
  const first = await doc.getPage(1);
  const viewport = first.getViewport({ scale });
  const canvas = document.getElementById('c');
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await first.render({ canvas, viewport }).promise;
  const texts = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return texts.join(' ');
}`;

export async function pdfAsImage(context: BrowserContext, pdf: Uint8Array, name: string, scale = 1.5): Promise<{ path: string; text: string }> {
  const page = await context.newPage();
  try {
    const dir = require.resolve('pdfjs-dist/legacy/build/pdf.min.mjs').replace(/pdf\.min\.mjs$/, '');
    await page.route('http://pdfjs.invalid/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        headers: { 'access-control-allow-origin': '*' },
        body: readFileSync(`${dir}${route.request().url().endsWith('worker.min.mjs') ? 'pdf.worker.min.mjs' : 'pdf.min.mjs'}`),
      }),
    );
    await page.route('http://pdfjs.invalid/page.html', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html><body style="margin:0;background:#888"><canvas id="c"></canvas></body></html>',
      }),
    );
    await page.goto('http://pdfjs.invalid/page.html');
    // Sent as source text: a function here would be rewritten by Vitest's module transform (its `import()` becomes a
    // helper that does not exist in the page).
    const text = (await page.evaluate(`(${RENDER})(${JSON.stringify({ data: [...pdf], lib: PDFJS, worker: WORKER, scale })})`)) as string;
    const canvas = page.locator('#c');
    const box = await canvas.boundingBox();
    await page.setViewportSize({ width: Math.ceil(box?.width ?? 900), height: Math.ceil(box?.height ?? 1200) });
    return { path: await screenshot(page, name), text };
  } finally {
    await page.close();
  }
}
