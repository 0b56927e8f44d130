import { portInFieldErrors } from '../../machines/port-in/port-in.rules.ts';
import type { PortInFieldErrors } from '../../machines/port-in/port-in.types.ts';

// Apart from the line action's rules (port-in-request.rules.ts), which the line page loads: the
// form's checks bring the purchase's port-in rules, which only the re-initiation form needs.

/**
 * The corrected details of a re-initiation, checked by the purchase's port-in rules (the donor
 * chosen, the number at most 12 characters and exactly the config's length, a 4-digit NIP).
 */
export function reinitiationFieldErrors(
  fields: { donorId: string; number: string; nip: string },
  options: { numberLength?: number | null } = {},
): PortInFieldErrors {
  return portInFieldErrors(fields, options);
}
