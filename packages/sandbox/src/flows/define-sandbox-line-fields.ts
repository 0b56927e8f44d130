import type { SandboxLineFields } from '../domain/sandbox-data.schema.ts';

/**
 * A wing's fields on the line record (the default export of its `flows/<flow>/<flow>.line-fields.ts`):
 * each field's schema checked against the type the wing adds to WingLineFields, so the line's type
 * and what its load accepts are the same.
 */
export const defineSandboxLineFields = <const Fields extends SandboxLineFields>(fields: Fields): Fields =>
  fields;
