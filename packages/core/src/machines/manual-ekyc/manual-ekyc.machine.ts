import { assign, emit, fromPromise, setup } from 'xstate';
import type { EkycSpecifications } from '../../gateway/ekyc/ekyc-specifications.ts';
import type { FormCheck } from '../../purchase/field-message.ts';
import {
  kycSubmitErrorMessageId,
  type ManualKycField,
  manualKycRequirements,
  manualKycSubmissions,
  uploadRejectionMessage,
  validateKycUpload,
  validateManualKyc,
} from '../../purchase/manual-ekyc.rules.ts';
import { isNotFound } from '../../queries/line-home.read.ts';
import { SELFIE_UPLOAD, UPLOAD_SIGNATURE_BYTES, type UploadResult } from '../../validation/upload.ts';
import type {
  CheckUploadInput,
  ManualEkycContext,
  ManualEkycEvent,
  ManualEkycInput,
  ManualEkycInvalidEmitted,
  ManualEkycOutput,
  ManualEkycTarget,
  SubmitUploadInput,
  SubmitUploadResult,
  UploadSlot,
} from './manual-ekyc.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`manualEkyc: the ${name} actor is provided by manual-ekyc.services.ts`);
};

/** Reads a file's first bytes and judges it (the spec: size, and the type by its signature). */
export async function checkUpload({ file, name, maxFileSizeBytes }: CheckUploadInput): Promise<UploadResult> {
  const head = new Uint8Array(await file.slice(0, UPLOAD_SIGNATURE_BYTES).arrayBuffer());
  return validateKycUpload({ name, size: file.size, type: file.type, head }, maxFileSizeBytes);
}

/** What is still missing, per field. An upload the gateway already took counts as given. */
export function manualEkycCheck(context: ManualEkycContext): FormCheck<ManualKycField> {
  const done = context.alreadySubmitted;
  return validateManualKyc(
    {
      documentType: context.documentType,
      hasDocument: context.document !== null || context.progress.document || done,
      hasSelfie: context.selfie !== null || context.progress.selfie || done,
    },
    context.requirements,
  );
}

/** The uploads still to send, in order (document, then selfie); a line's carry its order. */
export function pendingUploads(context: ManualEkycContext): SubmitUploadInput[] {
  const { document, selfie, progress, target } = context;
  const submissions = manualKycSubmissions({
    documentType: context.documentType,
    document: document && !progress.document ? { file: document.file, name: document.name } : null,
    selfie: selfie && !progress.selfie ? selfie.file : null,
  });
  return target.kind === 'line'
    ? submissions.map((submission) => ({ ...submission, orderRef: target.orderRef }))
    : submissions;
}

const FIELD_ORDER: readonly ManualKycField[] = ['documentType', 'document', 'selfie'];

/**
 * Manual eKYC (the spec's selfie step, the spec's uploads): the ID type and file and the selfie are collected,
 * each file checked as it is picked (a refused file goes alone; nothing else is lost), then sent
 * one at a time. What the gateway took is recorded as it goes (`saveProgress`), so a failed call
 * or a reload resumes with what is still missing instead of sending a file twice.
 */
