import type { EvaluationContext } from '@openfeature/web-sdk';
import { webDevice } from '../gateway/auth/web-device.ts';
import { signedInEmail } from '../session/signed-in-email.ts';
import type { AuthState } from '../stores/auth.store.ts';
import type { SessionFacts } from '../stores/session-facts.store.ts';

/** The device id a context names when this browser has none yet (the session start makes one). */
const UNKNOWN_DEVICE = 'unknown';

/**
 * The flag service's evaluation context: multi-kind, a user plus the device. A signed-in
 * customer is the user by id and e-mail; a guest (no e-mail on file) or a visitor is an anonymous
 * user keyed by the device. The device is the one the OTP validation names (app type, id, type).
 *
 * The targeting key, which percentage rollouts split on, is the customer's id when signed in and
 * the device's otherwise: a visitor keeps their share of a rollout across page loads, and a
 * customer keeps theirs across devices.
 */
export function flagEvaluationContext(
  auth: Pick<AuthState, 'accessToken' | 'isGuestUser' | 'userId' | 'userDetails' | 'userEmail' | 'loginKey'>,
  facts: Pick<SessionFacts, 'deviceId'>,
): EvaluationContext {
  const device = webDevice(facts.deviceId ?? UNKNOWN_DEVICE);
  const customerId = auth.accessToken && !auth.isGuestUser ? auth.userId : null;
  const email = customerId ? signedInEmail(auth) : null;
  const user = customerId
    ? { key: customerId, anonymous: false, ...(email ? { email } : {}) }
    : { key: device.device_id, anonymous: true };
  return {
    targetingKey: user.key,
    kind: 'multi',
    user,
    device: { key: device.device_id, ...device },
  };
}
