declare module '../../domain/sandbox-data.schema.ts' {
  interface WingMailKinds {
    top_up_paid: true;
  }
}

/** Someone paid a recarga for the line: its owner is told, never who paid. */
export default ['top_up_paid'] as const;
