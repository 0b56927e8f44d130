import { validateUpload } from '@senda/core/validation';
import { fail } from './failures.ts';
import { kycImageProblem } from './image-check.ts';
import type { KycSubmission } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  /**
   * The first bytes (up to KYC_IMAGE_HEAD_BYTES): the file's signature decides its kind, not its
   * name, and its header its dimensions.
   */
  head: Uint8Array;
}

/**
 * Manual eKYC. Files are checked as the app checks them (the spec: 5 MB, png/jpeg/jpg/pdf, by
 * signature) and only what arrived is kept, never the bytes: the sandbox stores no identity
 * documents. Mexican prepaid lines need no identity check (the 2021 mobile registry was struck
 * down in 2022), so the specification says not required and the submission is simply recorded.
 */
export class KycService {
  constructor(private readonly store: StateStore) {}

  submit(input: {
    userId: string;
    orderRef?: string;
    documentType?: string;
    files: UploadedFile[];
  }): KycSubmission {
    if (input.files.length === 0) fail('badRequest', { reason: 'FILE_REQUIRED' });
    for (const file of input.files) {
      const size = file.size > this.store.limits.maxUploadBytes ? Number.POSITIVE_INFINITY : file.size;
      const check = validateUpload({ name: file.name, size, type: file.type, head: file.head });
      if (!check.ok) {
        fail(
          check.reason === 'too_large'
            ? 'fileTooLarge'
            : check.reason === 'empty'
              ? 'badRequest'
              : 'unsupportedFile',
          {
            field: file.field,
          },
        );
      }
      // Eight bytes of a PNG signature are no photo of an ID or a face.
      const problem = kycImageProblem(file);
      if (problem) fail('kycImageNotPlausible', { field: file.field, reason: problem });
    }
    const submission: KycSubmission = {
      id: this.store.nextId('kyc_'),
      userId: input.userId,
      files: input.files.map(({ field, name, type, size }) => ({ field, name, type, size })),
      status: 'SUBMITTED',
      createdAt: this.store.now(),
      ...(input.orderRef ? { orderRef: input.orderRef } : {}),
      ...(input.documentType ? { documentType: input.documentType } : {}),
    };
    this.store.data.kycSubmissions[submission.id] = submission;
    this.store.changed();
    return submission;
  }

  listFor(userId: string): KycSubmission[] {
    return Object.values(this.store.data.kycSubmissions).filter((s) => s.userId === userId);
  }
}
