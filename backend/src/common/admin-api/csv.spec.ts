import { csvField, csvLine } from './csv';

describe(csvField.name, () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('x\ny')).toBe('"x\ny"');
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
  });

  it('writes dates as ISO 8601 and nothing for null', () => {
    expect(csvField(new Date('2026-11-01T12:00:00Z'))).toBe('2026-11-01T12:00:00.000Z');
    expect(csvField(null)).toBe('');
  });
});

describe(csvLine.name, () => {
  it('ends rows with CRLF', () => {
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n');
  });
});
