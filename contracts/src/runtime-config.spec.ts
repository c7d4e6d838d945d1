import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from './runtime-config';

describe(parseRuntimeConfig.name, () => {
  it('reads the settings the server wrote', () => {
    const content = JSON.stringify({
      productName: 'Nova',
      demoMode: true,
      socialUrl: 'https://social.example/nova',
      passwordProtection: true,
    });
    expect(parseRuntimeConfig(content)).toEqual({
      productName: 'Nova',
      demoMode: true,
      socialUrl: 'https://social.example/nova',
      passwordProtection: true,
    });
  });

  it('falls back to the defaults without a tag or with a malformed one', () => {
    expect(parseRuntimeConfig(undefined)).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig('{not json')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig('[1,2]')).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('keeps only web addresses as the social link', () => {
    expect(parseRuntimeConfig(JSON.stringify({ socialUrl: 'javascript:alert(1)' })).socialUrl).toBe(DEFAULT_RUNTIME_CONFIG.socialUrl);
  });

  it('ignores values of the wrong type', () => {
    expect(parseRuntimeConfig(JSON.stringify({ productName: 42, demoMode: 'yes' }))).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
