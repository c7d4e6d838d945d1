import { likelyMailAddress } from './email-typo';

describe(likelyMailAddress.name, () => {
  it.each([
    ['name@gmial.com', 'name@gmail.com'],
    ['name@gamil.com', 'name@gmail.com'],
    ['name@gmai.com', 'name@gmail.com'],
    ['name@hotmial.com', 'name@hotmail.com'],
    ['name@yahooo.com', 'name@yahoo.com'],
    ['Name@GMIAL.COM', 'Name@gmail.com'],
  ])('names the address %s most likely meant: %s', (typed, meant) => {
    expect(likelyMailAddress(typed)).toBe(meant);
  });

  it.each(['name@gmail.com', 'name@example.com', 'name@mailinator.com', 'name@00-tv.com', 'not an address'])(
    'names nothing for %s',
    (typed) => {
      expect(likelyMailAddress(typed)).toBeUndefined();
    },
  );
});
