import { describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUM_AGE, DEFAULT_ZIP_CODE_SIZE, MAXIMUM_AGE } from '../../config/constants.ts';
import { SERVER_TERMS_ACCEPTANCE_MODES } from '../enums.ts';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { appLocale } from './app-locale.ts';
import { consentSettings, termsAcceptanceModeFromServer } from './consent-settings.ts';
import { customerProfileParameters } from './customer-profile-parameters.ts';
import { globalConfig } from './global-config.ts';
import { journeySettings } from './journey-settings.ts';
import { maintenanceStatus } from './maintenance-status.ts';
import { nationalities } from './nationalities.ts';
import { promotionConfig } from './promotion-config.ts';
import { webfrontSettings } from './webfront-settings.ts';

const { client, answer } = setupGatewayTest();

describe('globalConfig', () => {
  const COUNTRY = {
    default_language: 'es-MX',
    default_timezone: 'America/Mexico_City',
    date_formats: { default: 'DD/MM/yyyy (ddd)', short: 'DD/MM/yyyy' },
    time_formats: { default: 'HH:mm' },
    currency_formats: { code: 'MXN', symbol: '$', separator: '', decimals: 2 },
  };

  it('GETs global_config with credentials and reads the country config', async () => {
    const calls = answer('GET', 'config-service/v1/global_config', {
      result: { country_config: COUNTRY, features: { guest_checkout: true, max_lines: 5 } },
    });
    const config = await globalConfig(client);
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(config).toEqual({ country_config: COUNTRY, features: { guest_checkout: true, max_lines: 5 } });
  });

  it('drops a bad format field alone and defaults the features to none', async () => {
    answer('GET', 'config-service/v1/global_config', {
      result: { country_config: { default_language: 'es-MX', default_timezone: 'Mars/Olympus' } },
    });
    const config = await globalConfig(client);
    expect(config.country_config.default_language).toBe('es-MX');
    expect(config.country_config.default_timezone).toBeUndefined();
    expect(config.features).toEqual({});
  });

  it('rejects an answer without a country config, or with odd feature values', async () => {
    answer('GET', 'config-service/v1/global_config', { result: { features: {} } });
    await expectSchemaError(globalConfig(client));
    answer('GET', 'config-service/v1/global_config', {
      result: { country_config: {}, features: { guest_checkout: { on: true } } },
    });
    await expectSchemaError(globalConfig(client));
  });
});

describe('appLocale', () => {
  it('GETs the locale with langCode and component=WEB, with credentials', async () => {
    const keys = [
      { key: 'common.next', value: 'Siguiente' },
      { key: 'common.total_inc_tax', value: 'Total (IVA incluido)' },
    ];
    const calls = answer('GET', 'config-service/v1/locale', { result: { keys } });
    await expect(appLocale(client, { langCode: 'es-MX' })).resolves.toEqual({ keys });
    expect(onlyCall(calls).query).toEqual({ langCode: 'es-MX', component: 'WEB' });
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
  });

  it('rejects an answer whose keys are not a list', async () => {
    answer('GET', 'config-service/v1/locale', { result: { keys: { 'common.next': 'Siguiente' } } });
    await expectSchemaError(appLocale(client, { langCode: 'en-US' }));
  });
});

