import { refusedLink } from './markdown-links';

describe(refusedLink.name, () => {
  it.each([
    'A [site link](/learn) and [a section](#squads).',
    '[web](https://example.com/a?b=1&c=2), [plain](http://example.com), [chat](irc://irc.example.net/game).',
    '[mail](mailto:team@example.com) and [xmpp](xmpp:team@example.com), and https://example.com bare.',
    '![hero](/media/uploads/0123456789abcdef.png) and ![remote](https://cdn.example.com/a.png)',
    'Raw <a href="javascript:alert(1)">HTML</a> is shown as text, not followed.',
  ])('lets through %p', (markdown) => {
    expect(refusedLink(markdown)).toBeUndefined();
  });

  it.each([
    ['[click](javascript:alert(1))', 'javascript:alert(1)'],
    ['[x](JavaScript:alert(1))', 'JavaScript:alert(1)'],
    ['[file](file:///etc/passwd)', 'file:///etc/passwd'],
    ['[data][ref]\n\n[ref]: data:text/html,hi', 'data:text/html,hi'],
    ['<vbscript:msgbox>', 'vbscript:msgbox'],
    ['![pixel](data:image/png;base64,AAAA)', 'data:image/png;base64,AAAA'],
    ['![relative](images/a.png)', 'images/a.png'],
  ])('names the refused address of %p', (markdown, address) => {
    expect(refusedLink(markdown)).toBe(address);
  });
});
