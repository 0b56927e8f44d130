import * as v from 'valibot';
import { OTP_LENGTH } from '../../config/constants.ts';

/** A one-time code as the validate calls send it: OTP_LENGTH digits. */
export const OtpCodeFieldSchema = v.pipe(v.string(), v.length(OTP_LENGTH), v.digits());
