import { cancelAutoRenewal } from '@senda/core/flows/auto-renewal';
import { submitPlanSwitch } from '@senda/core/flows/plan-switch';
import { submitSimReplacement } from '@senda/core/flows/sim-replacement';
import { claimWinBack, winBackAggregation } from '@senda/core/flows/termination';
import { newIdempotencyKey, PostalAddressSchema } from '@senda/core/gateway';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { plausiblePng } from '../src/domain/image-check.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * The quiet changes a stolen session could make without the owner knowing: each one now tells the
 * account's address what changed, when (Mexico City time) and whom to call if it wasn't them, in
 * the language of the call that made it.
 */
const kit = setupSandboxTest();
const { sandbox, clock, scenarioCustomer } = kit;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

type Mail = { kind: string; subject: string; body: string };
async function notices(address: string): Promise<Mail[]> {
  const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: Mail[] }).messages.filter(
    (mail) => mail.kind === 'account_notice',
  );
}

const REPORT = {
  'es-MX': 'Si no fuiste tú, llama a atención a clientes de Senda al *611 y repórtalo.',
  'en-US': "If it wasn't you, call Senda customer service at *611 and report it.",
};
const ZONE = { 'es-MX': '(hora de la Ciudad de México)', 'en-US': '(Mexico City time)' };

describe('a quiet change tells the account’s address', () => {
  it.each([
    'es-MX',
    'en-US',
  ] as const)('automatic renewal turned off (%s): what, when, the plan’s end, and to report it', async (lang) => {
    const owner = scenarioCustomer('auto-renewal-on');
    owner.session.language = lang;
    expect(await notices(owner.email)).toEqual([]);
    await cancelAutoRenewal(owner.client, { accountNumber: owner.accountNumber });
    const [notice, ...more] = await notices(owner.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(
      lang === 'es-MX'
        ? 'Senda: se desactivó la renovación automática de tu línea'
        : 'Senda: automatic renewal of your line was turned off',
    );
    expect(notice?.body).toContain(owner.msisdn);
    expect(notice?.body).toContain(ZONE[lang]);
    expect(notice?.body).toContain(lang === 'es-MX' ? 'Tu plan vence el' : 'Your plan ends on');
    expect(notice?.body).toContain(REPORT[lang]);
    // Off already: nothing changes, nothing is said.
    await cancelAutoRenewal(owner.client, { accountNumber: owner.accountNumber });
    expect(await notices(owner.email)).toHaveLength(1);
  });

  it('a plan moved down at the next renewal: from what to what, and when it applies', async () => {
    const owner = scenarioCustomer('active-esim-line');
    await submitPlanSwitch(owner.client, {
      simNumber: owner.iccid,
      sku: 'PLAN-SENDA-100',
      timing: 'NEXT_RENEWAL',
      idempotencyKey: newIdempotencyKey(),
    });
    const [notice, ...more] = await notices(owner.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Senda: cambio de plan de tu línea');
    expect(notice?.body).toContain(`tu línea ${owner.msisdn} de Senda 200 a Senda 100`);
    expect(notice?.body).toContain('El cambio se aplica el 14 de febrero de 2025');
    expect(notice?.body).toContain(REPORT['es-MX']);
  });

  it('a win-back reward claimed: which one, on which line', async () => {
    const owner = scenarioCustomer('termination-eligible');
    owner.session.language = 'en-US';
    const offers = await winBackAggregation(owner.client, { accountNumber: owner.accountNumber });
    const discount = offers.find((offer) => offer.kind === 'RENEWAL_DISCOUNT');
    const claim = {
      accountNumber: owner.accountNumber,
      offerId: discount?.offerId ?? '',
      idempotencyKey: newIdempotencyKey(),
    };
    await claimWinBack(owner.client, claim);
    // The same claim again answers the reward it made: no second notice.
    await claimWinBack(owner.client, claim);
    const [notice, ...more] = await notices(owner.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Senda: an offer was claimed on your line');
    expect(notice?.body).toContain(`claimed on your line ${owner.msisdn}: 50% off your next renewal`);
    expect(notice?.body).toContain(ZONE['en-US']);
    expect(notice?.body).toContain(REPORT['en-US']);
  });

  it('a SIM reported lost or stolen: told when it is blocked, before any fee is paid', async () => {
    const owner = scenarioCustomer('sim-replacement-eligible');
    const png = plausiblePng();
    const check = sandbox.state.kyc.submit({
      userId: owner.userId,
      files: [
        { field: 'selfieImage', name: 'cam_image.png', type: 'image/png', size: png.length, head: png },
      ],
    });
    const proof = await kit.stepUpProof(owner, 'SIM_REPLACEMENT');
    const submitted = await submitSimReplacement(
      owner.client,
      {
        accountNumber: owner.accountNumber,
        reason: 'LOST_OR_STOLEN',
        simType: 'physical_sim',
        kycIds: [check.id],
        delivery: {
          method: 'DOORSTEP_DELIVERY',
          slotId: 'MX-DOMICILIO-2025-01-17-AM',
          address: v.parse(PostalAddressSchema, { postalCode: '06700', country: 'MX', street: 'Orizaba' }),
        },
        idempotencyKey: newIdempotencyKey(),
      },
      proof,
    );
    expect(submitted.oldSimBlocked).toBe(true);
    expect(submitted.payment?.orderRef).toBeTruthy();
    const [notice, ...more] = await notices(owner.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Senda: bloqueamos la SIM de tu línea');
    expect(notice?.body).toContain(`la SIM de tu número ${owner.msisdn} y la bloqueamos`);
    expect(notice?.body).toContain(ZONE['es-MX']);
    expect(notice?.body).toContain(REPORT['es-MX']);
  });
});
