import { analyticsAllowed } from '../session/analytics-gate.ts';
import type { AuthState } from '../stores/auth.store.ts';
import type { PersonalData } from './otlp-logs.ts';

/**
 * What telemetry may say about who the customer is. How fast pages are, the errors they hit and
 * the gateway calls that failed are sent whatever the customer chose: the storefront needs them to
 * keep working (a legitimate interest), and they carry nothing that identifies anyone. The account
 * id is added only while "Share usage data" is on, the same switch the analytics follow; the
 * privacy settings page says both.
 */
export function telemetryPersonalData(
  auth: Pick<AuthState, 'manualPrivacySetting' | 'userId'>,
): PersonalData | undefined {
  if (!analyticsAllowed(auth)) return undefined;
  return auth.userId ? { userId: auth.userId } : {};
}
