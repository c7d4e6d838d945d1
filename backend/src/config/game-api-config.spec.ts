import { ConfigError, loadConfig } from './app-config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv');
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('the game API configuration', () => {
  it('mints no claim codes and limits each key to 600 requests a minute by default', () => {
    expect(loadConfig({}, '/srv').gameApi).toEqual({ claimUrlTemplate: undefined, keyLimit: 600, keyWindowSeconds: 60 });
  });

  it('takes a claim URL template with {code} and per-key limits', () => {
    const env = {
      CLAIM_URL_TEMPLATE: 'https://play.example.com/claim?code={code}',
      THROTTLE_API_KEY_LIMIT: '5',
      THROTTLE_API_KEY_WINDOW_S: '10',
    };
    expect(loadConfig(env, '/srv').gameApi).toEqual({ claimUrlTemplate: env.CLAIM_URL_TEMPLATE, keyLimit: 5, keyWindowSeconds: 10 });
  });

  it.each([
    ['https://play.example.com/claim', 'CLAIM_URL_TEMPLATE must contain {code}'],
    ['play.example.com/claim?code={code}', 'CLAIM_URL_TEMPLATE must be a URL'],
    ['ftp://play.example.com/{code}', 'CLAIM_URL_TEMPLATE must use http: or https:'],
  ])('refuses to start with CLAIM_URL_TEMPLATE=%s', (template, problem) => {
    expect(problems({ CLAIM_URL_TEMPLATE: template }).join('\n')).toContain(problem);
  });

  it('refuses a per-key limit that is not a positive whole number', () => {
    expect(problems({ THROTTLE_API_KEY_LIMIT: '0' }).join('\n')).toContain('THROTTLE_API_KEY_LIMIT');
  });
});
