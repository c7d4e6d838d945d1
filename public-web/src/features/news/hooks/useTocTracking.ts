import { activeTocEntry, TOC, type TocEntry } from '@gameshift/contracts';
import { useEffect, useState } from 'react';

/**
 * Follows scrolling: the entry whose section is within 150 px of the top, and whether the page has
 * scrolled past 200 px (the table of contents then fades).
 */
export function useTocTracking(entries: readonly TocEntry[]): { activeId: string | undefined; faded: boolean } {
  const [activeId, setActiveId] = useState<string | undefined>(entries[0]?.id);
  const [faded, setFaded] = useState(false);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = entries.flatMap((entry) => {
        const element = document.getElementById(entry.id);
        return element ? [{ id: entry.id, top: element.getBoundingClientRect().top }] : [];
      });
      setActiveId(activeTocEntry(tops, TOC.activeThreshold));
      setFaded(window.scrollY > TOC.fadeThreshold);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [entries]);

  return { activeId, faded };
}

/** Smooth-scrolls so the section starts 100 px below the top of the window, then moves focus there. */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - TOC.scrollOffset;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  window.history.replaceState(window.history.state, '', `#${id}`);
  element.focus({ preventScroll: true });
}
