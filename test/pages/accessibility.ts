import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { ACCESSIBILITY_WIDTHS } from './accessibility-states';

/** HTML_CodeSniffer's browser build, read once per worker and evaluated in each page it judges. */
const CODE_SNIFFER_SOURCE = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** What axe judges: the whole page, less what `exclude` selects (a context as axe.run takes it). */
type AxeContext = { include: string[]; exclude: string[] };

/**
 * axe's violations on the page as it stands: axe-core's source is evaluated once per page and then
 * run there for each look, as HTML_CodeSniffer is. (@axe-core/playwright's AxeBuilder evaluated the
 * source again at every look, and opened a blank page for each look to gather its results in: a
 * third of the accessibility checks' CPU.) Frames: axe would wait on a frame without its source
 * until the test times out, so a frame the check would go into fails it at once, to be excluded or
 * given axe here; the portal's mail preview, the only frame of the site, is excluded where it shows.
 */
export async function axeViolations(
  page: Page,
  { exclude = [], options = {} }: { exclude?: string[]; options?: axe.RunOptions } = {},
): Promise<axe.Result[]> {
  // Through the DevTools protocol, as HTML_CodeSniffer is brought in: the site's
  // Content-Security-Policy forbids inline scripts, and the evaluation is not one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const context: AxeContext = { include: [], exclude };
  const run = await page.evaluate(
    async ({ context, options }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const frames = engine.utils.getFrameContexts(context, options).map((frame) => String(frame.frameSelector));
      if (frames.length > 0) return { frames, violations: [] };
      // Only the violations are read: axe then describes one node of each other result (resultTypes)
      // instead of finding a selector for every node that passed, and the violations are as they were.
      return { frames, violations: (await engine.run(context, { ...options, resultTypes: ['violations'] })).violations };
    },
    { context, options },
  );
  if (run.frames.length > 0) throw new Error(`axe would judge frames it was not brought into: ${run.frames.join(', ')}`);
  return run.violations;
}

/** The serious and critical axe violations on the page as it stands, one line each, leaving out what `exclude` selects. */
export async function seriousViolations(page: Page, exclude: string[] = [], enable: string[] = []): Promise<string[]> {
  const options: axe.RunOptions = enable.length > 0 ? { rules: Object.fromEntries(enable.map((rule) => [rule, { enabled: true }])) } : {};
  const violations = await axeViolations(page, { exclude, options });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

type CodeSnifferRun = { errors: string[] } | { threw: string };

/**
 * HTML_CodeSniffer's WCAG2AA errors on the page as it stands, one line each (its warnings and
 * notices ask a person to judge, so they are left out), or what it threw.
 */
export async function codeSnifferErrors(page: Page): Promise<CodeSnifferRun> {
  // Through the DevTools protocol, as axe is brought in: the site's Content-Security-Policy
  // forbids inline scripts, and the evaluation is not one.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(CODE_SNIFFER_SOURCE);
  return page.evaluate(() => {
    type Message = { type: number; code: string; msg: string; element: Element | Document };
    const sniffer = (window as unknown as { HTMLCS: { process: (...args: unknown[]) => void; getMessages: () => Message[] } }).HTMLCS;
    const ERROR = 1;
    const describe = (element: Element | Document): string => {
      if (!(element instanceof Element)) return 'the document';
      const html = element.outerHTML.replace(/\s+/g, ' ');
      return html.length > 160 ? `${html.slice(0, 160)}…` : html;
    };
    return new Promise<CodeSnifferRun>((resolve) => {
      try {
        sniffer.process(
          'WCAG2AA',
          document,
          () =>
            resolve({
              errors: sniffer
                .getMessages()
                .filter((message) => message.type === ERROR)
                .map((message) => `${message.code}: ${message.msg} (${describe(message.element)})`),
            }),
          () => resolve({ threw: 'could not load the WCAG2AA standard' }),
          'en',
        );
      } catch (error) {
        resolve({ threw: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      }
    });
  });
}

export type AccessibleOptions = {
  /**
   * Parts axe leaves out, by CSS selector: a frame that runs no script (the announcement preview's
   * sandbox) cannot take axe, whose run would wait on it until the test times out.
   */
  exclude?: string[];
  /**
   * axe rules to run beside its defaults, by id: its experimental ones are off unless asked for,
   * such as label-content-name-mismatch (WCAG 2.5.3, a control's name holds the words it shows).
   */
  enable?: string[];
};

/**
 * Judges the page as it stands with both engines at each width, in this one visit: no serious or
 * critical axe violation and no HTML_CodeSniffer WCAG2AA error. Where HTML_CodeSniffer throws, axe
 * alone judges that width, and the test's annotations say so.
 */
export async function expectAccessible(page: Page, { exclude = [], enable = [] }: AccessibleOptions = {}): Promise<void> {
  const findings: string[] = [];
  for (const size of ACCESSIBILITY_WIDTHS) {
    await page.setViewportSize(size);
    // Lets media-query listeners (the portal's menu, the news layout) render for the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The portal's menu, open beside the page at 1280 px, opens over it on a phone when the window
    // narrows, and hides the page from both engines: close it, as a person on a phone finds it.
    const menuOverPage = page.locator('.MuiDrawer-modal .MuiBackdrop-root');
    if (await menuOverPage.isVisible()) {
      await menuOverPage.click({ position: { x: size.width - 5, y: size.height / 2 } });
      await menuOverPage.waitFor({ state: 'hidden', timeout: 5000 });
    }
    // A transition under way (a menu closing, a notice fading) is judged as it will stand, not
    // half-way; a spinner's endless turn is not waited for.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    findings.push(...(await seriousViolations(page, exclude, enable)).map((finding) => `${size.width}px axe ${finding}`));
    const sniffed = await codeSnifferErrors(page);
    if ('threw' in sniffed) {
      test.info().annotations.push({
        type: 'axe alone',
        description: `HTML_CodeSniffer threw at ${size.width}px (${sniffed.threw}); axe alone judged this width`,
      });
    } else {
      findings.push(...sniffed.errors.map((error) => `${size.width}px HTML_CodeSniffer ${error}`));
    }
  }
  expect(findings).toEqual([]);
}
