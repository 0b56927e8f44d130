import { registerLine } from '@senda/core/flows/line-registry';
import {
  autoRenewalSpecifications,
  bannerInformation,
  getOrder,
  isGatewayError,
  manualKycSubmit,
} from '@senda/core/gateway';
import { formatNationalNumber } from '@senda/core/i18n';
import { describe, expect, it } from 'vitest';
import { plausiblePng } from '../src/domain/image-check.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

const { sandbox, newClient } = setupSandboxTest();

const PNG = plausiblePng();

async function failureOf(pending: Promise<unknown>) {
  try {
    await pending;
  } catch (error) {
    if (isGatewayError(error)) {
      const body = error.body as { failure?: { remainingAttempts?: number } } | undefined;
      return {
        status: error.status,
        errorCode: error.errorCode,
        errorId: error.errorId,
        left: body?.failure?.remainingAttempts,
      };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

function unregistered() {
  const customer = sandbox.state.scenarios.create('unregistered-line');
  const { client } = newClient(customer.accessToken);
  const uploads = async (idName = 'ine.png') => {
    const { orderRef } = customer;
    const id = await manualKycSubmit(client, {
      kind: 'document',
      file: new Blob([PNG], { type: 'image/png' }),
      fileName: idName,
      documentType: 'INE',
      orderRef,
    });
    const selfie = await manualKycSubmit(client, { kind: 'selfie', image: new Blob([PNG]), orderRef });
    return [id.kycId, selfie.kycId];
  };
  const register = async (idName?: string) =>
    registerLine(client, {
      orderRef: customer.orderRef,
      curp: customer.curp ?? '',
      documentType: 'INE',
      kycIds: await uploads(idName),
    });
  const line = async () => (await getOrder(client, { orderReference: customer.orderRef })).line;
  return { customer, client, register, line };
}

describe('the line registry of an existing line', () => {
  it('a suspended line missed no renewal: turning auto-renewal on charges nothing now', async () => {
    const { client, customer } = unregistered();
    const spec = await autoRenewalSpecifications(client, { accountNumber: customer.accountNumber });
    expect(spec.firstPayment.when).not.toBe('ALWAYS');
  });

  it.each([
    ['es-MX', /Regístrala/],
    ['en-US', /Register it/],
  ] as const)('the suspended line’s banner (%s) says to register it, not to recharge, and leads there', async (langCode, register) => {
    const { client, customer } = unregistered();
    const { banners } = await bannerInformation(client, { langCode });
    const notice = banners.find((banner) => banner.accountNumber === customer.accountNumber);
    expect(notice).toMatchObject({
      kind: 'LINE_UNREGISTERED',
      body: expect.stringMatching(register),
      linkUrl: `/manage/line-registry?orderRef=${encodeURIComponent(customer.orderRef)}`,
    });
    expect(notice?.body).not.toMatch(/recarga|recharge/i);
    expect(notice?.title).toContain(formatNationalNumber(customer.msisdn).replaceAll(' ', '\u00a0'));
  });

  it('an unregistered line is suspended; CURP, ID and selfie register it with a folio and lift the suspension', async () => {
    const { register, line, customer } = unregistered();
    expect(await line()).toMatchObject({
      status: 'Suspend',
      registry: { status: 'UNREGISTERED', attemptsLeft: 3 },
    });
    // A renewal would not lift this suspension: renew now refuses it until the line is registered.
    const record = sandbox.state.lines.forOrder(customer.orderRef);
    if (!record) throw new Error('no line');
    expect(sandbox.state.renewal.refusal(record)).toBe('LINE_UNREGISTERED');
    const registered = await register();
    expect(registered).toEqual({
      status: 'REGISTERED',
      folio: expect.stringMatching(/^PTM-\d{4}-\d{8}$/),
      registeredAt: expect.any(String),
    });
    expect(await line()).toMatchObject({
      status: 'Active',
      registry: { status: 'REGISTERED', folio: registered.folio, registeredAt: registered.registeredAt },
    });
    // Only what the registry keeps: no upload is left, not even a file name.
    const kept = sandbox.state.lines.forOrder(customer.orderRef)?.registry;
    expect(kept).toEqual({
      status: 'REGISTERED',
      folio: registered.folio,
      registeredAt: expect.any(Number),
      name: 'Lucía Hernández',
      curp: customer.curp,
      msisdn: customer.msisdn,
      documentType: 'INE',
      validation: 'APPROVED',
    });
    expect(
      sandbox.state.kyc.listFor(sandbox.state.auth.authenticate(customer.accessToken)?.userId ?? ''),
    ).toEqual([]);
    // Registering again is refused.
    expect(await failureOf(register())).toMatchObject({ status: 409, errorCode: 'LINE_ALREADY_REGISTERED' });
  });

  it('a failed selfie check says how many tries are left; the third sends the holder in person, for good', async () => {
    const { register, line } = unregistered();
    expect(await failureOf(register('no-match.png'))).toEqual({
      status: 422,
      errorCode: 'REGISTRY_IDENTITY_NOT_CONFIRMED',
      errorId: 422710,
      left: 2,
    });
    expect(await failureOf(register('no-match.png'))).toMatchObject({ errorId: 422710, left: 1 });
    expect(await failureOf(register('no-match.png'))).toMatchObject({
      status: 422,
      errorCode: 'REGISTRY_ATTEMPTS_EXHAUSTED',
      errorId: 422711,
    });
    expect(await line()).toMatchObject({
      status: 'Suspend',
      registry: { status: 'UNREGISTERED', attemptsLeft: 0 },
    });
    // Even a good selfie is refused online now.
    expect(await failureOf(register())).toMatchObject({ errorCode: 'REGISTRY_ATTEMPTS_EXHAUSTED' });
  });

  it('needs both the ID and the selfie; another customer’s line is not found', async () => {
    const { customer, client } = unregistered();
    expect(
      await failureOf(
        registerLine(client, {
          orderRef: customer.orderRef,
          curp: customer.curp ?? '',
          documentType: 'INE',
          kycIds: ['kyc_none'],
        }),
      ),
    ).toMatchObject({ status: 422, errorCode: 'REGISTRY_DOCUMENTS_MISSING' });
    const other = sandbox.state.scenarios.create('active-esim-line');
    const { client: otherClient } = newClient(other.accessToken);
    expect(
      await failureOf(
        registerLine(otherClient, {
          orderRef: customer.orderRef,
          curp: customer.curp ?? '',
          documentType: 'INE',
          kycIds: ['x'],
        }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('a line bought with a CURP is registered from the start, with a folio and date', async () => {
    const customer = sandbox.state.scenarios.create('curp-line-limit');
    const { client } = newClient(customer.accessToken);
    const { line } = await getOrder(client, { orderReference: customer.orderRef });
    expect(line).toMatchObject({
      status: 'Active',
      registry: { status: 'REGISTERED', folio: expect.stringMatching(/^PTM-/) },
    });
  });
});
