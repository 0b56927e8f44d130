import * as v from 'valibot';
import { TRANSFER_NUMBER_MAX } from '../../config/constants.ts';

/** The number to transfer as typed (the spec: at most TRANSFER_NUMBER_MAX characters). */
export const TransferNumberFieldSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(TRANSFER_NUMBER_MAX));

/** The donor's id, from donorTelcos. */
export const DonorIdFieldSchema = v.pipe(v.string(), v.minLength(1));
