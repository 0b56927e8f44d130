import * as v from 'valibot';

/** A line's SIM number (the ICCID): the spec's key of the plan-switch and renewal calls. */
export const SimNumberSchema = v.pipe(v.string(), v.regex(/^\d{19,20}$/, 'ICCID'));
