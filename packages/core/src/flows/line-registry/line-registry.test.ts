import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import type { EkycSpecifications } from '../../gateway/ekyc/ekyc-specifications.ts';
import { type Line, LineSchema } from '../../gateway/lines/line.schema.ts';
import type { LineRegistry } from '../../gateway/lines/line-registry-status.schema.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { bundles } from '../../i18n/messages/index.ts';
import { checkJourneyDocument } from '../../journey/journey-check.ts';
import type { JourneyFile } from '../../journey/journey-file.schema.ts';
import {
  journeyEdits,
  journeyWithSteps,
  readJourneyJson,
  vocabularyOfFile,
} from '../../journey/test-journeys.ts';
import { lineState } from '../../machines/line-home/line-home.rules.ts';
import { manualEkycMachine } from '../../machines/manual-ekyc/manual-ekyc.machine.ts';
import type { SubmitUploadInput } from '../../machines/manual-ekyc/manual-ekyc.types.ts';
import { composeCurp } from '../../validation/curp.ts';
import type { LineRegistration } from './gateway/register-line.ts';
import { createLineRegistrationMachine } from './line-registry.machine.ts';
import { serviceAfterRegistering } from './line-registry.rules.ts';
import type { LineRegistrationInput, RegisterInput } from './line-registry.types.ts';
import {
  lineRegistrationSenders,
  lineRegistrationView,
  lineRegistryStatusView,
} from './line-registry.view.ts';

/** The languages' texts, the shared bundles' and the flow wings' merged. */
const { 'en-US': enUS, 'es-MX': esMX } = bundles;

const JOURNEY = readJourneyJson('line-registry.json');

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
  const machine = createLineRegistrationMachine(JOURNEY).provide({
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
      serviceNote: null,
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

const base = v.parse(LineSchema, LINE);

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
      messageId: 'line_registry.status.suspended_new_line',
      registerPath: '/manage/line-registry?orderRef=ORD-1',
    });
    expect(
      lineRegistryStatusView(line({ status: 'UNREGISTERED', attemptsLeft: 0 }, 'Suspend')),
    ).toMatchObject({
      registerPath: null,
      messageId: 'line_registry.status.in_person',
    });
  });

  it('says a line missed the 30 June 2026 deadline only when it was bought by then', () => {
    const bought = (paidAt: string) => ({
      ...line({ status: 'UNREGISTERED', attemptsLeft: 3 }, 'Suspend'),
      orderHistory: [{ orderRef: 'ORD-1', paidAt }],
    });
    expect(lineRegistryStatusView(bought('2026-11-25T18:00:00.000Z'))).toMatchObject({
      messageId: 'line_registry.status.suspended_new_line',
    });
    expect(lineRegistryStatusView(bought('2026-07-01T06:30:00.000Z'))).toMatchObject({
      messageId: 'line_registry.status.suspended_new_line',
    });
    // 30 June, 23:00 in Mexico City is still the deadline's day.
    expect(lineRegistryStatusView(bought('2026-07-01T05:00:00.000Z'))).toMatchObject({
      messageId: 'line_registry.status.suspended',
    });
    // What a new line is told names no deadline it could have missed, in either language.
    for (const messages of [esMX, enUS]) {
      expect(messages['line_registry.status.suspended_new_line']).not.toMatch(
        /antes del 30 de junio|by 30 June/,
      );
    }
  });

  it('after three failed checks the line page leads only in person, with no online promise', () => {
    const spent = {
      ...base,
      status: 'Suspend',
      registry: { status: 'UNREGISTERED', attemptsLeft: 0 },
    } as const;
    const state = lineState({ line: spent });
    expect(state).toMatchObject({
      kind: 'registry_suspend',
      nextActionId: 'line_registry.status.next_action_in_person',
    });
    const status = lineRegistryStatusView(spent);
    const ids = [status?.kind === 'unregistered' ? status.messageId : '', state.nextActionId ?? ''];
    for (const messages of [esMX, enUS]) {
      const said = ids.map((id) => messages[id as keyof typeof messages]).join(' ');
      expect(said).toMatch(/en persona|in person/);
      expect(said).toMatch(/tienda Senda|Senda store/);
      expect(said).not.toMatch(/selfie|vuelve a funcionar|works again|at once/);
    }
    // While checks are left, the online path is the next action.
    expect(
      lineState({ line: { ...spent, registry: { status: 'UNREGISTERED', attemptsLeft: 1 } } }),
    ).toMatchObject({
      nextActionId: 'line_registry.status.next_action',
    });
  });
});

