import type { SandboxRecords } from '../domain/sandbox-data.schema.ts';

/**
 * A wing's records (the default export of its `flows/<flow>/<flow>.records.ts`): each collection's
 * schema checked against the type the wing adds to WingRecords, so the state's type and what its
 * load accepts are the same.
 */
export const defineSandboxRecords = <const Records extends SandboxRecords>(records: Records): Records =>
  records;
