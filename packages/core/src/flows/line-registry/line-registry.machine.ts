import { assign, fromPromise, setup } from 'xstate';
import type { CurpLineEligibility } from '../../gateway/lines/curp-line-eligibility.ts';
import { attemptsLeftOf } from '../../gateway/lines/line-registry-status.schema.ts';
import { manualEkycMachine } from '../../machines/manual-ekyc/manual-ekyc.machine.ts';
import { type ManualEkycOutput, NOTHING_SENT } from '../../machines/manual-ekyc/manual-ekyc.types.ts';
import { normalizeCurp } from '../../validation/curp.ts';
import type { LineRegistration } from './gateway/register-line.ts';
import { lineRegistrySteps } from './line-registry.journey.ts';
import { registrationRefusal, registryCurpMessageId } from './line-registry.rules.ts';
import type {
  LineRegistrationContext,
  LineRegistrationEvent,
  LineRegistrationInput,
  RegisterInput,
} from './line-registry.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`lineRegistration: actor "${name}" is provided by line-registry.services.ts`);
};

/** The identity check's specification context: the ID and a selfie (sandbox ekyc.handlers.ts). */
export const LINE_REGISTRY_EKYC_CONTEXT = 'LINE_REGISTRY';

/**
 * Registering an existing line in Mexico's mobile line registry, in the steps of
 * journeys/line-registry.json (both screens of /manage/line-registry): the holder's CURP (core's
 * checkCurp, and the 10-lines-per-CURP limit asked at once), then the ID and a selfie (the
 * purchase's manual eKYC as the child `ekyc`, its uploads tied to the line's order), then the
 * registration, which answers a folio and lifts the suspension. The machine starts on the file's
 * first step and moves to the one after or before it as the file orders them; a file the page
 * cannot walk is refused here (line-registry.journey.ts).
 *
 * A failed selfie check comes back to the ID and selfie with the tries left; the last one (or a
 * line with none left) ends in `inPerson`, which says where to go.
 */