describe('public configuration', () => {
  it.each([
    [
      'webfrontSettings',
      'config-service/v1/webfront-settings',
      webfrontSettings,
      { helpCenterUrl: 'https://ayuda.senda.mx', recaptchaSiteKey: 'site-key' },
      {
        helpCenterUrl: 'https://ayuda.senda.mx',
        recaptchaSiteKey: 'site-key',
        faqSections: [],
        priceVisible: true,
      },
    ],
    [
      'maintenanceStatus',
      'config-service/v1/maintenance',
      maintenanceStatus,
      { enabled: true, endsAt: '2026-03-01T08:00:00.000Z' },
      { enabled: true, endsAt: '2026-03-01T08:00:00.000Z' },
    ],
    [
      'customerProfileParameters',
      'config-service/v1/customer-profile-parameters',
      customerProfileParameters,
      { zipCodeSize: 5 },
      { minimumAge: DEFAULT_MINIMUM_AGE, maximumAge: MAXIMUM_AGE, zipCodeSize: 5 },
    ],
    [
      'nationalities',
      'config-service/v1/nationalities',
      nationalities,
      [
        { code: 'MX', name: 'Mexicana' },
        { code: 'US', name: 'Estadounidense' },
      ],
      [
        { code: 'MX', name: 'Mexicana' },
        { code: 'US', name: 'Estadounidense' },
      ],
    ],
    [
      'promotionConfig',
      'config-service/v1/promotion-config',
      promotionConfig,
      { maxPromoCodes: 2 },
      { maxPromoCodes: 2, promoEnabled: true },
    ],
  ] as const)('%s GETs %s without credentials and parses the result', async (_name, path, call, result, expected) => {
    const calls = answer('GET', path, { result });
    await expect((call as (c: typeof client) => Promise<unknown>)(client)).resolves.toEqual(expected);
    expect(onlyCall(calls).method).toBe('GET');
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('customerProfileParameters falls back to the §9 defaults for an empty result', async () => {
    answer('GET', 'config-service/v1/customer-profile-parameters', { result: {} });
    await expect(customerProfileParameters(client)).resolves.toEqual({
      minimumAge: DEFAULT_MINIMUM_AGE,
      maximumAge: MAXIMUM_AGE,
      zipCodeSize: DEFAULT_ZIP_CODE_SIZE,
    });
  });

  it.each([
    ['maintenanceStatus', 'config-service/v1/maintenance', maintenanceStatus, { enabled: 'yes' }],
    ['promotionConfig', 'config-service/v1/promotion-config', promotionConfig, { maxPromoCodes: -1 }],
    ['nationalities', 'config-service/v1/nationalities', nationalities, [{ code: 'mex', name: 'Mexicana' }]],
    [
      'webfrontSettings',
      'config-service/v1/webfront-settings',
      webfrontSettings,
      { helpCenterUrl: 'not a url' },
    ],
  ] as const)('%s rejects a malformed answer', async (_name, path, call, result) => {
    answer('GET', path, { result });
    await expectSchemaError((call as (c: typeof client) => Promise<unknown>)(client));
  });
});

describe('consentSettings', () => {
  const TERMS = {
    consentType: 'TERMS_OF_USE',
    documentName: 'terminos-y-condiciones-v3',
    url: 'https://senda.mx/legal/terminos-v3.pdf',
    version: '3',
    acceptanceMode: 'EXPLICIT_READ',
  };

  it('GETs the documents and defaults each to required', async () => {
    const calls = answer('GET', 'config-service/v1/consent-settings', { result: { documents: [TERMS] } });
    await expect(consentSettings(client)).resolves.toEqual({ documents: [{ ...TERMS, required: true }] });
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('rejects an acceptance mode the app cannot render', async () => {
    answer('GET', 'config-service/v1/consent-settings', {
      result: { documents: [{ ...TERMS, acceptanceMode: 'MANDATORY_SCROLL' }] },
    });
    await expectSchemaError(consentSettings(client));
  });

  it('maps the server acceptance modes to the app modes', () => {
    expect(SERVER_TERMS_ACCEPTANCE_MODES.map(termsAcceptanceModeFromServer)).toEqual([
      'MANDATORY_SCROLL',
      'CHECKBOX',
      'IMPLICIT',
    ]);
  });
});

describe('journeySettings', () => {
  it('GETs the settings of one journey by id', async () => {
    const content = { onboarding: { steps: [{ name: 'pre-checkout' }] }, faqEnabled: true };
    const calls = answer('GET', 'config-service/v1/journey-settings/:journeyId', { result: content });
    await expect(journeySettings(client, { journeyId: 'purchase' })).resolves.toEqual(content);
    expect(onlyCall(calls).url.pathname).toBe('/gateway/config-service/v1/journey-settings/purchase');
  });

  it('rejects settings that are not an object', async () => {
    answer('GET', 'config-service/v1/journey-settings/:journeyId', { result: ['pre-checkout'] });
    await expectSchemaError(journeySettings(client, { journeyId: 'purchase' }));
  });
});
