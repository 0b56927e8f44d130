import type * as v from 'valibot';
import type { WingRecords } from '../domain/sandbox-data.schema.ts';

/**
 * One collection a wing keeps in the sandbox's state: its schema, and what a new state (or one
 * saved before the wing kept it) holds.
 */
export interface SandboxRecord<Output> {
  readonly schema: v.GenericSchema<unknown, Output>;
  readonly empty: () => Output;
}

/** A wing's collections, each under the name its declaration in WingRecords gives it. */
export type SandboxRecords = { readonly [Name in keyof WingRecords]?: SandboxRecord<WingRecords[Name]> };

/**
 * A wing's records (the default export of its `flows/<flow>/<flow>.records.ts`): each collection's
 * schema checked against the type the wing adds to WingRecords, so the state's type and what its
 * load accepts are the same.
 */
export const defineSandboxRecords = <const Records extends SandboxRecords>(records: Records): Records =>
  records;
