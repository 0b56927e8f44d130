import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { FieldMessage } from '../../purchase/field-message.ts';
import {
  type KycDocumentOption,
  kycDocumentOptions,
  type ManualKycField,
  megabytesOf,
} from '../../purchase/manual-ekyc.rules.ts';
import type { ManualEkycMachine } from './manual-ekyc.machine.ts';
import { manualEkycCheck } from './manual-ekyc.machine.ts';
import type { ChosenUpload } from './manual-ekyc.types.ts';

export interface ManualEkycUploadView {
  file: Blob;
  name: string;
  /** An image to preview; a PDF is named only. */
  previewable: boolean;
  /** Captured by the camera: "Take another" is offered. */
  captured: boolean;
}

/** A slot's state: a file chosen now, one the gateway already took, or nothing yet. */
export interface ManualEkycSlotView {
  chosen: ManualEkycUploadView | null;
  /** Sent before (a reload or a failed later call): not needed again. */
  received: boolean;
  /** A refused file, or (after a refused submit) what is missing. */
  error: FieldMessage | null;
}

export interface ManualEkycView {
  phase: 'loading' | 'form' | 'submitting' | 'done' | 'not-found';
  /** A file is being read and checked. */
  checking: boolean;
  askDocument: boolean;
  selfieRequired: boolean;
  maxFileMb: number;
  documentOptions: KycDocumentOption[];
  documentType: string;
  documentTypeError: FieldMessage | null;
  document: ManualEkycSlotView;
  selfie: ManualEkycSlotView;
  /** A refused submit: the summary of fields to fix shows. */
  showErrorSummary: boolean;
  submitError: MessageId | null;
}

function upload(chosen: ChosenUpload | null): ManualEkycUploadView | null {
  if (!chosen) return null;
  return {
    file: chosen.file,
    name: chosen.name,
    previewable: chosen.kind !== 'pdf',
    captured: chosen.source === 'camera',
  };
}

/** What the eKYC screen shows, read from a snapshot; the screen never reads state names. */
export function manualEkycView(snapshot: SnapshotFrom<ManualEkycMachine>): ManualEkycView {
  const { context } = snapshot;
  const check = manualEkycCheck(context);
  const shown = (field: ManualKycField) => (context.showErrors ? (check.errors[field] ?? null) : null);
  const phase = snapshot.matches('loadingSpecification')
    ? 'loading'
    : snapshot.matches('submitting')
      ? 'submitting'
      : snapshot.status === 'done'
        ? 'done'
        : snapshot.matches('notFound')
          ? 'not-found'
          : 'form';
  return {
    phase,
    checking: snapshot.matches('checkingUpload'),
    askDocument: context.requirements.document,
    selfieRequired: context.requirements.selfie,
    maxFileMb: megabytesOf(context.requirements.maxFileSizeBytes),
    documentOptions: kycDocumentOptions(context.specification),
    documentType: context.documentType,
    documentTypeError: shown('documentType'),
    document: {
      chosen: upload(context.document),
      received: context.progress.document && context.document === null,
      error: context.documentError ?? shown('document'),
    },
    selfie: {
      chosen: upload(context.selfie),
      received: context.progress.selfie && context.selfie === null,
      error: context.selfieError ?? shown('selfie'),
    },
    showErrorSummary: context.showErrors && !check.valid,
    submitError: context.submitError,
  };
}

/** The events the eKYC screen may send, named for what the customer does. */
export function manualEkycSenders(actor: Pick<ActorRefFrom<ManualEkycMachine>, 'send'>) {
  return {
    chooseDocumentType: (value: string) => actor.send({ type: 'DOCUMENT_TYPE.CHANGE', value }),
    pickDocument: (file: Blob, name: string) => actor.send({ type: 'DOCUMENT.PICK', file, name }),
    pickSelfie: (file: Blob, name: string) => actor.send({ type: 'SELFIE.PICK', file, name }),
    capture: (image: Blob) => actor.send({ type: 'SELFIE.CAPTURE', image }),
    retake: () => actor.send({ type: 'SELFIE.RETAKE' }),
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}
export type ManualEkycSenders = ReturnType<typeof manualEkycSenders>;