export const manualEkycMachine = setup({
  types: {
    context: {} as ManualEkycContext,
    input: {} as ManualEkycInput,
    events: {} as ManualEkycEvent,
    output: {} as ManualEkycOutput,
    emitted: {} as ManualEkycInvalidEmitted,
  },
  actors: {
    loadSpecification: fromPromise<EkycSpecifications, ManualEkycTarget>(notProvided('loadSpecification')),
    checkUpload: fromPromise<UploadResult, CheckUploadInput>(({ input }) => checkUpload(input)),
    submitUpload: fromPromise<SubmitUploadResult, SubmitUploadInput>(notProvided('submitUpload')),
  },
  guards: {
    formComplete: ({ context }) => manualEkycCheck(context).valid,
    uploadAccepted: (_, params: { result: UploadResult }) => params.result.ok,
    hasPendingUpload: ({ context }) => pendingUploads(context).length > 0,
    orderNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
  },
  actions: {
    applySpecification: assign((_, params: { specification: EkycSpecifications }) => ({
      specification: params.specification,
      requirements: manualKycRequirements(params.specification),
    })),
    setDocumentType: assign((_, params: { value: string }) => ({ documentType: params.value })),
    startCheck: assign((_, params: { slot: UploadSlot; file: Blob; name: string }) => ({
      checking: params,
    })),
    acceptUpload: assign(({ context }, params: { result: UploadResult }) => {
      const checked = context.checking;
      if (!checked || !params.result.ok) return {};
      const upload = {
        file: checked.file,
        name: checked.name,
        kind: params.result.kind,
        source: 'upload',
      } as const;
      // A new file replaces one the gateway had: that one is sent again.
      return checked.slot === 'document'
        ? { document: upload, documentError: null, progress: { ...context.progress, document: false } }
        : { selfie: upload, selfieError: null, progress: { ...context.progress, selfie: false } };
    }),
    rejectUpload: assign(({ context }, params: { result: UploadResult }) => {
      if (!context.checking || params.result.ok) return {};
      const message = uploadRejectionMessage(params.result, context.requirements.maxFileSizeBytes);
      return context.checking.slot === 'document' ? { documentError: message } : { selfieError: message };
    }),
    endCheck: assign({ checking: null }),
    setCapture: assign(({ context }, params: { image: Blob }) => ({
      selfie: { file: params.image, name: SELFIE_UPLOAD.name, kind: 'png', source: 'camera' } as const,
      selfieError: null,
      progress: { ...context.progress, selfie: false },
    })),
    dropSelfie: assign({ selfie: null, selfieError: null }),
    revealErrors: assign({ showErrors: true }),
    emitInvalid: emit(({ context }) => {
      const { errors } = manualEkycCheck(context);
      return {
        type: 'invalid' as const,
        field: FIELD_ORDER.find((field) => errors[field]) ?? 'documentType',
      };
    }),
    clearSubmitError: assign({ submitError: null }),
    recordSent: assign(({ context }, params: { kind: UploadSlot; kycId: string }) => ({
      progress: {
        ...context.progress,
        [params.kind]: true,
        kycIds: [...context.progress.kycIds, params.kycId],
      },
    })),
    recordSubmitError: assign((_, params: { error: unknown }) => ({
      submitError: kycSubmitErrorMessageId(params.error),
    })),
    /** Keeps the ID type and what was sent where a reload finds them (manual-ekyc.services.ts). */
    saveProgress: () => {},
  },
}).createMachine({
  id: 'manualEkyc',
  context: ({ input }) => ({
    target: input.target,
    requirements: manualKycRequirements(null),
    specification: null,
    documentType: input.documentType,
    document: null,
    selfie: null,
    checking: null,
    documentError: null,
    selfieError: null,
    showErrors: false,
    submitError: null,
    progress: input.progress,
    alreadySubmitted: input.alreadySubmitted,
  }),
  initial: 'loadingSpecification',
  output: ({ context }) => ({ documentType: context.documentType, kycIds: context.progress.kycIds }),
  states: {
    loadingSpecification: {
      invoke: {
        src: 'loadSpecification',
        input: ({ context }) => context.target,
        onDone: {
          target: 'editing',
          actions: { type: 'applySpecification', params: ({ event }) => ({ specification: event.output }) },
        },
        onError: [
          // A line's order the customer cannot see (none, or another customer's): nothing to upload to.
          {
            guard: { type: 'orderNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          // A failed specification asks for everything (manualKycRequirements(null)): never blocks.
          { target: 'editing' },
        ],
      },
    },
    /** Only a line's page gets here; it shows not-found and takes nothing. */
    notFound: {},
    editing: {
      on: {
        'DOCUMENT_TYPE.CHANGE': {
          actions: [{ type: 'setDocumentType', params: ({ event }) => event }, 'saveProgress'],
        },
        'DOCUMENT.PICK': {
          target: 'checkingUpload',
          actions: { type: 'startCheck', params: ({ event }) => ({ slot: 'document', ...event }) },
        },
        'SELFIE.PICK': {
          target: 'checkingUpload',
          actions: { type: 'startCheck', params: ({ event }) => ({ slot: 'selfie', ...event }) },
        },
        'SELFIE.CAPTURE': { actions: { type: 'setCapture', params: ({ event }) => event } },
        'SELFIE.RETAKE': { actions: 'dropSelfie' },
        SUBMIT: [
          { guard: 'formComplete', target: 'sending', actions: 'clearSubmitError' },
          { actions: ['revealErrors', 'emitInvalid'] },
        ],
      },
    },
    checkingUpload: {
      invoke: {
        src: 'checkUpload',
        input: ({ context }) => ({
          file: context.checking?.file ?? new Blob([]),
          name: context.checking?.name ?? '',
          maxFileSizeBytes: context.requirements.maxFileSizeBytes,
        }),
        onDone: [
          {
            guard: { type: 'uploadAccepted', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: [
              { type: 'acceptUpload', params: ({ event }) => ({ result: event.output }) },
              'endCheck',
            ],
          },
          {
            target: 'editing',
            actions: [
              { type: 'rejectUpload', params: ({ event }) => ({ result: event.output }) },
              'endCheck',
            ],
          },
        ],
        // An unreadable file reads as an empty one.
        onError: {
          target: 'editing',
          actions: [
            {
              type: 'rejectUpload',
              params: { result: { ok: false, reason: 'empty', messageId: 'validation.upload.empty' } },
            },
            'endCheck',
          ],
        },
      },
      on: {
        // The customer goes on while a file is read: nothing done meanwhile is dropped.
        'DOCUMENT_TYPE.CHANGE': {
          actions: [{ type: 'setDocumentType', params: ({ event }) => event }, 'saveProgress'],
        },
        'SELFIE.CAPTURE': { actions: { type: 'setCapture', params: ({ event }) => event } },
      },
    },
    /** Decides between the next upload and done; never rests here. */
    sending: {
      always: [{ guard: 'hasPendingUpload', target: 'submitting' }, { target: 'submitted' }],
    },
    submitting: {
      invoke: {
        src: 'submitUpload',
        input: ({ context }) => pendingUploads(context)[0] as SubmitUploadInput,
        onDone: {
          target: 'sending',
          actions: [
            {
              type: 'recordSent',
              params: ({ context, event }) => ({
                kind: (pendingUploads(context)[0]?.kind ?? 'document') as UploadSlot,
                kycId: event.output.kycId,
              }),
            },
            'saveProgress',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'recordSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitted: { type: 'final' },
  },
});

export type ManualEkycMachine = typeof manualEkycMachine;
