import axeCore from 'axe-core';
import type { Page } from 'playwright-core';

type Animated = { document: { getAnimations(): { playState: string }[] } };

/** Resolves once no animation or transition runs on the page (a dialog has moved in, a notice faded in). */
export const still = (page: Page) =>
  page.waitForFunction(() => (globalThis as unknown as Animated).document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
    timeout: 10_000,
  });

/**
 * WCAG 2.1 A and AA violations of axe-core on the page as it is once loaded and still: Fluent's focus-trap
 * sentinels (tabster: focusable by design, they pass focus on at once) and the given selectors left out. A notice
 * fading in is half transparent and would read as low contrast, so running animations are waited for first (a
 * typed function: the app's CSP refuses string evaluation); a notice that starts to fade in after that wait (a
 * slow machine) is caught by looking again: only what is found twice, a second apart, counts.
 */
export async function violations(page: Page, exclude: readonly string[] = [], include?: string): Promise<string[]> {
  await still(page);
  const first = await analyze(page, exclude, include);
  if (first.length === 0) return first;
  await page.waitForTimeout(1000);
  await still(page);
  return analyze(page, exclude, include);
}

type Found = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };
type Axe = { axe?: { run(context: unknown, options: unknown): Promise<{ violations: Found[] }> } };

/** The rules: WCAG 2.1 A and AA; only the violations' nodes come back (not the HTML of every passing node). */
const OPTIONS = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };

/**
 * `include`: only that part of the page (a tour of many screens checks the shell around them once). axe-core itself,
 * put into the page once per document and run there: @axe-core/playwright's builder sent and ran axe's 560 KB source
 * twice on every check (docs/testing.md), although a tour checks fifty screens in one document.
 */
async function analyze(page: Page, exclude: readonly string[], include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (globalThis as unknown as Axe).axe?.run === 'function'))) {
    await page.evaluate(`${axeCore.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`);
  }
  const context = { include: include ? [include] : [], exclude: ['[data-tabster-dummy]', ...exclude] };
  const violations = await page.evaluate(
    async ({ context, options }) => (await (globalThis as unknown as Required<Axe>).axe.run(context, options)).violations,
    { context, options: OPTIONS },
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
