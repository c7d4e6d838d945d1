import { suppressionHash } from './suppression-hash';

const KEY = 'suppression-key-suppression-key-0123';

describe(suppressionHash.name, () => {
  it('is one hash for every spelling of one mailbox', () => {
    const hash = suppressionHash(KEY, 'first.last@gmail.com');
    expect(suppressionHash(KEY, ' First.Last@GMAIL.com ')).toEqual(hash);
    expect(suppressionHash(KEY, 'firstlast@googlemail.com')).toEqual(hash);
  });

  it('tells different mailboxes apart', () => {
    expect(suppressionHash(KEY, 'one@example.com')).not.toEqual(suppressionHash(KEY, 'two@example.com'));
  });

  it('depends on the key, so an address cannot be found from the hash without it', () => {
    expect(suppressionHash(KEY, 'one@example.com')).not.toEqual(suppressionHash('another-key-another-key-another-01', 'one@example.com'));
  });
});
