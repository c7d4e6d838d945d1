import { codeSnifferErrors, expectAccessible, seriousViolations } from '../pages/accessibility';
import { expect, test } from '../support/fixtures';

// The two engines that judge every page (test/pages/accessibility-states.ts), shown to see faults,
// so a clean result over the site means the pages are clean and not that an engine never ran.
test.describe('the accessibility engines', () => {
  const html = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Engines</title></head><body><main>${body}</main></body></html>`;

  test('both report an image without a text alternative, and HTML_CodeSniffer a form nobody can submit', async ({ page: browserPage }) => {
    await browserPage.setContent(
      html('<h1>Faults</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><form><label>Search <input name="q"></label></form>'),
    );
    expect(await seriousViolations(browserPage)).toEqual([expect.stringMatching(/^image-alt: /)]);
    const sniffed = await codeSnifferErrors(browserPage);
    expect(sniffed).toEqual({
      errors: expect.arrayContaining([expect.stringMatching(/\.H37: /), expect.stringMatching(/\.H32\.2: /)]),
    });
  });

  test('leave a page with no fault clean, at both widths, and refuse a frame axe was not brought into', async ({ page: browserPage }) => {
    await browserPage.setContent(html('<h1>Clean</h1><form><label>Search <input name="q"></label><button>Search</button></form>'));
    await expectAccessible(browserPage);
    expect(test.info().annotations).toEqual([]);
    // axe runs in the page only: a frame it would go into fails the check at once, not at the test's timeout.
    await browserPage.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'Framed';
      frame.srcdoc = '<p>Framed</p>';
      document.querySelector('main')?.append(frame);
    });
    await expect(seriousViolations(browserPage)).rejects.toThrow(
      'axe would judge frames it was not brought into: html > body > main > iframe',
    );
    expect(await seriousViolations(browserPage, ['iframe'])).toEqual([]);
  });

  test('let axe alone judge where HTML_CodeSniffer throws, and say so', async ({ page: browserPage }) => {
    // An email field filled as a username: HTML_CodeSniffer 2.5.1 looks up its message for that
    // under a misspelt key and throws, as on the portal's sign-in page.
    await browserPage.setContent(
      html('<h1>Sign in</h1><form><label>Email <input type="email" autocomplete="username"></label><button>Sign in</button></form>'),
    );
    expect(await codeSnifferErrors(browserPage)).toEqual({ threw: expect.stringMatching(/TypeError/) });
    await expectAccessible(browserPage);
    expect(test.info().annotations.map((annotation) => annotation.type)).toEqual(['axe alone', 'axe alone']);
  });
});
