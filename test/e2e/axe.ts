import AxeBuilder from '@axe-core/playwright';
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

/** `include`: only that part of the page (a tour of many screens checks the shell around them once). */
async function analyze(page: Page, exclude: readonly string[], include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page: page as never })
    // Only the violations' nodes come back: by default every passing and inapplicable rule lists its nodes too (the
    // HTML of most of the page, a few MB per check), serialised in the page and parsed by the test. Set first:
    // `options` replaces what `withTags` set.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // axe.run in the page itself: the default opens a blank page per check to merge frames' results (we have none).
    .setLegacyMode(true)
    .exclude('[data-tabster-dummy]');
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
