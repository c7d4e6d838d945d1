import fc from 'fast-check';
import { validateHandle } from './handle';
import { suggestHandles } from './suggestions';

describe(suggestHandles.name, () => {
  it('offers 2 to 5, an underscore, _2, an x suffix and a the_ prefix, in that order', () => {
    expect(suggestHandles('pixel')).toEqual(['pixel2', 'pixel3', 'pixel4', 'pixel5', 'pixel_', 'pixel_2', 'pixelx', 'the_pixel']);
  });

  it('suggests lowercase handles for a mixed-case input', () => {
    expect(suggestHandles(' Pixel ')[0]).toBe('pixel2');
  });

  it('shortens a long handle so each suggestion fits in 15 characters', () => {
    expect(suggestHandles('abcdefghijklmno')).toEqual([
      'abcdefghijklmn2',
      'abcdefghijklmn3',
      'abcdefghijklmn4',
      'abcdefghijklmn5',
      'abcdefghijklmn_',
      'abcdefghijklm_2',
      'abcdefghijklmnx',
      'the_abcdefghijk',
    ]);
  });

  it('leaves out a suggestion equal to the handle itself', () => {
    expect(suggestHandles('abcdefghijklmn_')).not.toContain('abcdefghijklmn_');
  });

  it('offers a suggestion once when two rules produce it', () => {
    const suggestions = suggestHandles('abcdefghijklm_x');
    expect(suggestions.filter((suggestion) => suggestion === 'abcdefghijklm_2')).toHaveLength(1);
  });

  it('leaves out a suggestion that spells a blocked word', () => {
    expect(suggestHandles('se')).not.toContain('sex');
  });

  it('leaves out a suggestion that spells the configured product name', () => {
    expect(suggestHandles('nimbu', { productName: 'Nimbus' })).not.toContain('nimbu5');
  });

  it('offers only valid handles', () => {
    const handle = fc.string({
      unit: fc.constantFrom(...'abcdefgxyz0123456789_'.split('')),
      minLength: 2,
      maxLength: 15,
    });
    fc.assert(
      fc.property(handle, (text) => {
        for (const suggestion of suggestHandles(text)) {
          expect(validateHandle(suggestion)).toEqual({ ok: true, handle: suggestion });
        }
      }),
    );
  });
});
