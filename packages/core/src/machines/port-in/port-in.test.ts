import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { portInMachine } from './port-in.machine.ts';
import { portInFailure, portInFieldErrors, portInRefusal } from './port-in.rules.ts';
import type {
  CodeCheckResult,
  CodeRequestResult,
  NumberCheckResult,
  PortInInput,
  PortInVerifiedEmitted,
} from './port-in.types.ts';
import { portInView } from './port-in.view.ts';

const failure = (status: number, errorCode: string, errorId = 1) =>
  new GatewayError({ kind: 'http', status, statusText: 'x', body: {}, url: '/x', errorCode, errorId });

/** A promise the test settles by hand, so each in-between state can be looked at. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Fakes {
  checkNumber?: () => Promise<NumberCheckResult>;
  requestCode?: () => Promise<CodeRequestResult>;
  checkCode?: () => Promise<CodeCheckResult>;
}

function start(input: PortInInput = { numberLength: 10 }, fakes: Fakes = {}) {
  const calls = { checkNumber: [] as unknown[], requestCode: [] as unknown[], checkCode: [] as unknown[] };
  const machine = portInMachine.provide({
    actors: {
      checkNumber: fromPromise(async ({ input: args }) => {
        calls.checkNumber.push(args);
        return (fakes.checkNumber ?? (async () => ({ valid: true })))();
      }),
      requestCode: fromPromise(async ({ input: args }) => {
        calls.requestCode.push(args);
        return (
          fakes.requestCode ??
          (async () => ({ requestId: `req-${calls.requestCode.length}`, expiresIn: 120 }))
        )();
      }),
      checkCode: fromPromise(async ({ input: args }) => {
        calls.checkCode.push(args);
        return (fakes.checkCode ?? (async () => ({ verified: true })))();
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: PortInVerifiedEmitted[] = [];
  actor.on('verified', (event) => emitted.push(event));
  return { actor, calls, emitted, view: () => portInView(actor.getSnapshot(), actor.send) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fillDetails(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'DONOR.CHANGE', value: 'TELCEL' });
  actor.send({ type: 'NUMBER.CHANGE', value: '55 1234-5678' });
  actor.send({ type: 'NIP.CHANGE', value: '1234' });
}

const typeCode = (actor: ReturnType<typeof start>['actor'], code = '123456') =>
  actor.send({ type: 'OTP.CHANGE', boxes: code.split('') });

describe('port-in field rules', () => {
  it('asks for every field, naming the missing ones', () => {
    expect(portInFieldErrors({ donorId: '', number: '', nip: '' })).toEqual({
      donor: { id: 'validation.port_in.donor_required' },
      number: { id: 'validation.required' },
      nip: { id: 'validation.required' },
    });
  });

  it('takes at most 12 characters (§5) and then the configured length', () => {
    const base = { donorId: 'TELCEL', nip: '1234' };
    expect(portInFieldErrors({ ...base, number: '1234567890123' }).number?.id).toBe(
      'validation.number.transfer_length',
    );
    expect(portInFieldErrors({ ...base, number: '551234567' }, { numberLength: 10 }).number).toEqual({
      id: 'validation.port_in.number_length',
      values: { length: 10 },
    });
    expect(portInFieldErrors({ ...base, number: '551234567' })).toEqual({});
    expect(portInFieldErrors({ ...base, number: '5512345678' }, { numberLength: 10 })).toEqual({});
  });

  it('wants a NIP of exactly 4 digits', () => {
    const base = { donorId: 'TELCEL', number: '5512345678' };
    expect(portInFieldErrors({ ...base, nip: '123' }).nip?.id).toBe('validation.number.nip');
    expect(portInFieldErrors({ ...base, nip: '12345' }).nip?.id).toBe('validation.number.nip');
    expect(portInFieldErrors({ ...base, nip: '12a4' }).nip?.id).toBe('validation.number.nip');
    expect(portInFieldErrors({ ...base, nip: '0420' }).nip).toBeUndefined();
  });

  it('maps the port-in refusals to their field, and anything else to the §8 catalogue', () => {
    expect(portInFailure(failure(422, 'NIP_EXPIRED'))).toEqual({
      messageId: 'errors.port_in.nip_expired',
      field: 'nip',
    });
    expect(portInFailure(failure(422, 'invalid_nip'))).toEqual({
      messageId: 'errors.port_in.nip_invalid',
      field: 'nip',
    });
    expect(portInFailure(failure(422, 'PORT_IN_NOT_ELIGIBLE'))).toEqual({
      messageId: 'errors.port_in.not_eligible',
      field: 'number',
    });
    expect(portInFailure(failure(422, 'INCORRECT_OTP', 422011))).toEqual({
      messageId: 'errors.code.422011',
      field: null,
    });
    expect(portInFailure(failure(500, 'INTERNAL_ERROR'))).toEqual({
      messageId: 'errors.unknown',
      field: null,
    });
    expect(portInFailure(new Error('boom'))).toEqual({ messageId: 'errors.something_wrong', field: null });
    expect(portInRefusal(undefined)).toEqual({ messageId: 'errors.port_in.not_eligible', field: 'number' });
    expect(portInRefusal('NIP_EXPIRED').field).toBe('nip');
  });
});

describe('portInMachine', () => {
  it('starts on the details with the button enabled and no message until the first try', () => {
    const { actor, view } = start();
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(view()).toMatchObject({
      stage: 'details',
      primaryAction: 'send_code',
      primaryEnabled: true,
      fieldErrors: {},
    });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    // The operator is not asked up front: the number check finds it.
    expect(Object.keys(view().fieldErrors).sort()).toEqual(['nip', 'number']);
  });

  it('takes the operator the number check finds; a number it does not know asks the customer', async () => {
    const answers: NumberCheckResult[] = [{ valid: true, donor: 'ATT' }, { valid: true }];
    const { actor, calls, view } = start(
      { numberLength: 10 },
      { checkNumber: async () => answers.shift() ?? { valid: true } },
    );
    actor.send({ type: 'NUMBER.CHANGE', value: '5512345678' });
    actor.send({ type: 'NIP.CHANGE', value: '1234' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.checkNumber).toEqual([{ number: '5512345678', donor: '' }]);
    expect(calls.requestCode).toEqual([{ number: '5512345678', donor: 'ATT', nip: '1234' }]);
    expect(view().stage).toBe('code');
    // Another number: the operator found was the old number's, so it is looked up again, and a
    // number the database does not know lands on the operator field with the reason.
    actor.send({ type: 'NUMBER.CHANGE', value: '5587654321' });
    expect(actor.getSnapshot().context.donorId).toBe('');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.checkNumber.at(-1)).toEqual({ number: '5587654321', donor: '' });
    expect(calls.requestCode).toHaveLength(1);
    expect(view()).toMatchObject({
      stage: 'details',
      fieldErrors: { donor: { id: 'connection_details.donor_not_found' } },
    });
    // The operator the customer names is the one used, whatever the check would say.
    actor.send({ type: 'DONOR.CHANGE', value: 'TELCEL' });
    actor.send({ type: 'NIP.CHANGE', value: '1234' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.requestCode.at(-1)).toEqual({ number: '5587654321', donor: 'TELCEL', nip: '1234' });
  });

  it('keeps digits only from what is typed or pasted', () => {
    const { actor } = start();
    fillDetails(actor);
    expect(actor.getSnapshot().context.number).toBe('5512345678');
    actor.send({ type: 'NIP.CHANGE', value: ' 12-34 ' });
    expect(actor.getSnapshot().context.nip).toBe('1234');
  });

  it('checks the number, sends the code, then verifies it and emits verified once', async () => {
    const numberCheck = deferred<NumberCheckResult>();
    const codeCheck = deferred<CodeCheckResult>();
    const { actor, calls, emitted, view } = start(
      { numberLength: 10 },
      { checkNumber: () => numberCheck.promise, checkCode: () => codeCheck.promise },
    );
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({ stage: 'details', busy: 'send_code', primaryEnabled: false });
    numberCheck.resolve({ valid: true });
    await settle();
    expect(calls.checkNumber).toEqual([{ number: '5512345678', donor: 'TELCEL' }]);
    expect(calls.requestCode).toEqual([{ number: '5512345678', donor: 'TELCEL', nip: '1234' }]);
    expect(view()).toMatchObject({ stage: 'code', primaryAction: 'verify_code', primaryEnabled: false });
    expect(actor.getSnapshot().context.requestId).toBe('req-1');

    typeCode(actor, '12345');
    expect(view().primaryEnabled).toBe(false);
    expect(calls.checkCode).toEqual([]);
    // The sixth digit sends the code; a Next pressed meanwhile sends nothing more.
    typeCode(actor);
    expect(view()).toMatchObject({ stage: 'code', busy: 'verify_code' });
    actor.send({ type: 'SUBMIT' });
    codeCheck.resolve({ verified: true });
    await settle();
    expect(calls.checkCode).toEqual([{ requestId: 'req-1', otpCode: '123456' }]);
    expect(actor.getSnapshot().matches('verified')).toBe(true);
    expect(view()).toMatchObject({ stage: 'verified', primaryAction: 'continue', primaryEnabled: true });
    expect(emitted).toEqual([
      {
        type: 'verified',
        number: '5512345678',
        donorId: 'TELCEL',
        donorFromNumber: false,
        requestId: 'req-1',
      },
    ]);
  });

  it('does not call the gateway while the details are invalid', () => {
    const { actor, calls } = start();
    actor.send({ type: 'DONOR.CHANGE', value: 'TELCEL' });
    actor.send({ type: 'NUMBER.CHANGE', value: '551234' });
    actor.send({ type: 'NIP.CHANGE', value: '1234' });
    actor.send({ type: 'SUBMIT' });
    expect(calls.checkNumber).toEqual([]);
    expect(actor.getSnapshot().matches('details')).toBe(true);
  });

  it('uses the number length once the config arrives', () => {
    const { actor, view } = start({});
    actor.send({ type: 'DONOR.CHANGE', value: 'TELCEL' });
    actor.send({ type: 'NUMBER.CHANGE', value: '551234' });
    actor.send({ type: 'NIP.CHANGE', value: '1234' });
    actor.send({ type: 'NUMBER_LENGTH.SET', value: 10 });
    actor.send({ type: 'SUBMIT' });
    expect(view().fieldErrors.number?.id).toBe('validation.port_in.number_length');
  });

  it('puts a refused number under the number field and keeps what was typed', async () => {
    const { actor, calls, view } = start(
      { numberLength: 10 },
      { checkNumber: async () => ({ valid: false, reason: 'PORT_IN_NOT_ELIGIBLE' }) },
    );
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(calls.requestCode).toEqual([]);
    expect(view().fieldErrors.number?.id).toBe('errors.port_in.not_eligible');
    expect(view().errorMessageId).toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({
      number: '5512345678',
      nip: '1234',
      donorId: 'TELCEL',
    });
  });

  it('puts an expired NIP under the NIP, and clears it when the NIP is retyped', async () => {
    const { actor, view } = start(
      { numberLength: 10 },
      { requestCode: () => Promise.reject(failure(422, 'NIP_EXPIRED')) },
    );
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view().fieldErrors.nip?.id).toBe('errors.port_in.nip_expired');
    actor.send({ type: 'NIP.CHANGE', value: '9876' });
    expect(view().fieldErrors.nip).toBeUndefined();
  });

  it('shows a server failure above the button, not under a field', async () => {
    const { actor, view } = start(
      { numberLength: 10 },
      { checkNumber: () => Promise.reject(failure(500, 'INTERNAL_ERROR')) },
    );
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({ stage: 'details', errorMessageId: 'errors.unknown', fieldErrors: {} });
  });

  it('a wrong code stays on the code with the message; a rejected code is the catalogue message', async () => {
    let answer: () => Promise<CodeCheckResult> = async () => ({ verified: false });
    const { actor, emitted, view } = start({ numberLength: 10 }, { checkCode: () => answer() });
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    typeCode(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({ stage: 'code', errorMessageId: 'errors.otp.incorrect' });
    answer = () => Promise.reject(failure(422, 'OTP_EXPIRED', 422004));
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({ stage: 'code', errorMessageId: 'errors.code.422004' });
    typeCode(actor, '654321');
    expect(view().errorMessageId).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('the sixth digit sends the code once: the same six digits again send nothing, a changed one does', async () => {
    const { actor, calls } = start({ numberLength: 10 }, { checkCode: async () => ({ verified: false }) });
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    typeCode(actor, '123456');
    await settle();
    typeCode(actor, '123456');
    await settle();
    expect(calls.checkCode).toEqual([{ requestId: 'req-1', otpCode: '123456' }]);
    typeCode(actor, '123450');
    await settle();
    expect(calls.checkCode).toHaveLength(2);
  });

  it('asks for the missing digits when the code is submitted incomplete', async () => {
    const { actor, calls, view } = start();
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    typeCode(actor, '12');
    actor.send({ type: 'SUBMIT' });
    expect(calls.checkCode).toEqual([]);
    expect(view().otpError?.id).toBe('validation.otp.incomplete');
  });

  it('resends a code for the same details and uses the new request id', async () => {
    const { actor, calls, view } = start();
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    typeCode(actor, '111');
    actor.send({ type: 'RESEND' });
    expect(view()).toMatchObject({ busy: 'resend', canResend: false });
    await settle();
    expect(calls.requestCode).toHaveLength(2);
    expect(view()).toMatchObject({ stage: 'code', codeResent: true });
    expect(actor.getSnapshot().context.otp).toEqual(['', '', '', '', '', '']);
    typeCode(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.checkCode).toEqual([{ requestId: 'req-2', otpCode: '123456' }]);
  });

  it('a failed resend keeps the code screen with the message', async () => {
    let fail = false;
    const { actor, view } = start(
      { numberLength: 10 },
      {
        requestCode: async () => {
          if (fail) throw failure(429, 'TOO_MANY_REQUESTS');
          return { requestId: 'req-1', expiresIn: 120 };
        },
      },
    );
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    fail = true;
    actor.send({ type: 'RESEND' });
    await settle();
    expect(view()).toMatchObject({ stage: 'code', errorMessageId: 'errors.http.429' });
    expect(actor.getSnapshot().context.requestId).toBe('req-1');
  });

  it('changing the details after the code was sent drops the code', async () => {
    const { actor, view } = start();
    fillDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'NUMBER.CHANGE', value: '5512345679' });
    expect(view().stage).toBe('details');
    expect(actor.getSnapshot().context).toMatchObject({ requestId: null, number: '5512345679', nip: '1234' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.requestId).toBeNull();
    expect(view().stage).toBe('details');
  });

  it('restores a transfer verified on an earlier visit, without calling anything', () => {
    const { actor, calls, emitted, view } = start({
      numberLength: 10,
      restored: { donorId: 'ATT', number: '5512345678', requestId: 'req-9' },
    });
    expect(view()).toMatchObject({ stage: 'verified', primaryEnabled: true });
    expect(actor.getSnapshot().context).toMatchObject({
      donorId: 'ATT',
      number: '5512345678',
      requestId: 'req-9',
    });
    expect(calls).toEqual({ checkNumber: [], requestCode: [], checkCode: [] });
    expect(emitted).toEqual([]);
    actor.send({ type: 'EDIT' });
    expect(view().stage).toBe('details');
    expect(actor.getSnapshot().context.number).toBe('5512345678');
  });

  it('where the operator asks no SMS code, checks number and NIP and goes on without a code', async () => {
    const { actor, calls, emitted, view } = start(
      { numberLength: 10 },
      {
        checkNumber: async () => ({ valid: true, donor: 'ATT' }),
        requestCode: async () => ({ requestId: 'req-proven', codeSent: false }),
      },
    );
    expect(view().primaryAction).toBe('send_code');
    actor.send({ type: 'OTP_REQUIRED.SET', value: false });
    // The button says what it does: no code is sent, the details are checked and the step goes on.
    expect(view().primaryAction).toBe('check_transfer');
    actor.send({ type: 'NUMBER.CHANGE', value: '5512345678' });
    actor.send({ type: 'NIP.CHANGE', value: '1234' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.requestCode).toEqual([{ number: '5512345678', donor: 'ATT', nip: '1234' }]);
    expect(calls.checkCode).toEqual([]);
    expect(view()).toMatchObject({ stage: 'verified', primaryAction: 'continue' });
    expect(emitted).toEqual([
      {
        type: 'verified',
        number: '5512345678',
        donorId: 'ATT',
        donorFromNumber: true,
        requestId: 'req-proven',
      },
    ]);
  });

  it('an operator found from the number comes back after a reload as found, not as chosen', () => {
    const found = start({ donorId: 'ATT', number: '5512345678', donorFromNumber: true });
    expect(found.view().donorFoundFromNumber).toBe(true);
    // Another number: the operator found was the old number's, so it is dropped and looked up again.
    found.actor.send({ type: 'NUMBER.CHANGE', value: '5587654321' });
    expect(found.actor.getSnapshot().context.donorId).toBe('');
    // One the customer chose stays with another number.
    const chosen = start({ donorId: 'ATT', number: '5512345678' });
    expect(chosen.view().donorFoundFromNumber).toBe(false);
    chosen.actor.send({ type: 'NUMBER.CHANGE', value: '5587654321' });
    expect(chosen.actor.getSnapshot().context.donorId).toBe('ATT');
  });

  it('prefills details typed before without pretending they were verified', () => {
    const { view, actor } = start({ donorId: 'MOVISTAR', number: '5511112222' });
    expect(view().stage).toBe('details');
    expect(actor.getSnapshot().context).toMatchObject({ donorId: 'MOVISTAR', number: '5511112222', nip: '' });
  });
});
