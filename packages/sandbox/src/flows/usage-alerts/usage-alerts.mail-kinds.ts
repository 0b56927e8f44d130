declare module '../../domain/sandbox-data.schema.ts' {
  interface WingMailKinds {
    usage_alert: true;
  }
}

/** The data and plan-end alerts the customer chose. */
export default ['usage_alert'] as const;
