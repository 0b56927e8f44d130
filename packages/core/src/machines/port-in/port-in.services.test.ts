import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { setupGatewayTest } from '../../gateway/test-support/gateway-test-kit.ts';
import { choosePortIn } from '../../purchase/connection-details.rules.ts';
import { readConnectionStepData, transferStepData } from '../../purchase/connection-details.step-data.ts';
import { portInOptions } from '../../queries/port-in-options.read.ts';
import { createStores } from '../../stores/create-stores.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { readDraftField, type StepDraftLocation } from '../../stores/step-drafts.store.ts';
import { portInMachineInput, providePortInMachine } from './port-in.services.ts';
import type { PortInVerifiedEmitted } from './port-in.types.ts';
import { portInView } from './port-in.view.ts';

/**
 * The port-in machine as the screen runs it: wired by its services to a gateway client whose calls
 * MSW answers (an unexpected call fails the test) and to real stores, on a fake clock.
 */
const { client, answer } = setupGatewayTest();

const DRAFT: StepDraftLocation = { journeyId: 'purchase', step: 'connection-details' };
const newStores = () =>
  createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('providePortInMachine', () => {
  it('writes the verified transfer into the order before it emits verified; the draft never holds the NIP', async () => {
    answer('POST', 'portin-service/v1/numbers/validate', { result: { valid: true } });
    answer('POST', 'portin-service/v1/eligibility', { result: { requestId: 'pin-7', expiresIn: 300 } });
    answer('POST', 'portin-service/v1/otp/validate', { result: { verified: true } });
    const stores = newStores();
    const actor = createActor(providePortInMachine({ gateway: client, stores }, DRAFT), {
      input: portInMachineInput({ stores }, DRAFT, readConnectionStepData({})),
    }).start();
    const view = () => portInView(actor.getSnapshot(), actor.send);
    const orderAtEmit: unknown[] = [];
    const verified: PortInVerifiedEmitted[] = [];
    actor.on('verified', (event) => {
      verified.push(event);
      orderAtEmit.push(stores.store.get(stores.onboarding.state).selectedTelcoDonor);
    });

    actor.send({ type: 'DONORS.SET', donors: [{ id: 'ATT', name: 'AT&T' }] });
    view().setDonor('ATT');
    view().setNumber('33 1234 5678');
    view().setNip('7788');
    expect(
      readDraftField(
        stores.store.get(stores.onboarding.drafts.state),
        DRAFT,
        'transfer',
        v.record(v.string(), v.unknown()),
      )?.value,
    ).toEqual({ donorId: 'ATT', number: '3312345678', donorFromNumber: false });
    view().submit();
    await waitFor(actor, (snapshot) => snapshot.matches('codeSent'));
    view().setOtp('123456'.split(''));
    view().submit();
    await waitFor(actor, (snapshot) => snapshot.matches('verified'));

    expect(verified).toEqual([
      { type: 'verified', number: '3312345678', donorId: 'ATT', donorFromNumber: false, requestId: 'pin-7' },
    ]);
    expect(orderAtEmit).toEqual([{ id: 'ATT', name: 'AT&T', requestId: 'pin-7' }]);
    expect(stores.store.get(stores.onboarding.state)).toMatchObject({
      selectedNumberType: 'PORT_IN',
      currentTelcoNumber: '3312345678',
    });
    expect(view().donorName).toBe('AT&T');
    expect(transferStepData(verified[0] as PortInVerifiedEmitted)).toEqual({
      numberType: 'number_transfer',
      donorId: 'ATT',
      transferNumber: '3312345678',
      requestId: 'pin-7',
    });
  });

  it('Next on a transfer restored as verified records it again and emits verified', () => {
    const stores = newStores();
    const saved = readConnectionStepData({
      numberType: 'number_transfer',
      donorId: 'ATT',
      transferNumber: '3312345678',
      requestId: 'pin-1',
    });
    stores.store.set(stores.onboarding.state, (previous) =>
      choosePortIn(previous, {
        number: '3312345678',
        donor: { id: 'ATT', name: 'AT&T' },
        requestId: 'pin-1',
      }),
    );
    const actor = createActor(providePortInMachine({ gateway: client, stores }, DRAFT), {
      input: portInMachineInput({ stores }, DRAFT, saved),
    }).start();
    const verified: PortInVerifiedEmitted[] = [];
    actor.on('verified', (event) => verified.push(event));
    expect(actor.getSnapshot().matches('verified')).toBe(true);
    portInView(actor.getSnapshot(), actor.send).submit();
    expect(verified).toEqual([
      { type: 'verified', number: '3312345678', donorId: 'ATT', donorFromNumber: false, requestId: 'pin-1' },
    ]);
    expect(stores.store.get(stores.onboarding.state).selectedTelcoDonor).toMatchObject({
      requestId: 'pin-1',
    });
  });
});

