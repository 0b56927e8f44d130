import { texts } from '../../domain/language.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';
import { isLocked, NUMBER_LOCKED_FAILURE, NUMBER_UNLOCK, refusePortOut } from './number-lock.ts';

/** The number lock: per line, refusing a port-out and a SIM replacement while it is on. */
export default defineSandboxFlow({
  id: 'number-lock',
  stepUpWords: {
    [NUMBER_UNLOCK]: (msisdn) =>
      texts(
        `desactivar el bloqueo de tu número ${msisdn ?? ''}`,
        `turn off the lock of your number ${msisdn ?? ''}`,
      ),
  },
  failures: { numberLocked: NUMBER_LOCKED_FAILURE },
  lineGuards: {
    portOut: refusePortOut,
    simReplacement: (line) =>
      isLocked(line) ? { reason: 'NUMBER_LOCKED', failure: NUMBER_LOCKED_FAILURE } : undefined,
  },
});
