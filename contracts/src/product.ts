/** The product name used when `PRODUCT_NAME` is not configured. */
export const DEFAULT_PRODUCT_NAME = 'GameShift';
