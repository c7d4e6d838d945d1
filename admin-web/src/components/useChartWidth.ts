import { useCallback, useState } from 'react';

/**
 * The width in CSS pixels of the element the returned ref is given to, kept up to date as the window
 * changes. A chart drawn at this width keeps its text at the size it was written in; one drawn at a
 * fixed width and scaled to fit shrank its 11 px labels to 5 px on a phone.
 */
export function useChartWidth(fallback: number): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // React 19 calls the cleanup a ref callback returns when the element goes.
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * How to anchor the date under bar `index` of `count`: the first and last labels are anchored at
 * their outer edge so that neither is cut off at the chart's border.
 */
export function labelAnchor(index: number, count: number): 'start' | 'middle' | 'end' {
  if (count > 1 && index === 0) return 'start';
  if (count > 1 && index === count - 1) return 'end';
  return 'middle';
}

/** Roughly how wide a short date ("Oct 27") is at the chart's font size, with a gap, in pixels. */
export const DATE_LABEL_ROOM = 64;
