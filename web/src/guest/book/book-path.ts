/**
 * Which booking page a path is (shared/spa-fallback.ts GUEST_PAGE_PATTERNS serves guest.html for the same four):
 * trips (`/book/online`) or stays (`/book/resort`), v1 a single page for embedding, v2 (`-v2`) the steps with the
 * price calendar. Kept apart from the engine so the guest entry's first chunk knows it without loading the pages.
 */
export type Flow = 'trip' | 'stay';
export type Layout = 'single' | 'steps';

export interface BookPage {
  flow: Flow;
  layout: Layout;
}

export function bookPageOf(pathname: string): BookPage | undefined {
  const m = /^\/book\/(online|resort)(-v2)?\/?$/.exec(pathname);
  if (!m) return undefined;
  return { flow: m[1] === 'online' ? 'trip' : 'stay', layout: m[2] ? 'steps' : 'single' };
}
