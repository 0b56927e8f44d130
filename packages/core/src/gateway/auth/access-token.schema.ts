import * as v from 'valibot';

/** An access token as the auth calls return it: non-empty, opaque to the app. */
export const AccessTokenSchema = v.pipe(v.string(), v.minLength(1));
