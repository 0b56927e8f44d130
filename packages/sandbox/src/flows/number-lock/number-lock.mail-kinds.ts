declare module '../../domain/sandbox-data.schema.ts' {
  interface WingMailKinds {
    port_out_refused: true;
  }
}

/** A port-out request refused because the number is locked: told at once. */
export default ['port_out_refused'] as const;