export function createLineRegistrationMachine(journeySource: unknown) {
  const steps = lineRegistrySteps(journeySource);
  const first = steps[0] ?? 'curp';
  const after = (step: (typeof steps)[number]) => steps[steps.indexOf(step) + 1] ?? step;
  const before = (step: (typeof steps)[number]) => steps[steps.indexOf(step) - 1] ?? step;
  return setup({
    types: {
      context: {} as LineRegistrationContext,
      events: {} as LineRegistrationEvent,
      input: {} as LineRegistrationInput,
      children: {} as { ekyc: 'manualEkyc' },
    },
    actors: {
      manualEkyc: manualEkycMachine,
      checkCurpRoom: fromPromise<CurpLineEligibility, { curp: string }>(notProvided('checkCurpRoom')),
      register: fromPromise<LineRegistration, RegisterInput>(notProvided('register')),
    },
    guards: {
      registered: ({ context }) => context.registration !== null,
      noAttemptsLeft: ({ context }) => context.attemptsLeft <= 0,
      hasCurp: ({ context }) => context.curp !== '' && registryCurpMessageId(context.curp) === null,
      curpValid: ({ context }) => registryCurpMessageId(context.curp) === null,
      hasRoom: (_, params: { answer: CurpLineEligibility }) => params.answer.eligible,
      mismatch: (_, params: { error: unknown }) => registrationRefusal(params.error).kind === 'mismatch',
      inPerson: (_, params: { error: unknown }) => registrationRefusal(params.error).kind === 'in-person',
      curpLimit: (_, params: { error: unknown }) => registrationRefusal(params.error).kind === 'curp-limit',
    },
    actions: {
      setCurp: assign((_, params: { value: string }) => ({ curp: params.value, curpError: null })),
      showCurpError: assign(({ context }) => ({ curpError: registryCurpMessageId(context.curp) })),
      // The purchase's sentence speaks of a new line; this line exists and is to be registered.
      refuseCurpLimit: assign({ curpError: 'line_registry.errors.curp_line_limit' }),
      clearFormError: assign({ formError: null }),
      keepUploads: assign((_, params: ManualEkycOutput) => ({ uploads: params })),
      keepRegistration: assign((_, params: { registration: LineRegistration }) => ({
        registration: params.registration,
      })),
      recordMismatch: assign(({ context }, params: { error: unknown }) => {
        const refusal = registrationRefusal(params.error);
        const left = refusal.kind === 'mismatch' ? refusal.attemptsLeft : null;
        return {
          attemptsLeft: left ?? Math.max(0, context.attemptsLeft - 1),
          formError: 'line_registry.errors.selfie_mismatch' as const,
        };
      }),
      recordRefusal: assign((_, params: { error: unknown }) => {
        const refusal = registrationRefusal(params.error);
        return { formError: refusal.kind === 'other' ? refusal.messageId : 'errors.something_wrong' };
      }),
      /** Keeps the accepted CURP where a reload finds it, or forgets it (line-registry.services.ts). */
      saveCurp: (_, _params: { curp: string | null }) => {},
      /** The line is registered: its pages read it again (line-registry.services.ts). */
      lineChanged: () => {},
    },
  }).createMachine({
    id: 'lineRegistration',
    context: ({ input }) => ({
      orderRef: input.orderRef,
      curp: input.savedCurp ?? '',
      curpError: null,
      formError: null,
      attemptsLeft: attemptsLeftOf(input.registry),
      registration: input.registry?.status === 'REGISTERED' ? input.registry : null,
      serviceNote: input.serviceNote,
      uploads: null,
    }),
    initial: 'starting',
    states: {
      /** Where the line's data and a reload put the flow. */
      starting: {
        always: [
          { guard: 'registered', target: 'registered' },
          { guard: 'noAttemptsLeft', target: 'inPerson' },
          // A reload with the CURP accepted resumes on the step after it.
          { guard: 'hasCurp', target: after('curp') },
          { target: first },
        ],
      },
      curp: {
        on: {
          'CURP.CHANGE': { actions: { type: 'setCurp', params: ({ event }) => event } },
          SUBMIT: [{ guard: 'curpValid', target: 'checkingCurp' }, { actions: 'showCurpError' }],
        },
      },
      checkingCurp: {
        tags: ['busy'],
        invoke: {
          src: 'checkCurpRoom',
          input: ({ context }) => ({ curp: normalizeCurp(context.curp) }),
          onDone: [
            {
              guard: { type: 'hasRoom', params: ({ event }) => ({ answer: event.output }) },
              target: after('curp'),
              actions: { type: 'saveCurp', params: ({ context }) => ({ curp: normalizeCurp(context.curp) }) },
            },
            { target: 'curp', actions: 'refuseCurpLimit' },
          ],
          // Not known now: the registration refuses an 11th line anyway.
          onError: {
            target: after('curp'),
            actions: { type: 'saveCurp', params: ({ context }) => ({ curp: normalizeCurp(context.curp) }) },
          },
        },
      },
      identity: {
        invoke: {
          id: 'ekyc',
          src: 'manualEkyc',
          input: ({ context }) => ({
            target: {
              kind: 'line',
              orderRef: context.orderRef,
              specificationContext: LINE_REGISTRY_EKYC_CONTEXT,
            },
            // After a refused check, the ID type chosen stays chosen; the files are sent again (the
            // gateway keeps no upload once it has checked it).
            documentType: context.uploads?.documentType ?? '',
            progress: NOTHING_SENT,
            alreadySubmitted: false,
          }),
          onDone: {
            target: 'registering',
            actions: ['clearFormError', { type: 'keepUploads', params: ({ event }) => event.output }],
          },
        },
        on: {
          BACK: {
            target: before('identity'),
            actions: [{ type: 'saveCurp', params: { curp: null } }, 'clearFormError'],
          },
        },
      },
      registering: {
        tags: ['busy'],
        invoke: {
          src: 'register',
          input: ({ context }) => ({
            orderRef: context.orderRef,
            curp: normalizeCurp(context.curp),
            documentType: context.uploads?.documentType ?? '',
            kycIds: context.uploads?.kycIds ?? [],
          }),
          onDone: {
            target: 'registered',
            actions: [
              { type: 'keepRegistration', params: ({ event }) => ({ registration: event.output }) },
              { type: 'saveCurp', params: { curp: null } },
              'lineChanged',
            ],
          },
          onError: [
            {
              guard: { type: 'inPerson', params: ({ event }) => ({ error: event.error }) },
              target: 'inPerson',
              actions: [{ type: 'saveCurp', params: { curp: null } }, 'lineChanged'],
            },
            {
              guard: { type: 'mismatch', params: ({ event }) => ({ error: event.error }) },
              target: 'identity',
              actions: [
                { type: 'recordMismatch', params: ({ event }) => ({ error: event.error }) },
                'lineChanged',
              ],
            },
            {
              guard: { type: 'curpLimit', params: ({ event }) => ({ error: event.error }) },
              target: 'curp',
              actions: ['refuseCurpLimit', { type: 'saveCurp', params: { curp: null } }],
            },
            {
              target: 'identity',
              actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
      registered: { type: 'final' },
      inPerson: { type: 'final' },
    },
  });
}

export type LineRegistrationMachine = ReturnType<typeof createLineRegistrationMachine>;
