import { defineSandboxFlow } from '../define-sandbox-flow.ts';

/**
 * Renew now: its scenarios. Its service (domain/renewal.ts) and its calls stay shared: a recarga
 * (flows/top-up) is a renewal of the owner's line, and the cash references its handlers make pay
 * boosters and purchases too.
 */
export default defineSandboxFlow({ id: 'renew-now', stepUpWords: {}, failures: {} });
