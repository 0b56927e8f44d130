import { describe, expect, it } from 'vitest';
import { parseDeployConfig, parseDeployConfigText } from './deploy-config.ts';

const valid = {
  gatewayUrl: '/gateway/',
  gtmContainerId: 'GTM-ABC1234',
  flagsUrl: 'https://flags.senda.mx/',
  telemetryUrl: 'https://otel.senda.mx',
  recaptchaSiteKey: '6LcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  paymentProviderOrigins: ['https://pay.example.com'],
};

describe('parseDeployConfig', () => {
  it('takes a full config and a minimal one', () => {
    expect(parseDeployConfig(valid)).toEqual({ ok: true, config: valid });
    expect(parseDeployConfig({ gatewayUrl: 'https://api.senda.mx/v1/', paymentProviderOrigins: [] })).toEqual(
      {
        ok: true,
        config: { gatewayUrl: 'https://api.senda.mx/v1/', paymentProviderOrigins: [] },
      },
    );
  });

  it('names each setting that is junk', () => {
    const result = parseDeployConfig({
      gatewayUrl: 'javascript:alert(1)',
      gtmContainerId: 'UA-123',
      flagsUrl: '//evil.example',
      telemetryUrl: 42,
      recaptchaSiteKey: 'short',
      paymentProviderOrigins: ['https://pay.example.com/path'],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'gatewayUrl: gatewayUrl must be an http(s) URL or a path starting with /',
      'gtmContainerId: gtmContainerId looks like GTM-XXXXXXX',
      'flagsUrl: flagsUrl must be an http(s) URL or a path starting with /',
      'telemetryUrl: telemetryUrl must be a string',
      'recaptchaSiteKey: recaptchaSiteKey is 20 to 64 letters, digits, - or _',
      'paymentProviderOrigins.0: a payment provider origin is scheme://host[:port], with no path or trailing slash',
    ]);
  });

  it('refuses a misspelt setting and a missing one', () => {
    expect(
      parseDeployConfig({ gatewayUrl: '/gateway/', paymentProviderOrigins: [], telemetryURL: 'x' }),
    ).toEqual({
      ok: false,
      problems: [
        'telemetryURL: unknown setting (the known ones: gatewayUrl, gtmContainerId, gtmScriptUrl, flagsUrl, telemetryUrl, recaptchaSiteKey, paymentProviderOrigins, company)',
      ],
    });
    const missing = parseDeployConfig({ paymentProviderOrigins: [] });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.problems).toEqual(['gatewayUrl: required, missing']);
  });

  it('reads JSON text and says when it is none', () => {
    expect(parseDeployConfigText(JSON.stringify(valid))).toEqual({ ok: true, config: valid });
    expect(parseDeployConfigText('')).toEqual({ ok: false, problems: ['no deploy config was found'] });
    expect(parseDeployConfigText(null)).toEqual({ ok: false, problems: ['no deploy config was found'] });
    const broken = parseDeployConfigText('{gatewayUrl:');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.problems[0]).toMatch(/^not valid JSON/);
    expect(parseDeployConfigText('[]')).toEqual({
      ok: false,
      problems: ['the deploy config must be a JSON object'],
    });
  });
});

describe('the company setting at start-up', () => {
  const base = { gatewayUrl: '/gateway/', paymentProviderOrigins: [] };

  it('checks only that it is an object: its fields are checked where they are shown', () => {
    const company = { rfc: 'XAXX010101000X' };
    expect(parseDeployConfig({ ...base, company })).toEqual({ ok: true, config: { ...base, company } });
    expect(parseDeployConfig({ ...base, company: 'Senda' })).toEqual({
      ok: false,
      problems: ['company: company must be an object'],
    });
  });
});
