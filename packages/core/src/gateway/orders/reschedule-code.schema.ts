import * as v from 'valibot';

/**
 * The verification code of a reschedule link (the spec's reschedule validate). The e-mail's link carries
 * it as `code`: letters and digits, checked before it is sent anywhere.
 */
export const RESCHEDULE_CODE_PATTERN = /^[A-Za-z0-9]{6,32}$/;
export const RescheduleCodeSchema = v.pipe(v.string(), v.regex(RESCHEDULE_CODE_PATTERN));
