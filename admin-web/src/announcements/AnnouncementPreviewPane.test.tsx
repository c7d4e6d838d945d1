import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { AnnouncementTranslations, Locale } from '@gameshift/contracts';
import { stubFetch, type FetchStub } from '../../../jest/fetchStub';
import { announcementText } from '../messages';
import { AnnouncementPreviewPane } from './AnnouncementPreviewPane';
import type { EditorWords } from './usePreview';

jest.setTimeout(20_000);

const PREVIEW_PATH = '/api/admin/announcements/preview';

type PreviewRequest = { subject: string; body: string; locale: Locale; translations?: AnnouncementTranslations };

/**
 * The server's preview: the words of the asked language's translation when given (English ones
 * otherwise) echoed inside markers, so a test can see which words it rendered and in which language.
 */
function serverRenders(): FetchStub {
  return stubFetch(({ path, body }) => {
    if (path !== PREVIEW_PATH) return { status: 404, body: { error: 'Not found' } };
    const request = body as PreviewRequest;
    const translation = request.translations?.[request.locale as Exclude<Locale, 'en'>];
    const language = translation ? request.locale : 'en';
    const { subject, body: text } = translation ?? request;
    if (text.includes('{name}')) return { status: 400, body: { error: 'Unknown placeholder {name}.', field: 'body' } };
    return {
      status: 200,
      body: { language, subject, html: `<html lang="${language}"><body><h1>${text}</h1></body></html>`, text: `${text}\n--\nfooter` },
    };
  });
}

const pane = (subject: string, body: string, more: Partial<EditorWords> = {}, onLocaleChange: (locale: Locale) => void = () => {}) => (
  <StrictMode>
    <AnnouncementPreviewPane words={{ subject, body, locale: 'en', ...more }} onLocaleChange={onLocaleChange} />
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
    expect(frame.getAttribute('srcdoc')).toBe('<html lang="en"><body><h1>Hello</h1></body></html>');
    expect(screen.getByRole('figure', { name: announcementText.previewText })).toHaveTextContent('Hello -- footer');
    expect(screen.getByText('Launch')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('tab', { name: 'English', selected: true })).toBeInTheDocument();
  });

  it('calls the server once for a burst of typing, with the last words', async () => {
    stub = serverRenders();
    const { rerender } = render(pane('Launch', 'H'));
    for (const body of ['He', 'Hel', 'Hell', 'Hello']) rerender(pane('Launch', body));
    const frame = await screen.findByTitle(announcementText.previewHtml);
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Hello</h1>');
    expect(stub.requests.map((r) => r.body)).toEqual([{ subject: 'Launch', body: 'Hello', locale: 'en' }]);
  });

  it('says why the server refused the words and keeps the last good preview', async () => {
    stub = serverRenders();
    const { rerender } = render(pane('Launch', 'Hello'));
    await screen.findByTitle(announcementText.previewHtml);
    rerender(pane('Launch', 'Hello {name}'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown placeholder {name}.');
    expect(screen.getByTitle(announcementText.previewHtml).getAttribute('srcdoc')).toContain('<h1>Hello</h1>');
  });

  it('shows the copy of the language chosen: its translation, a hint while half written, English where there is none', async () => {
    stub = serverRenders();
    const chosen: Locale[] = [];
    const choose = (locale: Locale) => chosen.push(locale);
    const spanish = { locale: 'es' as const, translation: { subject: 'Lanzamiento', body: 'Hola' } };
    const { rerender } = render(pane('Launch', 'Hello', spanish, choose));
    const frame = await screen.findByTitle(announcementText.previewHtml);
    expect(frame.getAttribute('srcdoc')).toBe('<html lang="es"><body><h1>Hola</h1></body></html>');
    expect(screen.getByText('Lanzamiento')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('figure', { name: announcementText.previewText }).querySelector('pre')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('tabpanel', { name: 'Español' })).toContainElement(frame);
    expect(stub.requests.map((r) => r.body)).toEqual([
      { subject: 'Launch', body: 'Hello', locale: 'es', translations: { es: { subject: 'Lanzamiento', body: 'Hola' } } },
    ]);

    // Only the title written so far: no copy yet, and no call.
    rerender(pane('Launch', 'Hello', { locale: 'es', translation: { subject: 'Lanzamiento', body: '' } }, choose));
    expect(screen.getByText(announcementText.copyIncomplete('Español'))).toBeInTheDocument();
    expect(screen.queryByTitle(announcementText.previewHtml)).toBeNull();

    // No German translation: the English copy German reservers get, said to be so, never the Spanish one meanwhile.
    rerender(pane('Launch', 'Hello', { locale: 'de' }, choose));
    expect(screen.queryByTitle(announcementText.previewHtml)).toBeNull();
    expect(await screen.findByText(announcementText.copyFallback('Deutsch'))).toBeInTheDocument();
    expect(screen.getByTitle(announcementText.previewHtml).getAttribute('srcdoc')).toContain('<h1>Hello</h1>');
    expect(stub.requests.at(-1)?.body).toEqual({ subject: 'Launch', body: 'Hello', locale: 'de' });

    screen.getByRole('tab', { name: '日本語' }).click();
    await waitFor(() => expect(chosen).toEqual(['ja']));
  });
});
