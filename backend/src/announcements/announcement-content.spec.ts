import { composeCopy, renderAnnouncement, type CopyWords } from './announcement-content';

const CLAIM_URL = 'https://play.example/claim?code=c0de';

const words: CopyWords = {
  footer: (handle) => `You get this because you reserved ${handle}.`,
  unsubscribe: 'Unsubscribe',
  manage: 'Manage your reservation',
  lang: 'en',
};

function copyOf(body: string, copyWords: CopyWords = words) {
  return composeCopy(
    renderAnnouncement('News', body),
    {
      handle: 'neo_99',
      product: 'GameShift',
      claim_url: CLAIM_URL,
      unsubscribe_url: 'https://play.example/unsubscribe/t',
      manage_url: 'https://play.example/manage/m',
    },
    copyWords,
  );
}

/** Each `<a …>` opening tag of `html`. */
const links = (html: string) => html.match(/<a\s[^>]*>/g) ?? [];

describe(composeCopy.name, () => {
  it('makes a link of a claim URL the text shows as words, in the HTML part', () => {
    const copy = copyOf('Claim your ID at {claim_url} today.');
    expect(copy.html).toContain(`<a href="${CLAIM_URL}" style="color:#a99bff;text-decoration:underline">${CLAIM_URL}</a> today`);
    expect(copy.text).toContain(`Claim your ID at ${CLAIM_URL} today.`);
  });

  it('leaves a claim URL that is already a link’s address or words as that one link', () => {
    const copy = copyOf('[Claim it]({claim_url}) or [{claim_url}]({claim_url})');
    expect(links(copy.html).filter((tag) => tag.includes(CLAIM_URL))).toHaveLength(2);
    expect(copy.html).not.toMatch(/<a [^>]*>[^<]*<a /);
  });

  it('renders a markdown table as a table that wraps within the card', () => {
    const copy = copyOf('| Day | Time |\n| --- | --- |\n| Friday | 18:00 |');
    expect(copy.html).not.toContain('| Day |');
    expect(copy.html).toMatch(/<table style="[^"]*width:100%;table-layout:fixed/);
    expect(copy.html).toMatch(/<th style="[^"]*">Day<\/th>/);
    expect(copy.html).toMatch(/<td style="[^"]*">18:00<\/td>/);
    // The plain-text part keeps the markdown, which reads as a table.
    expect(copy.text).toContain('| Friday | 18:00 |');
  });

  it('gives every link its own colour, the bare addresses of the text included', () => {
    const copy = copyOf('See [our news page](https://play.example/learn) and https://play.example/faq.');
    const tags = links(copy.html);
    expect(tags.map((tag) => /href="([^"]*)"/.exec(tag)![1])).toEqual([
      'https://play.example/learn',
      'https://play.example/faq',
      'https://play.example/manage/m',
      'https://play.example/unsubscribe/t',
    ]);
    for (const tag of tags) expect(tag).toMatch(/style="[^"]*color:#/);
  });

  it('ends every copy with its manage and unsubscribe links, in both parts', () => {
    const copy = copyOf('Hello');
    expect(copy.html).toMatch(/>Manage your reservation<\/a> · <a [^>]*>Unsubscribe<\/a>/);
    expect(copy.text).toMatch(/--\nYou get this because you reserved neo_99\.\nManage your reservation: \S+\nUnsubscribe: \S+$/);
  });

  it('marks a test copy’s notice as English, the portal’s language, inside a copy in another', () => {
    const spanish = copyOf('Hola', { ...words, lang: 'es', testNotice: 'This is a test copy.' });
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toMatch(/<p lang="en" [^>]*>This is a test copy\.<\/p>/);
    expect(spanish.text.startsWith('This is a test copy.\n\nHola')).toBe(true);
    const english = copyOf('Hi', { ...words, testNotice: 'This is a test copy.' });
    expect(english.html).toMatch(/<p style="[^"]*">This is a test copy\.<\/p>/);
  });

  it('escapes raw HTML of the text and of the values it fills in, and drops unsafe links', () => {
    const copy = composeCopy(
      renderAnnouncement('News', '<script>x</script>\n\n[click](javascript:alert(1)) for {handle}'),
      { handle: '<b>', product: 'GameShift', claim_url: CLAIM_URL, unsubscribe_url: 'https://play.example/unsubscribe/t' },
      words,
    );
    expect(copy.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(copy.html).toContain('for &#60;b&#62;');
    expect(copy.html).not.toMatch(/<script|<b>|href="javascript:/i);
  });
});