describe('once registered', () => {
  const sim = (over: Partial<Line['sim']>): Line['sim'] => ({ ...base.sim, ...over });
  it('says what registering did for the service: an eSIM still to install is named, with its page', async () => {
    const serviceNote = serviceAfterRegistering({
      status: 'Suspend',
      sim: sim({ type: 'esim', installationStatus: 'NOT_INSTALLED' }),
    });
    expect(serviceNote).toBe('line_registry.done.install_esim');
    const { send, view, actor } = start({ serviceNote });
    send.typeCurp(CURP);
    send.submitCurp();
    await settled(actor);
    await giveIdentity(view().ekyc);
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({
      screen: 'registered',
      serviceNoteId: 'line_registry.done.install_esim',
      installPath: '/manage/esim-install-oneclick?orderRef=ORD-1',
    });
    // The folio's sentence claims nothing about the service: the note says it, true to the SIM.
    expect(esMX['line_registry.done.body']).not.toMatch(/funciona/);
    expect(enUS['line_registry.done.body']).not.toMatch(/works/);
  });

  it('a suspended line whose SIM is in the phone works again; one not suspended is told nothing more', () => {
    expect(
      serviceAfterRegistering({
        status: 'Suspend',
        sim: sim({ type: 'esim', installationStatus: 'INSTALLED' }),
      }),
    ).toBe('line_registry.done.works_again');
    expect(
      serviceAfterRegistering({
        status: 'Suspend',
        sim: sim({ type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' }),
      }),
    ).toBe('line_registry.done.activate_sim');
    expect(serviceAfterRegistering({ status: 'Active', sim: sim({}) })).toBeNull();
  });
});

describe('journeys/line-registry.json: the steps of the one page', () => {
  it('walks the file’s steps in its order, each a screen of /manage/line-registry, and registers on its final step', async () => {
    const { send, view, actor, calls } = start();
    const walked: string[] = [];
    for (const step of JOURNEY.onboarding.steps) {
      await settled(actor);
      walked.push(view().screen);
      if (view().screen === 'curp') {
        send.typeCurp(CURP);
        send.submitCurp();
      } else {
        await giveIdentity(view().ekyc);
      }
      if (step.final) await waitFor(actor, (s) => s.status === 'done');
      // The registration is sent from the final step only.
      expect(calls.register.length, step.name).toBe(step.final ? 1 : 0);
    }
    expect(walked).toEqual(JOURNEY.onboarding.steps.map((step) => step.name));
    expect(view().screen).toBe('registered');
    expect(new Set(JOURNEY.onboarding.steps.map((step) => step.route))).toEqual(
      new Set(['/manage/line-registry']),
    );
  });

  it('refuses a file without a step, with the ID before the CURP, at another page, or with a step the page has no screen for, saying why', () => {
    const [curp, identity] = JOURNEY.onboarding.steps;
    if (!curp || !identity) throw new Error('line-registry.json has not its two steps');
    const refusals = (file: JourneyFile) => {
      const checked = checkJourneyDocument(file, vocabularyOfFile(file));
      return checked.ok ? [] : checked.issues.map((issue) => issue.message);
    };
    const withoutCurp = journeyWithSteps(JOURNEY, [identity]);
    expect(refusals(withoutCurp)).toContainEqual(expect.stringMatching(/step "curp" cannot be removed/));
    expect(() => createLineRegistrationMachine(withoutCurp)).toThrow(/line-registry/);

    const swapped = journeyWithSteps(JOURNEY, [
      { ...identity, final: false },
      { ...curp, final: true },
    ]);
    expect(refusals(swapped)).toContainEqual(expect.stringMatching(/step "identity" must come after "curp"/));
    expect(() => createLineRegistrationMachine(swapped)).toThrow(/line-registry/);

    const elsewhere = journeyWithSteps(JOURNEY, [{ ...curp, route: '/manage/line-registry/curp' }, identity]);
    expect(refusals(elsewhere)).toEqual([
      'every step of this journey is on its one page, "/manage/line-registry"',
    ]);

    const extra = journeyWithSteps(JOURNEY, [curp, { name: 'address' }, identity]);
    expect(refusals(extra)).toEqual([]);
    expect(() => createLineRegistrationMachine(extra)).toThrow(/no screen for step "address"/);
  });

  it('has no edit the checks accept that moves or removes a step: the ID and selfie come after the CURP', () => {
    expect(journeyEdits('line-registry.json')).toEqual([]);
  });
});
