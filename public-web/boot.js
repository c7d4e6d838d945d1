/* global document, requestAnimationFrame, PerformanceObserver */
// Starts the app once the page the server rendered has painted its main content (its largest
// contentful paint: the text, or an article's hero image). Only then are the entry and the page's
// chunks requested, together, so on a slow phone they take no bandwidth from that paint.
const boot = document.querySelector('script[data-entry]');
const entry = boot?.dataset.entry;
const chunks = (boot?.dataset.chunks ?? '').split(' ').filter(Boolean);
let started = false;
const load = () => {
  if (started || !entry) return;
  started = true;
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
};
// A frame, then a task: the callback runs after the frame has painted.
const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0));
const kinds = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
const kind = ['largest-contentful-paint', 'paint'].find((type) => kinds.includes(type));
if (!document.getElementById('root')?.firstElementChild) {
  // A page the server did not render has nothing to paint before its script: start at once.
  load();
} else if (kind) {
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    afterPaint();
  }).observe({ type: kind, buffered: true });
  // A page that paints nothing large (or late) is never held back for long.
  setTimeout(load, 3000);
} else {
  afterPaint();
}
