import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { stubFetch, type FetchStub } from '../../../jest/fetchStub';
import { announcementText } from '../messages';
import { AnnouncementPreviewPane } from './AnnouncementPreviewPane';

jest.setTimeout(20_000);

const PREVIEW_PATH = '/api/admin/announcements/preview';

/** The server's preview: the subject and body echoed inside markers, so a test can see which words it rendered. */
function serverRenders(): FetchStub {
  return stubFetch(({ path, body }) => {
    const { subject, body: text } = body as { subject: string; body: string };
    if (path !== PREVIEW_PATH) return { status: 404, body: { error: 'Not found' } };
    if (text.includes('{name}')) return { status: 400, body: { error: 'Unknown placeholder {name}.', field: 'body' } };
    return { status: 200, body: { subject, html: `<html><body><h1>${text}</h1></body></html>`, text: `${text}\n--\nfooter` } };
  });
}

const pane = (subject: string, body: string) => (
  <StrictMode>
    <AnnouncementPreviewPane subject={subject} body={body} />
  </StrictMode>
);

describe('AnnouncementPreviewPane', () => {
  let stub: FetchStub | undefined;
  afterEach(() => stub?.restore());

  it('asks for words before there is anything to preview, and calls nobody', () => {
    stub = serverRenders();
    render(pane('', ''));
    expect(screen.getByText(announcementText.previewHint)).toBeInTheDocument();
    expect(stub.requests).toEqual([]);
  });

  it('shows the server’s HTML in a sandboxed frame and its text, once the words rest', async () => {
    stub = serverRenders();
    render(pane('Launch', 'Hello'));
    const frame = await screen.findByTitle(announcementText.previewHtml);
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox: the mail's HTML runs no script and cannot reach the portal.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<html><body><h1>Hello</h1></body></html>');
    expect(screen.getByRole('figure', { name: announcementText.previewText })).toHaveTextContent('Hello -- footer');
    expect(screen.getByText(announcementText.previewSubject('Launch'))).toBeInTheDocument();
  });

  it('calls the server once for a burst of typing, with the last words', async () => {
    stub = serverRenders();
    const { rerender } = render(pane('Launch', 'H'));
    for (const body of ['He', 'Hel', 'Hell', 'Hello']) rerender(pane('Launch', body));
    const frame = await screen.findByTitle(announcementText.previewHtml);
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Hello</h1>');
    expect(stub.requests.map((r) => r.body)).toEqual([{ subject: 'Launch', body: 'Hello' }]);
  });

  it('says why the server refused the words and keeps the last good preview', async () => {
    stub = serverRenders();
    const { rerender } = render(pane('Launch', 'Hello'));
    await screen.findByTitle(announcementText.previewHtml);
    rerender(pane('Launch', 'Hello {name}'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown placeholder {name}.');
    expect(screen.getByTitle(announcementText.previewHtml).getAttribute('srcdoc')).toContain('<h1>Hello</h1>');
  });
});
