import { formatMessage, messageArguments } from './message-format';
import { localize, siteArguments } from './localize';
import { USER_ID } from '../constants';

describe('formatMessage', () => {
  it('fills arguments and formats numbers in the language', () => {
    expect(formatMessage('Hola {name}', { name: 'Ana' }, 'es')).toBe('Hola Ana');
    expect(formatMessage('{n} Antworten', { n: 12345 }, 'de')).toBe('12.345 Antworten');
  });

  it('chooses plural forms by the language rules', () => {
    const pattern = '{minutes, plural, one {# minuto} other {# minutos}}';
    expect(formatMessage(pattern, { minutes: 1 }, 'es')).toBe('1 minuto');
    expect(formatMessage(pattern, { minutes: 5 }, 'es')).toBe('5 minutos');
    expect(formatMessage('{n, plural, =0 {nenhuma} one {# resposta} other {# respostas}}', { n: 0 }, 'pt-BR')).toBe('nenhuma');
    expect(formatMessage('{n, plural, other {#分}}', { n: 1 }, 'ja')).toBe('1分');
  });

  it('selects, quotes braces and leaves an unknown argument visible', () => {
    expect(formatMessage('{k, select, a {A} other {O}}', { k: 'a' }, 'de')).toBe('A');
    expect(formatMessage("'{'x'}' {y}", { y: 1 }, 'de')).toBe('{x} 1');
    expect(formatMessage('{missing}', {}, 'de')).toBe('{missing}');
  });

  it('lists the arguments a pattern uses, inside plural branches too', () => {
    expect(messageArguments('{a} {b, plural, one {# {c}} other {#}}')).toEqual(['a', 'b', 'c']);
  });

  it('shortens a count the language’s way with ::compact-short, and refuses another style', () => {
    expect(formatMessage('{n, number, ::compact-short} replies', { n: 1500 }, 'en')).toBe('1.5K replies');
    expect(formatMessage('{n, number, ::compact-short}件', { n: 12_000 }, 'ja')).toBe('1.2万件');
    expect(formatMessage('{n, number}', { n: 1500 }, 'en')).toBe('1,500');
    expect(() => formatMessage('{n, number, percent}', { n: 1 }, 'en')).toThrow('Unknown number style');
  });
});

describe('localize', () => {
  const english = { title: 'Hello', count: (n: number, who: string) => `${n} for ${who}`, nested: { list: ['one', 'two'] } };

  it('keeps the shape and formats functions by argument name', () => {
    const de = localize(
      english,
      { title: 'Hallo {product}, {handleMin} Zeichen', count: '{who}: {n}', nested: { list: ['eins', 'zwei'] } },
      { count: ['n', 'who'] },
      'de',
      siteArguments('Game'),
    );
    expect(de.title).toBe(`Hallo Game, ${USER_ID.min} Zeichen`);
    expect(de.count(1200, 'Ana')).toBe('Ana: 1.200');
    expect(de.nested.list).toEqual(['eins', 'zwei']);
  });

  it('falls back to English for a missing text', () => {
    expect(localize(english, {}, {}, 'de', siteArguments('Game')).title).toBe('Hello');
  });
});
