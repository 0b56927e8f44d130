import * as v from 'valibot';
import { IsoTimestampSchema } from '../common.schema.ts';

/**
 * Mexico's mobile line registry (Padrón de Telefonía Móvil, in force since 9 January 2026): every
 * line is linked to its holder's CURP and an official ID. Lines not linked by 30 June 2026 are
 * suspended (only emergency numbers work) until the holder registers.
 */
export const LINE_REGISTRY_DEADLINE = '2026-06-30';
/** Failed identity checks a line's registration allows online; then the holder goes in person. */
export const LINE_REGISTRY_MAX_ATTEMPTS = 3;

export const FolioSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

/**
 * What a line's data says of its registration: registered (the folio and when), or not, with the
 * identity checks still allowed online. Absent: the gateway does not say (the page says nothing).
 */
export const LineRegistrySchema = v.variant('status', [
  v.object({ status: v.literal('REGISTERED'), folio: FolioSchema, registeredAt: IsoTimestampSchema }),
  v.object({
    status: v.literal('UNREGISTERED'),
    attemptsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
]);
export type LineRegistry = v.InferOutput<typeof LineRegistrySchema>;

/**
 * The checks still allowed online by the line's data: all of them when it does not say. Here, with
 * the schema every line is read with, so the line page asks it without the registration's rules
 * (and the CURP check they carry) in its scripts.
 */
export function attemptsLeftOf(registry: LineRegistry | undefined): number {
  return registry?.status === 'UNREGISTERED' ? registry.attemptsLeft : LINE_REGISTRY_MAX_ATTEMPTS;
}