describe('portInMachineInput', () => {
  const saved = readConnectionStepData({
    numberType: 'number_transfer',
    donorId: 'ATT',
    transferNumber: '3312345678',
    requestId: 'pin-1',
  });

  it('restores a verified transfer only while the order still carries it', () => {
    const stores = newStores();
    expect(portInMachineInput({ stores }, DRAFT, saved).restored).toBeNull();
    stores.store.set(stores.onboarding.state, (previous) =>
      choosePortIn(previous, {
        number: '3312345678',
        donor: { id: 'ATT', name: 'AT&T' },
        requestId: 'pin-1',
      }),
    );
    expect(portInMachineInput({ stores }, DRAFT, saved).restored).toEqual({
      donorId: 'ATT',
      number: '3312345678',
      requestId: 'pin-1',
      donorFromNumber: false,
    });
    stores.store.set(stores.onboarding.state, (previous) =>
      choosePortIn(previous, {
        number: '3399999999',
        donor: { id: 'ATT', name: 'AT&T' },
        requestId: 'pin-2',
      }),
    );
    expect(portInMachineInput({ stores }, DRAFT, saved).restored).toBeNull();
  });

  it('starts from the draft typed before a reload, else the step, else the order’s number', () => {
    const stores = newStores();
    stores.store.set(stores.onboarding.state, (previous) => ({
      ...previous,
      currentTelcoNumber: '5511112222',
    }));
    expect(portInMachineInput({ stores }, DRAFT, readConnectionStepData({}))).toMatchObject({
      donorId: '',
      number: '5511112222',
    });
    expect(portInMachineInput({ stores }, DRAFT, saved)).toMatchObject({
      donorId: 'ATT',
      number: '3312345678',
    });
    stores.store.set(stores.onboarding.drafts.writeField, {
      ...DRAFT,
      field: 'transfer',
      value: { donorId: 'TELCEL', number: '55' },
    });
    expect(portInMachineInput({ stores }, DRAFT, saved)).toMatchObject({
      donorId: 'TELCEL',
      number: '55',
      donorFromNumber: false,
    });
  });

  it('an operator the number check found is kept in the draft as found, and a reload starts from it so', async () => {
    answer('POST', 'portin-service/v1/numbers/validate', { result: { valid: true, donor: 'ATT' } });
    answer('POST', 'portin-service/v1/eligibility', { result: { requestId: 'pin-8', expiresIn: 300 } });
    const stores = newStores();
    const actor = createActor(providePortInMachine({ gateway: client, stores }, DRAFT), {
      input: portInMachineInput({ stores }, DRAFT, readConnectionStepData({})),
    }).start();
    const view = () => portInView(actor.getSnapshot(), actor.send);
    view().setNumber('3312345678');
    view().setNip('7788');
    view().submit();
    await waitFor(actor, (snapshot) => snapshot.matches('codeSent'));
    actor.stop();
    // The reload: the draft brings the operator back as the number's finding, not a choice.
    const input = portInMachineInput({ stores }, DRAFT, readConnectionStepData({}));
    expect(input).toMatchObject({ donorId: 'ATT', number: '3312345678', donorFromNumber: true });
    const reloaded = createActor(providePortInMachine({ gateway: client, stores }, DRAFT), { input }).start();
    expect(portInView(reloaded.getSnapshot(), reloaded.send).donorFoundFromNumber).toBe(true);
  });
});

describe('portInOptions', () => {
  it('reads the donors, and goes on without the config when it fails', async () => {
    answer('GET', 'portin-service/v1/donors', { result: [{ id: 'ATT', name: 'AT&T' }] });
    answer(
      'GET',
      'portin-service/v1/config',
      { failure: { errorCode: 'BAD_REQUEST', errorId: 400001 } },
      400,
    );
    await expect(portInOptions(client)).resolves.toMatchObject({
      donors: [{ id: 'ATT', name: 'AT&T' }],
      config: null,
    });
  });
});
