import { useEffect } from 'react';

/**
 * What a person did on the server's HTML before the app took it over: the page paints before its
 * scripts are even requested (public-web/boot.js), so a quick visitor can type, press a button,
 * follow a link or send a form while nothing answers yet. boot.js holds the presses, clicks and
 * sends; the typed text stays in the fields. Once the page is hydrated, both are handed to React.
 */

/** A press, a link click or a send that boot.js held, with the element it was made on. */
export type EarlyAction =
  | { type: 'click'; target: HTMLButtonElement | HTMLAnchorElement }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

declare global {
  interface Window {
    /** Set by boot.js: stops holding and returns what it held, in order. */
    __earlyActions?: { take(): EarlyAction[] };
  }
}

/** Set on <html> once the app has taken the page over and played what was held. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

const TEXT_FIELDS = ['input:not([type])', 'text', 'email', 'search', 'tel', 'url', 'password', 'number']
  .map((type) => (type.startsWith('input') ? type : `input[type="${type}"]`))
  .concat('textarea')
  .join(', ');

/**
 * Hands React the text typed into its fields before hydration. React 19's hydrateRoot leaves a
 * field's value as the visitor left it but keeps the state it rendered, and takes the typed text
 * as the field's last known value: no change event ever tells the component, and its next render
 * puts the rendered value back. After hydration, a controlled field's `defaultValue` is what React
 * rendered; where the text differs, the field is set back to it through React's own setter and to
 * the typed text through the element's, and an input event then reaches onChange as typing would.
 */
function adoptTypedValues(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const setTyped = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    if (!setTyped) continue;
    field.value = field.defaultValue;
    setTyped.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** A task later: React has rendered what the last step changed, so the next one meets it. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * Plays the held presses and sends again, in order, on elements still on the page, each in a task
 * of its own as a person's would be: a handler then reads the state the step before it left.
 */
async function replay(actions: EarlyAction[]): Promise<void> {
  for (const action of actions) {
    await nextTask();
    if (!action.target.isConnected) continue;
    if (action.type === 'click') {
      if (!(action.target instanceof HTMLButtonElement && action.target.disabled)) action.target.click();
    } else if (action.submitter?.isConnected) {
      action.target.requestSubmit(action.submitter);
    } else {
      action.target.requestSubmit();
    }
  }
}

/** The root the app last took over: a visit has one, and later pages of it have nothing to take. */
let takenOver: HTMLElement | null = null;

/**
 * Called once the page is hydrated: the typed text first (what was typed came before the press
 * that sends it), then the held actions; then the document says it is hydrated.
 */
function takeOverEarlyActions(root: HTMLElement | null = document.getElementById('root')): void {
  if (root === takenOver) return;
  takenOver = root;
  const actions = window.__earlyActions?.take() ?? [];
  if (root) adoptTypedValues(root);
  void replay(actions).finally(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''));
}

/**
 * Rendered after a page inside the same Suspense boundary, so its effect runs once the whole page
 * (its lazily loaded route included) is hydrated, not when only the layout around it is.
 */
export function HydrationMark(): null {
  useEffect(() => takeOverEarlyActions(), []);
  return null;
}
