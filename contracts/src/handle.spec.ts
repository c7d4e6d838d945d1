import fc from 'fast-check';
import { ALLOWED_HANDLE_WORDS, BLOCKED_HANDLE_WORDS, HANDLE_WORD_PLACES, RESERVED_HANDLE_WORDS } from './blocklists';
import { findRestrictedWord, handleMessage, normalizeHandle, validateHandle } from './handle';
import type { HandleErrorCode } from './handle';
import { createMessages } from './catalogue';

const codeOf = (input: unknown, productName?: string) => {
  const verdict = validateHandle(input, { productName });
  return verdict.ok ? 'ok' : verdict.code;
};

const toFullWidth = (text: string) => Array.from(text, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0)).join('');

describe(normalizeHandle.name, () => {
  it('trims and lowercases', () => {
    expect(normalizeHandle('  Player_One ')).toBe('player_one');
  });

  it('drops the @ written before a handle', () => {
    expect(normalizeHandle(' @Player_One')).toBe('player_one');
  });
});

describe(validateHandle.name, () => {
  describe('required', () => {
    it.each(['', '   ', '\t'])('rejects the empty input %p', (input) => {
      expect(codeOf(input)).toBe('handle_required');
    });

    it.each([undefined, null, 7, {}, ['abc']])('treats the non-string %p as missing', (input) => {
      expect(codeOf(input)).toBe('handle_required');
    });
  });

  describe('format', () => {
    it('accepts letters, digits and underscores', () => {
      expect(validateHandle('pixel_runner_42')).toEqual({ ok: true, handle: 'pixel_runner_42' });
    });

    it('returns the handle lowercased', () => {
      expect(validateHandle('PixelRunner')).toEqual({ ok: true, handle: 'pixelrunner' });
    });

    it('returns the handle trimmed', () => {
      expect(validateHandle('  pixel  ')).toEqual({ ok: true, handle: 'pixel' });
    });

    it('strips the @ written before a handle rather than refusing it', () => {
      expect(validateHandle(' @Pixel')).toEqual({ ok: true, handle: 'pixel' });
    });

    it('reads an @ alone as no handle, and an @ elsewhere as a format error', () => {
      expect(codeOf('@')).toBe('handle_required');
      expect(codeOf('@@pixel')).toBe('handle_format');
      expect(codeOf('pix@el')).toBe('handle_format');
    });

    it('accepts 2 characters', () => {
      expect(codeOf('ab')).toBe('ok');
    });

    it('rejects 1 character', () => {
      expect(codeOf('a')).toBe('handle_format');
    });

    it('accepts 15 characters', () => {
      expect(codeOf('a'.repeat(15))).toBe('ok');
    });

    it('rejects 16 characters', () => {
      expect(codeOf('a'.repeat(16))).toBe('handle_format');
    });

    it.each(['pixel-runner', 'pixel runner', 'pixel.runner', 'pixel!', 'pixel😀', 'piXel\u0000'])(
      'rejects the character set of %p',
      (input) => {
        expect(codeOf(input)).toBe('handle_format');
      },
    );

    it('rejects full-width letters instead of reading them as ASCII', () => {
      expect(codeOf('ｐｉｘｅｌ')).toBe('handle_format');
    });

    it('rejects a single full-width letter among ASCII ones', () => {
      expect(codeOf('pixｅl')).toBe('handle_format');
    });

    it('rejects a Cyrillic letter that looks like a Latin one', () => {
      expect(codeOf('pix\u0435l')).toBe('handle_format');
    });

    it('rejects the Kelvin sign even though it lowercases to k', () => {
      expect('\u212A'.toLowerCase()).toBe('k');
      expect(codeOf('\u212Aate')).toBe('handle_format');
    });

    it('rejects a dotted capital I, which lowercases to two characters', () => {
      expect(codeOf('\u0130rem')).toBe('handle_format');
    });
  });

  describe('letters', () => {
    it('rejects digits only', () => {
      expect(codeOf('12345')).toBe('handle_digits_only');
    });

    it('rejects digits and underscores without a letter', () => {
      expect(codeOf('12_34')).toBe('handle_digits_only');
    });

    it('accepts digits with a single letter', () => {
      expect(codeOf('1234x')).toBe('ok');
    });
  });

  describe('restricted words', () => {
    it.each(['fuck', 'xxfuckxx', 'FuCk', 'nazi', 'hitler', 'rapist', 'nigger', 'porn'])('rejects %p', (input) => {
      expect(codeOf(input)).toBe('handle_restricted');
    });

    it.each(['admin', 'support', 'moderator', 'staff'])('rejects the staff word %p as reserved', (input) => {
      expect(codeOf(input)).toBe('handle_reserved');
    });

    // The blocklist covers the words for the platform's own name and 'official'.
    it.each(['gameshift', 'gameshift_team', 'official', 'officialguy'])(
      'rejects the platform word in %p as restricted content',
      (input) => {
        expect(codeOf(input)).toBe('handle_restricted');
      },
    );

    it.each([
      ['sh1t', 'shit'],
      ['n1gger', 'nigger'],
      ['1ynch', 'lynch'],
      ['0fficial', 'official'],
      ['r4p3', 'rape'],
      ['5ex', 'sex'],
      ['b1tch', 'bitch'],
      ['8itch', 'bitch'],
      ['7i7s', 'tits'],
      ['g4m35hift', 'gameshift'],
    ])('reads the look-alikes in %p as %p', (input, word) => {
      expect(findRestrictedWord(input)).toBe(word);
      expect(codeOf(input)).toBe(RESERVED_HANDLE_WORDS.includes(word) ? 'handle_reserved' : 'handle_restricted');
    });

    it('reads @ and $ as a and s', () => {
      expect(findRestrictedWord('@$$')).toBe('ass');
    });

    it.each(['n_a_z_i', 'f_u_c_k', 'p_o_r_n_'])('sees through the underscores in %p', (input) => {
      expect(codeOf(input)).toBe('handle_restricted');
    });

    it('sees through the underscores in the product name', () => {
      expect(codeOf('game_shift')).toBe('handle_restricted');
    });

    it('restricts a configured product name', () => {
      expect(codeOf('nimbus_fan', 'Nimbus')).toBe('handle_restricted');
    });

    it('allows that name when another product is configured', () => {
      expect(codeOf('nimbus_fan')).toBe('ok');
    });

    it('restricts a product name of several words written together', () => {
      expect(codeOf('starforge_hq', 'Star Forge')).toBe('handle_restricted');
    });

    it('keeps restricting gameshift under another product name', () => {
      expect(codeOf('gameshift', 'Nimbus')).toBe('handle_restricted');
    });

    it.each(['admin', 'the_admin', 'xXADMINXx', 'support_team', 'staff', 'm0derator'])(
      "refuses the site's own word in %p as reserved, not as offensive",
      (input) => {
        expect(codeOf(input)).toBe('handle_reserved');
      },
    );

    it('refuses a handle with both a reserved and an offensive word as offensive', () => {
      expect(codeOf('admin_nazi')).toBe('handle_restricted');
    });

    it('ignores a product name too short to block safely', () => {
      expect(codeOf('xochitl', 'X')).toBe('ok');
    });

    it('lists about 90 words', () => {
      expect(BLOCKED_HANDLE_WORDS.length).toBeGreaterThanOrEqual(85);
    });

    it('lists only words that fit in a handle', () => {
      const misfits = BLOCKED_HANDLE_WORDS.filter((word) => !/^[a-z0-9]{2,15}$/.test(word));
      expect(misfits).toEqual([]);
    });
  });

  describe('real names', () => {
    it.each([
      'sharpedo',
      'cofagrigus',
      'contessa550',
      'germana55',
      'jerrilyn455',
      'cassandra',
      'hassan',
      'silvanus',
      'sheila',
      'fukuoka',
      'anastassia',
      'denyse_x',
      'maximilianus',
      'benedick',
    ])('accepts %p', (input) => {
      expect(codeOf(input)).toBe('ok');
    });
  });

  describe('where a short word counts', () => {
    it.each([
      ['asshole', 'ass'],
      ['jackass', 'ass'],
      ['ass_99', 'ass'],
      ['xxdickhead', 'dick'],
      ['the_pedo', 'pedo'],
      ['pedobear', 'pedo'],
      ['hotsex', 'sex'],
      ['a55', 'ass'],
      ['a55hole', 'ass'],
      ['5h1t', 'shit'],
      ['5h1752', 'shit'],
      ['h0753x', 'sex'],
      ['gays3x90', 'sex'],
      ['apeshi7', 'shit'],
      ['fukker', 'fuk'],
    ])('finds %p as %p', (input, word) => {
      expect(findRestrictedWord(input)).toBe(word);
    });

    it.each(['massimo', 'cassie', 'torpedo_fan', 'ignazio'])('lets %p pass, the word sitting inside a name', (input) => {
      expect(findRestrictedWord(input)).toBeNull();
    });

    it('lists a place only for blocked words', () => {
      expect(Object.keys(HANDLE_WORD_PLACES).filter((word) => !BLOCKED_HANDLE_WORDS.includes(word))).toEqual([]);
    });
  });

  describe('allowed words', () => {
    it.each([
      'scunthorpe',
      'classic',
      'assassin',
      'bass',
      'grass',
      'passion',
      'therapist',
      'shitake',
      'cocktail',
      'hancock',
      'analysis',
      'sussex',
      'badminton',
      'grapejuice',
      'spicy_raccoon',
      'peacock_pass',
    ])('accepts %p', (input) => {
      expect(codeOf(input)).toBe('ok');
    });

    it('accepts an allowed word written with look-alikes', () => {
      expect(codeOf('cl4ssic')).toBe('ok');
    });

    it('forgives a blocked word only inside the allowed word', () => {
      expect(codeOf('classic_ass')).toBe('handle_restricted');
    });

    it('forgives no other blocked word beside an allowed one', () => {
      expect(codeOf('bass_porn')).toBe('handle_restricted');
    });

    it('reads no blocked word straddling two parts', () => {
      expect(codeOf('gr_ape')).toBe('ok');
      expect(codeOf('else_x')).toBe('ok');
    });

    it('reads a blocked word made of whole parts', () => {
      expect(codeOf('r_ape')).toBe('handle_restricted');
    });

    it('forgives no blocked word that only overlaps an allowed one', () => {
      expect(codeOf('assassinass')).toBe('handle_restricted');
    });

    it('makes every allowed word that fits in a handle acceptable on its own', () => {
      const rejected = ALLOWED_HANDLE_WORDS.filter((word) => word.length <= 15 && !validateHandle(word).ok);
      expect(rejected).toEqual([]);
    });
  });

  describe('properties', () => {
    const handleChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789_'.split(''));
    const lookalikeDigits: Readonly<Record<string, string>> = {
      a: '4',
      b: '8',
      e: '3',
      i: '1',
      l: '1',
      o: '0',
      s: '5',
      t: '7',
    };
    const disguisedBlockedWord = fc.tuple(fc.constantFrom(...BLOCKED_HANDLE_WORDS), fc.infiniteStream(fc.nat(3))).map(([word, choices]) =>
      Array.from(word, (char) => {
        const choice = choices.next().value;
        if (choice === 0) return lookalikeDigits[char] ?? char;
        if (choice === 1) return `${char}_`;
        if (choice === 2) return char.toUpperCase();
        return char;
      }).join(''),
    );
    const padding = fc.string({ unit: handleChars, maxLength: 5 });
    const candidates = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: handleChars, minLength: 1, maxLength: 16 }),
      fc.tuple(padding, disguisedBlockedWord, padding).map((parts) => parts.join('')),
      fc.string({ unit: handleChars, minLength: 1, maxLength: 15 }).map(toFullWidth),
    );

    it('never throws, whatever it is given', () => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), candidates), (input) => {
          validateHandle(input);
        }),
      );
    });

    it('accepts only 2 to 15 lowercase letters, digits and underscores, one a letter', () => {
      fc.assert(
        fc.property(candidates, (input) => {
          const verdict = validateHandle(input);
          if (verdict.ok) {
            expect(verdict.handle).toMatch(/^[a-z0-9_]{2,15}$/);
            expect(verdict.handle).toMatch(/[a-z]/);
          }
        }),
      );
    });

    it('finds any disguised blocked word standing as parts of its own, beside other parts', () => {
      const otherPart = fc.constantFrom('', 'qz_', 'zz_q_', 'x_');
      const closingPart = fc.constantFrom('', '_', '_qz', '_99', '_gg');
      fc.assert(
        fc.property(otherPart, disguisedBlockedWord, closingPart, (before, word, after) => {
          expect(findRestrictedWord(before + word + after)).not.toBeNull();
        }),
      );
    });

    it('finds a word that counts anywhere, disguised and padded with letters no allowed word has', () => {
      const anywhereWord = fc
        .tuple(fc.constantFrom(...BLOCKED_HANDLE_WORDS.filter((word) => !(word in HANDLE_WORD_PLACES))), fc.infiniteStream(fc.nat(2)))
        .map(([word, choices]) =>
          Array.from(word, (char) => {
            const choice = choices.next().value;
            if (choice === 0) return lookalikeDigits[char] ?? char;
            if (choice === 1) return char.toUpperCase();
            return char;
          }).join(''),
        );
      const padding = fc.string({ unit: fc.constantFrom('q', 'z'), maxLength: 2 });
      fc.assert(
        fc.property(padding, anywhereWord, padding, (before, word, after) => {
          expect(findRestrictedWord(before + word + after)).not.toBeNull();
        }),
      );
    });

    it('rejects any handle with a full-width character', () => {
      const handle = fc.string({ unit: handleChars, minLength: 2, maxLength: 15 });
      fc.assert(
        fc.property(handle, fc.nat(), (text, at) => {
          const index = at % text.length;
          const wide = toFullWidth(text.charAt(index));
          const mixed = text.slice(0, index) + wide + text.slice(index + 1);
          expect(codeOf(mixed)).toBe('handle_format');
        }),
      );
    });

    it('judges a handle the same in any letter case', () => {
      fc.assert(
        fc.property(fc.string({ unit: handleChars, maxLength: 16 }), (text) => {
          expect(validateHandle(text.toUpperCase())).toEqual(validateHandle(text.toLowerCase()));
        }),
      );
    });
  });
});

describe(handleMessage.name, () => {
  const expected: ReadonlyArray<[HandleErrorCode, string, string]> = [
    ['handle_required', 'GameShift ID is required', 'Nimbus ID is required'],
    [
      'handle_format',
      'ID must be 2-15 characters, letters, numbers and underscores only',
      'ID must be 2-15 characters, letters, numbers and underscores only',
    ],
    ['handle_digits_only', 'ID must contain at least one letter', 'ID must contain at least one letter'],
    ['handle_restricted', 'ID contains restricted content', 'ID contains restricted content'],
    ['handle_reserved', 'This ID is reserved', 'This ID is reserved'],
  ];

  it.each(expected)('explains %s as %p for GameShift', (code, text) => {
    expect(handleMessage(code, createMessages('GameShift'))).toBe(text);
  });

  it.each(expected)('explains %s with the configured product name', (code, _text, nimbusText) => {
    expect(handleMessage(code, createMessages('Nimbus'))).toBe(nimbusText);
  });
});
