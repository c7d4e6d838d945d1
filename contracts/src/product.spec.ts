import { DEFAULT_PRODUCT_NAME } from './product';

describe('DEFAULT_PRODUCT_NAME', () => {
  it('is GameShift', () => {
    expect(DEFAULT_PRODUCT_NAME).toBe('GameShift');
  });
});
