import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { donorTelcos } from './donor-telcos.ts';
import { portInConfig } from './port-in-config.ts';
import { portInEligibility } from './port-in-eligibility.ts';
import { validatePortInNumber } from './validate-port-in-number.ts';
import { validatePortInOtp } from './validate-port-in-otp.ts';

const { client, answer } = setupGatewayTest();

describe('port-in settings', () => {
  it('portInConfig GETs the config and defaults otpRequired to true', async () => {
    const calls = answer('GET', 'portin-service/v1/config', {
      result: { enabled: true, numberLength: 10, nipLength: 4 },
    });
    await expect(portInConfig(client)).resolves.toEqual({
      enabled: true,
      numberLength: 10,
      nipLength: 4,
      otpRequired: true,
    });
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('portInConfig rejects a zero NIP length', async () => {
    answer('GET', 'portin-service/v1/config', { result: { enabled: true, numberLength: 10, nipLength: 0 } });
    await expectSchemaError(portInConfig(client));
  });

  it('donorTelcos GETs the donors', async () => {
    const donors = [
      { id: 'TELCEL', name: 'Telcel' },
      { id: 'ATT', name: 'AT&T', logoUrl: '/logos/att.svg' },
    ];
    const calls = answer('GET', 'portin-service/v1/donors', { result: donors });
    await expect(donorTelcos(client)).resolves.toEqual(donors);
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('donorTelcos rejects a donor without an id', async () => {
    answer('GET', 'portin-service/v1/donors', { result: [{ name: 'Telcel' }] });
    await expectSchemaError(donorTelcos(client));
  });
});

describe('port-in checks', () => {
  it('validatePortInNumber POSTs number and donor with credentials', async () => {
    const calls = answer('POST', 'portin-service/v1/numbers/validate', {
      result: { valid: false, reason: 'NUMBER_NOT_WITH_DONOR' },
    });
    await expect(validatePortInNumber(client, { number: '5512345678', donor: 'TELCEL' })).resolves.toEqual({
      valid: false,
      reason: 'NUMBER_NOT_WITH_DONOR',
    });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.json).toEqual({ number: '5512345678', donor: 'TELCEL' });
  });

  it('validatePortInNumber rejects an answer without the verdict', async () => {
    answer('POST', 'portin-service/v1/numbers/validate', { result: { reason: 'x' } });
    await expectSchemaError(validatePortInNumber(client, { number: '5512345678', donor: 'TELCEL' }));
  });

  it('portInEligibility POSTs number, donor and NIP and returns the OTP request', async () => {
    const calls = answer('POST', 'portin-service/v1/eligibility', {
      result: { requestId: 'pin-1', expiresIn: 300 },
    });
    await expect(
      portInEligibility(client, { number: '5512345678', donor: 'ATT', nip: '4821' }),
    ).resolves.toEqual({
      requestId: 'pin-1',
      expiresIn: 300,
    });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.json).toEqual({ number: '5512345678', donor: 'ATT', nip: '4821' });
  });

  it('portInEligibility rejects an answer without a request id', async () => {
    answer('POST', 'portin-service/v1/eligibility', { result: { expiresIn: 300 } });
    await expectSchemaError(portInEligibility(client, { number: '5512345678', donor: 'ATT', nip: '4821' }));
  });

  it('validatePortInOtp POSTs request id and code', async () => {
    const calls = answer('POST', 'portin-service/v1/otp/validate', { result: { verified: true } });
    await expect(validatePortInOtp(client, { requestId: 'pin-1', otpCode: '908172' })).resolves.toEqual({
      verified: true,
    });
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(onlyCall(calls).json).toEqual({ requestId: 'pin-1', otpCode: '908172' });
  });

  it('validatePortInOtp rejects a verdict that is not a boolean', async () => {
    answer('POST', 'portin-service/v1/otp/validate', { result: { verified: 'yes' } });
    await expectSchemaError(validatePortInOtp(client, { requestId: 'pin-1', otpCode: '908172' }));
  });
});
