import { FrontMatterError, parseFrontMatter } from './front-matter';

describe(parseFrontMatter.name, () => {
  it('reads plain, quoted, numeric and list values and the body after the closing line', () => {
    const { data, body } = parseFrontMatter(
      [
        '---',
        'title: Hello world # a comment',
        'quoted: "Say \\"hi\\": now"',
        "single: 'it''s here'",
        'date: 2025-01-02',
        'minutes: 4',
        'flag: true',
        'tags: [one, "two, three", \'four\']',
        'list:',
        '  - a',
        '  - "b c"',
        '---',
        '',
        '# Body',
      ].join('\n'),
    );
    expect(data).toEqual({
      title: 'Hello world',
      quoted: 'Say "hi": now',
      single: "it's here",
      date: '2025-01-02',
      minutes: 4,
      flag: true,
      tags: ['one', 'two, three', 'four'],
      list: ['a', 'b c'],
    });
    expect(body).toBe('# Body');
  });

  it('accepts Windows line ends and a byte-order mark', () => {
    expect(parseFrontMatter('\uFEFF---\r\ntitle: x\r\n---\r\nbody').data).toEqual({ title: 'x' });
  });

  it('gives an empty list for a key without items', () => {
    expect(parseFrontMatter('---\ntags:\n---\n').data).toEqual({ tags: [] });
  });

  it.each([
    ['no opening line', 'title: x\n---\n', /must start with a --- line/],
    ['no closing line', '---\ntitle: x\n', /not closed/],
    ['a line that is not key: value', '---\ntitle x\n---\n', /line 2: expected "key: value"/],
    ['a key given twice', '---\na: 1\na: 2\n---\n', /line 3: a is given twice/],
    ['an unterminated double quote', '---\na: "x\n---\n', /line 2: unterminated/],
    ['an unterminated single quote', "---\na: 'x\n---\n", /line 2: unterminated/],
    ['a list item without a key', '---\n  - x\n---\n', /line 2: a list item must follow/],
    ['an unclosed list', '---\na: [x, y\n---\n', /must close on the same line/],
    ['YAML beyond the supported part', '---\na: {x: 1}\n---\n', /unsupported YAML syntax/],
    ['a block scalar', '---\na: >\n  text\n---\n', /unsupported YAML syntax/],
  ])('refuses %s', (_name, source, message) => {
    expect(() => parseFrontMatter(source)).toThrow(FrontMatterError);
    expect(() => parseFrontMatter(source)).toThrow(message);
  });
});
