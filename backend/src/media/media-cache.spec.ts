import { ByteBoundedCache } from './media-cache';

describe(ByteBoundedCache.name, () => {
  it('keeps entries while their sizes fit', () => {
    const cache = new ByteBoundedCache<string>(100, 60);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 50);
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual(['A', 'B', 90]);
  });

  it('lets the least recently used go to make room', () => {
    const cache = new ByteBoundedCache<string>(100, 60);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    cache.get('a');
    cache.set('c', 'C', 40);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual(['A', undefined, 'C', 80]);
  });

  it('never keeps an entry larger than an entry may be', () => {
    const cache = new ByteBoundedCache<string>(100, 60);
    cache.set('big', 'X', 61);
    expect([cache.get('big'), cache.size]).toEqual([undefined, 0]);
  });

  it('counts an entry set again once', () => {
    const cache = new ByteBoundedCache<string>(100, 60);
    cache.set('a', 'A', 40);
    cache.set('a', 'A2', 30);
    expect([cache.get('a'), cache.size]).toEqual(['A2', 30]);
  });
});
