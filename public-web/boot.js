/* global document, window, requestAnimationFrame, Element, HTMLAnchorElement, HTMLInputElement, PerformanceObserver */
// The one script a page names in its head. It starts the app once the page the server rendered has
// painted its main content (its largest contentful paint: the text, or an article's hero image);
// only then are the entry and the page's chunks requested, together, so on a slow phone they take
// no bandwidth from that paint.
//
// Until the app has taken over, what a person does on the server's HTML is kept for it: a press of
// a button or a link and a form sent are held here and handed to the app, which plays them again
// once hydrated (src/app/earlyActions.ts), so a button answers and a link opens in the app as they
// would a moment later. Typed text stays in its field, where the app finds it. Links that leave
// the app or stay on the page (a new tab, a download, another site, an anchor) work as they are.
const boot = document.querySelector('script[data-entry]');
const entry = boot?.dataset.entry;
const chunks = (boot?.dataset.chunks ?? '').split(' ').filter(Boolean);
const root = document.getElementById('root');

/** A link the app would open itself: a plain click on a link to another page of this site. */
const opensInApp = (link, event) =>
  !event.ctrlKey &&
  !event.metaKey &&
  !event.shiftKey &&
  !event.altKey &&
  (link.target === '' || link.target === '_self') &&
  !link.hasAttribute('download') &&
  link.origin === window.location.origin &&
  !(link.pathname === window.location.pathname && link.search === window.location.search && link.hash !== '');

const held = [];
const hold = (event) => {
  if (!(event.target instanceof Element) || !root?.contains(event.target)) return;
  if (event.type === 'click') {
    const control = event.target.closest('button, a[href]');
    if (!control || control.disabled || (control instanceof HTMLAnchorElement && !opensInApp(control, event))) return;
    held.push({ type: 'click', target: control });
  } else {
    held.push({ type: 'submit', target: event.target, submitter: event.submitter ?? null });
  }
  // Held back from the page (a submit button's click would send its form, a link would leave) and
  // from a React root that is still hydrating, which could otherwise answer it too.
  event.preventDefault();
  event.stopPropagation();
};
// The handle is lowercased as typed (SPEC), before the app takes over as after.
const lowercaseHandle = (event) => {
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || field.name !== 'gameshift_id') return;
  const lower = field.value.toLowerCase();
  if (lower === field.value) return;
  const { selectionStart, selectionEnd } = field;
  field.value = lower;
  field.setSelectionRange(selectionStart, selectionEnd);
};
document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
document.addEventListener('input', lowercaseHandle, true);
window.__earlyActions = {
  /** Stops holding and returns what was held, in order. */
  take() {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('input', lowercaseHandle, true);
    return held.splice(0);
  },
};

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
  import(entry).catch(() => {
    // The app could not load (a dropped connection): the page stays as the server sent it, and a
    // held link opens the way it would have without the app.
    const link = window.__earlyActions.take().find((action) => action.target instanceof HTMLAnchorElement);
    if (link) window.location.assign(link.target.href);
  });
};
// A frame, then a task: the callback runs after the frame has painted.
const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0));
const kinds = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
const kind = ['largest-contentful-paint', 'paint'].find((type) => kinds.includes(type));
if (!root?.firstElementChild) {
  // A page the server did not render has nothing to paint before its script: start at once.
  load();
} else if (kind) {
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    afterPaint();
  }).observe({ type: kind, buffered: true });
  // A page that paints nothing large (or late) is never held back for long.
  setTimeout(load, 3000);
} else {
  afterPaint();
}
