import { describe, expect, it } from 'vitest';
import type { Banner } from '../gateway/session/banner-information.ts';
import { bannersForLinePage, shownBanners } from './account-banners.read.ts';

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 'LINE_GRACE-4000000012',
  kind: 'LINE_GRACE',
  title: 'Tu línea 55 1234 5678 no se renovó',
  body: 'Recarga antes del 21 de febrero.',
  linkUrl: '/manage/order?orderRef=SND-1',
  accountNumber: '4000000012',
  ...overrides,
});

describe('shownBanners', () => {
  it('keeps the texts and a storefront link as the gateway gives them', () => {
    expect(shownBanners({ banners: [banner()], total: 1 })).toEqual([
      {
        id: 'LINE_GRACE-4000000012',
        title: 'Tu línea 55 1234 5678 no se renovó',
        body: 'Recarga antes del 21 de febrero.',
        linkPath: '/manage/order?orderRef=SND-1',
        accountNumber: '4000000012',
      },
    ]);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    'javascript:alert(1)',
  ])('drops a link that would leave the storefront (%s) and keeps the banner', (linkUrl) => {
    const [shown] = shownBanners({ banners: [banner({ linkUrl })], total: 1 });
    expect(shown?.title).toBe('Tu línea 55 1234 5678 no se renovó');
    expect(shown).not.toHaveProperty('linkPath');
  });

  it("keeps a picture with its alt text from our origin only (the pages' CSP allows no other)", () => {
    const image = (url: string) =>
      shownBanners({ banners: [banner({ image: { url, alt: '5 GB extra' } })], total: 1 })[0]?.image;
    expect(image('/banners/5gb.svg')).toEqual({ url: '/banners/5gb.svg', alt: '5 GB extra' });
    expect(image('https://cdn.example/b/5gb.webp')).toBeUndefined();
    expect(image('//cdn.example/b/5gb.webp')).toBeUndefined();
    expect(image('javascript:alert(1)')).toBeUndefined();
  });

  it('shows at most one page of 10 and none when the gateway has none', () => {
    const many = Array.from({ length: 12 }, (_, index) => banner({ id: `B${index}` }));
    expect(shownBanners({ banners: many, total: 12 }).map((shown) => shown.id)).toEqual(
      many.slice(0, 10).map((one) => one.id),
    );
    expect(shownBanners({ banners: [], total: 0 })).toEqual([]);
  });
});

describe('bannersForLinePage', () => {
  it("shows a line's page the general ones only: its own repeat its status, another line's are not its", () => {
    const shown = shownBanners({
      banners: [
        banner(),
        banner({ id: 'LINE_GRACE-4000000099', accountNumber: '4000000099' }),
        banner({ id: 'OFFER-ADDON-GB-5', kind: 'OFFER', accountNumber: undefined, linkUrl: undefined }),
      ],
      total: 3,
    });
    expect(bannersForLinePage(shown).map((one) => one.id)).toEqual(['OFFER-ADDON-GB-5']);
  });
});
