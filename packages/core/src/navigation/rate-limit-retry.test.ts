import { describe, expect, it } from 'vitest';
import { rateLimitRetryTarget } from './rate-limit-retry.ts';

describe('rateLimitRetryTarget', () => {
  it('goes back to a safe original path with its query', () => {
    expect(rateLimitRetryTarget('/web/pre-checkout?promo_code=HOLA')).toBe(
      '/web/pre-checkout?promo_code=HOLA',
    );
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['another site', 'https://evil.example/phish'],
    ['protocol-relative', '//evil.example'],
    ['encoded protocol-relative', '/%2F%2Fevil.example'],
    ['script', 'javascript:alert(1)'],
  ])('falls back home when the original URL is %s', (_label, url) => {
    expect(rateLimitRetryTarget(url)).toBe('/');
  });

  it('never sends the user back to the rate-limit page itself', () => {
    expect(rateLimitRetryTarget('/429')).toBe('/');
    expect(rateLimitRetryTarget('/429/?from=x')).toBe('/');
    expect(rateLimitRetryTarget('/4290')).toBe('/4290');
  });
});
