import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import type { EkycSpecifications } from '../../gateway/ekyc/ekyc-specifications.ts';
import type { LineRegistration, LineRegistry } from '../../gateway/lines/line-registry.ts';
import { composeCurp } from '../../validation/curp.ts';
import { manualEkycMachine } from '../manual-ekyc/manual-ekyc.machine.ts';
import type { SubmitUploadInput } from '../manual-ekyc/manual-ekyc.types.ts';
import { lineRegistrationMachine } from './line-registration.machine.ts';
import type { LineRegistrationInput, RegisterInput } from './line-registration.types.ts';
import {
  lineRegistrationSenders,
  lineRegistrationView,
  lineRegistryStatusView,
} from './line-registration.view.ts';

const CURP = composeCurp({
  letters: 'HEXL',
  birthDate: '1992-03-14',
  sex: 'M',
  state: 'DF',
  consonants: 'RNC',
});
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const REGISTERED: LineRegistration = {
  status: 'REGISTERED',
  folio: 'PTM-2026-00000042',
  registeredAt: '2026-11-20T16:00:00.000Z',
};
const refusal = (errorCode: string, remainingAttempts?: number) => ({
  status: 422,
  errorCode,
  body: remainingAttempts === undefined ? {} : { failure: { remainingAttempts } },
});

interface Fakes {
  eligible?: boolean | 'fails';
  register?: (input: RegisterInput) => Promise<LineRegistration>;
}

function start(input: Partial<LineRegistrationInput> = {}, fakes: Fakes = {}) {
  const calls = {
    register: [] as RegisterInput[],
    uploads: [] as SubmitUploadInput[],
    saved: [] as (string | null)[],
  };
  let n = 0;
  const machine = lineRegistrationMachine.provide({
    actors: {
      manualEkyc: manualEkycMachine.provide({
        actors: {
          loadSpecification: fromPromise(
            async (): Promise<EkycSpecifications> => ({
              required: true,
              selfieRequired: true,
              documentTypes: ['INE', 'MX_PASSPORT', 'FOREIGN_PASSPORT'],
              maxFileSizeBytes: 5 * 1024 * 1024,
            }),
          ),
          submitUpload: fromPromise(async ({ input: upload }) => {
            calls.uploads.push(upload);
            n += 1;
            return { kycId: `kyc_${n}` };
          }),
        },
      }),
      checkCurpRoom: fromPromise(async () => {
        if (fakes.eligible === 'fails') throw new Error('offline');
        return { eligible: fakes.eligible ?? true, maxLines: 10 };
      }),
      register: fromPromise(async ({ input: args }) => {
        calls.register.push(args);
        return (fakes.register ?? (async () => REGISTERED))(args);
      }),
    },
    actions: { saveCurp: (_, params) => calls.saved.push(params.curp), lineChanged: () => {} },
  });
  const actor = createActor(machine, {
    input: {
      orderRef: 'ORD-1',
      registry: { status: 'UNREGISTERED', attemptsLeft: 3 },
      savedCurp: null,
      ...input,
    },
  }).start();
  const view = () => lineRegistrationView(actor.getSnapshot());
  return { actor, calls, view, send: lineRegistrationSenders(actor) };
}

/** The ID and selfie given on the child, then sent. */
async function giveIdentity(ekyc: AnyActorRef | null) {
  if (!ekyc) throw new Error('no eKYC step');
  await waitFor(ekyc, (s) => s.matches('editing'));
  ekyc.send({ type: 'DOCUMENT_TYPE.CHANGE', value: 'INE' });
  ekyc.send({ type: 'DOCUMENT.PICK', file: new Blob([PNG], { type: 'image/png' }), name: 'ine.png' });
  await waitFor(ekyc, (s) => s.matches('editing'));
  ekyc.send({ type: 'SELFIE.CAPTURE', image: new Blob([PNG], { type: 'image/png' }) });
  ekyc.send({ type: 'SUBMIT' });
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('starting'));

describe('the CURP', () => {
  it('is checked by checkCurp: a wrong one stays typed with its message', () => {
    const { send, view } = start();
    send.typeCurp(`${CURP.slice(0, 17)}0`.replace(/.$/, CURP.endsWith('0') ? '1' : '0'));
    send.submitCurp();
    expect(view()).toMatchObject({ screen: 'curp', curpError: 'validation.curp.check_digit' });
  });

  it('a CURP with 10 lines already is refused before any file is asked for', async () => {
    const { send, view, actor } = start({}, { eligible: false });
    send.typeCurp(CURP.toLowerCase());
    send.submitCurp();
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'curp', curpError: 'line_registry.errors.curp_line_limit' });
  });

  it('when the limit cannot be asked, the flow goes on (the registration refuses an 11th anyway)', async () => {
    const { send, view, actor, calls } = start({}, { eligible: 'fails' });
    send.typeCurp(CURP);
    send.submitCurp();
    await settled(actor);
    expect(view().screen).toBe('identity');
    expect(calls.saved).toEqual([CURP]);
  });
});

