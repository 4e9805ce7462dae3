import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface RowWindow {
  /** First rendered row (inclusive). */
  start: number;
  /** Last rendered row (exclusive). */
  end: number;
  /** Space standing in for the rows above and below the rendered ones. */
  padTop: number;
  padBottom: number;
}

/**
 * The rows of a fixed-height list that are in view, plus `overscan` rows either side: all the browser
 * lays out, whether the list has 25 rows or thousands (size 0 loads every row).
 */
export function computeWindow(count: number, rowHeight: number, scrollTop: number, viewport: number, overscan: number): RowWindow {
  if (count === 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(viewport, rowHeight) / rowHeight);
  const start = Math.max(0, Math.min(count - 1, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}

/**
 * Follows the scroll container: its scroll position and height decide the window. The overscan is
 * generous so arrow keys always find the next row in the DOM; focusing it scrolls it into view, which
 * moves the window along.
 */
export function useRowWindow(containerRef: RefObject<HTMLElement | null>, count: number, rowHeight: number, headerHeight = 0, overscan = 12): RowWindow {
  const [view, setView] = useState({ scrollTop: 0, height: 600 });

  const measure = useCallback(() => {
    const el = containerRef.current;
    if (!el) return;
    const next = { scrollTop: Math.max(0, el.scrollTop - headerHeight), height: el.clientHeight };
    setView((v) => (v.scrollTop === next.scrollTop && v.height === next.height ? v : next));
  }, [containerRef, headerHeight]);

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return undefined;
    measure();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [containerRef, measure]);

  return computeWindow(count, rowHeight, view.scrollTop, view.height, overscan);
}
