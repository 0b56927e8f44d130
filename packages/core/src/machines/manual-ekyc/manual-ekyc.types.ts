import * as v from 'valibot';
import type { EkycSpecifications } from '../../gateway/ekyc/ekyc-specifications.ts';
import type { ManualKycInput, ManualKycResult } from '../../gateway/ekyc/manual-kyc-submit.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { FieldMessage } from '../../purchase/field-message.ts';
import type { ManualKycField, ManualKycRequirements } from '../../purchase/manual-ekyc.rules.ts';
import type { UploadKind } from '../../validation/upload.ts';

/**
 * Whose identity check this is. The purchase's eKYC step asks what an order needs (the
 * onboarding specification); a line's (`/manage/manual-ekyc`) asks what that servicing
 * context needs (SIM_REPLACEMENT, NUMBER_RECOVERY, ...) and ties each upload to the line's order.
 */
export type ManualEkycTarget =
  | { kind: 'purchase' }
  | { kind: 'line'; orderRef: string; specificationContext: string };

/** What the gateway already holds, so a retry (or a reload) never sends a file twice. */
export const ManualEkycProgressSchema = v.object({
  document: v.boolean(),
  selfie: v.boolean(),
  kycIds: v.array(v.pipe(v.string(), v.minLength(1))),
});
export type ManualEkycProgress = v.InferOutput<typeof ManualEkycProgressSchema>;

export const NOTHING_SENT: ManualEkycProgress = Object.freeze({
  document: false,
  selfie: false,
  kycIds: [],
}) as ManualEkycProgress;

export interface ManualEkycInput {
  target: ManualEkycTarget;
  /** The ID type picked before (a draft or the step's saved data), '' for none. */
  documentType: string;
  /** Uploads the gateway took before a reload or a failed call. */
  progress: ManualEkycProgress;
  /** The step was completed before: nothing new is needed to go on. */
  alreadySubmitted: boolean;
}

/** A file that passed the checks, or the camera's capture. */
export interface ChosenUpload {
  file: Blob;
  name: string;
  /** What its first bytes proved: a PDF has no image preview. */
  kind: UploadKind;
  source: 'camera' | 'upload';
}

export type UploadSlot = 'document' | 'selfie';

export interface ManualEkycContext {
  target: ManualEkycTarget;
  requirements: ManualKycRequirements;
  /** The specification's document types, or null until it answered (or failed: all types). */
  specification: EkycSpecifications | null;
  documentType: string;
  document: ChosenUpload | null;
  selfie: ChosenUpload | null;
  /** The file being checked and where it goes. */
  checking: { slot: UploadSlot; file: Blob; name: string } | null;
  documentError: FieldMessage | null;
  selfieError: FieldMessage | null;
  /** A submit was refused for missing fields: their messages show from then on. */
  showErrors: boolean;
  submitError: MessageId | null;
  progress: ManualEkycProgress;
  alreadySubmitted: boolean;
}

export type ManualEkycEvent =
  | { type: 'DOCUMENT_TYPE.CHANGE'; value: string }
  | { type: 'DOCUMENT.PICK'; file: Blob; name: string }
  | { type: 'SELFIE.PICK'; file: Blob; name: string }
  /** The camera's capture: a PNG the app took from the video. */
  | { type: 'SELFIE.CAPTURE'; image: Blob }
  /** "Take another": the captured selfie goes, the camera comes back. */
  | { type: 'SELFIE.RETAKE' }
  | { type: 'SUBMIT' };

/** A submit refused: the first field to fix, for the screen to move focus to. */
export interface ManualEkycInvalidEmitted {
  type: 'invalid';
  field: ManualKycField;
}

export interface ManualEkycOutput {
  documentType: string;
  kycIds: string[];
}

export interface CheckUploadInput {
  file: Blob;
  name: string;
  maxFileSizeBytes: number;
}

export type SubmitUploadInput = ManualKycInput;
export type SubmitUploadResult = Pick<ManualKycResult, 'kycId'>;
