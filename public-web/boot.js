/* global document, requestAnimationFrame */
// Starts the app once the page the server rendered has painted (and its hero image, where the
// page has one, has arrived): the entry script downloads meanwhile at low priority, so it takes no
// bandwidth from what the first paint needs and still runs as soon as the page is on screen.
const entry = document.getElementById('app-entry');
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  // A frame, then a task: the callback runs after the frame has painted.
  requestAnimationFrame(() => setTimeout(() => import(entry.href), 0));
};
const hero = document.querySelector('img[fetchpriority="high"]');
if (hero && !hero.complete) {
  hero.addEventListener('load', start, { once: true });
  hero.addEventListener('error', start, { once: true });
  // A slow image never holds the page back for long.
  setTimeout(start, 2500);
} else {
  start();
}