describe('the ID, the selfie and the registration', () => {
  it('registers with the CURP, the document type and the uploads, and shows the folio', async () => {
    const { send, view, actor, calls } = start();
    send.typeCurp(` ${CURP.toLowerCase()} `);
    send.submitCurp();
    await settled(actor);
    await giveIdentity(view().ekyc);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.uploads.map((u) => ({ kind: u.kind, orderRef: u.orderRef }))).toEqual([
      { kind: 'document', orderRef: 'ORD-1' },
      { kind: 'selfie', orderRef: 'ORD-1' },
    ]);
    expect(calls.register).toEqual([
      { orderRef: 'ORD-1', curp: CURP, documentType: 'INE', kycIds: ['kyc_1', 'kyc_2'] },
    ]);
    expect(view()).toMatchObject({
      screen: 'registered',
      folio: REGISTERED.folio,
      registeredAt: REGISTERED.registeredAt,
    });
    expect(calls.saved).toEqual([CURP, null]);
  });

  it('a failed selfie check asks again with the tries left; the third failure says go in person', async () => {
    let tries = 0;
    const { send, view, actor } = start(
      {},
      {
        register: async () => {
          tries += 1;
          throw tries < 3
            ? refusal('REGISTRY_IDENTITY_NOT_CONFIRMED', 3 - tries)
            : refusal('REGISTRY_ATTEMPTS_EXHAUSTED');
        },
      },
    );
    send.typeCurp(CURP);
    send.submitCurp();
    await settled(actor);
    for (const left of [2, 1]) {
      await giveIdentity(view().ekyc);
      await waitFor(actor, (s) => s.matches('identity') && s.context.attemptsLeft === left);
      expect(view()).toMatchObject({
        screen: 'identity',
        formError: 'line_registry.errors.selfie_mismatch',
        attemptsLeft: left,
      });
      // The ID type chosen is still chosen: only the photos are asked for again.
      expect(view().ekyc?.getSnapshot().context.documentType).toBe('INE');
    }
    await giveIdentity(view().ekyc);
    await waitFor(actor, (s) => s.status === 'done');
    expect(view().screen).toBe('in-person');
  });

  it('back from the ID goes to the CURP, as typed', async () => {
    const { send, view, actor } = start();
    send.typeCurp(CURP);
    send.submitCurp();
    await settled(actor);
    send.back();
    expect(view()).toMatchObject({ screen: 'curp', curp: CURP });
  });
});

describe('where the flow starts', () => {
  it('a registered line shows its folio; a line with no checks left says go in person', () => {
    expect(start({ registry: REGISTERED }).view()).toMatchObject({
      screen: 'registered',
      folio: REGISTERED.folio,
    });
    expect(start({ registry: { status: 'UNREGISTERED', attemptsLeft: 0 } }).view().screen).toBe('in-person');
  });

  it('after a reload, a CURP accepted before resumes at the ID and selfie', () => {
    expect(start({ savedCurp: CURP }).view()).toMatchObject({ screen: 'identity', curp: CURP });
  });
});

describe('the line page', () => {
  const line = (registry: LineRegistry | undefined, status: 'Active' | 'Suspend' = 'Active') => ({
    orderRef: 'ORD-1',
    status,
    registry,
  });
  it('says registered with the folio, or leads an unregistered line to the flow while it may register online', () => {
    expect(lineRegistryStatusView(line(undefined))).toBeNull();
    expect(lineRegistryStatusView(line(REGISTERED))).toEqual({
      kind: 'registered',
      folio: REGISTERED.folio,
      registeredAt: REGISTERED.registeredAt,
    });
    expect(lineRegistryStatusView(line({ status: 'UNREGISTERED', attemptsLeft: 2 }, 'Suspend'))).toEqual({
      kind: 'unregistered',
      suspended: true,
      registerPath: '/manage/line-registry?orderRef=ORD-1',
    });
    expect(
      lineRegistryStatusView(line({ status: 'UNREGISTERED', attemptsLeft: 0 }, 'Suspend')),
    ).toMatchObject({
      registerPath: null,
    });
  });
});
