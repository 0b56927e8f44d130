import { describe, expect, it } from 'vitest';
import { BANNER_LIMIT, BANNER_OFFSET } from '../../config/constants.ts';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { bannerInformation } from './banner-information.ts';

const { client, answer } = setupGatewayTest();

const BANNER = {
  id: 'LINE_GRACE-4000000012',
  kind: 'LINE_GRACE',
  title: 'Tu línea 5512345678 no se renovó',
  body: 'Recarga antes del 21 de febrero de 2025 para no perder el servicio.',
  linkUrl: '/manage/order?orderRef=SND-250115-00004',
  accountNumber: '4000000012',
};

describe('bannerInformation', () => {
  it('GETs one page of banners with §9’s limit 10 and offset 0 by default, in the language asked', async () => {
    const calls = answer('GET', 'content-service/v1/banners', { result: { banners: [BANNER], total: 1 } });
    await expect(bannerInformation(client, { langCode: 'es-MX' })).resolves.toEqual({
      banners: [BANNER],
      total: 1,
    });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.query).toEqual({
      limit: String(BANNER_LIMIT),
      offset: String(BANNER_OFFSET),
      langCode: 'es-MX',
    });
    expect(call.query).toMatchObject({ limit: '10', offset: '0' });
  });

  it('rejects a banner without a title', async () => {
    answer('GET', 'content-service/v1/banners', {
      result: { banners: [{ ...BANNER, title: '' }], total: 1 },
    });
    await expectSchemaError(bannerInformation(client, { langCode: 'en-US' }));
  });

  it('rejects a picture without its alt text', async () => {
    answer('GET', 'content-service/v1/banners', {
      result: { banners: [{ ...BANNER, image: { url: '/banners/5gb.svg', alt: '' } }], total: 1 },
    });
    await expectSchemaError(bannerInformation(client, { langCode: 'es-MX' }));
  });
});
