declare module '../../domain/sandbox-data.schema.ts' {
  interface WingMailKinds {
    booster_auto: true;
  }
}

/** The automatic booster bought data: told after each purchase. */
export default ['booster_auto'] as const;
