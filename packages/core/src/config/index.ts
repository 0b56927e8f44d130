/** Constants from the specification (§5 limits, §9 timings and breakpoints, defaults). */
export * from './constants.ts';
/** What the operator sets at deploy time (gateway, tag manager, flags, telemetry, reCAPTCHA, payments). */
export type { Company, DeployConfig, DeployConfigResult } from './deploy-config.ts';
export {
  CompanySchema,
  DEPLOY_CONFIG_ELEMENT_ID,
  DeployConfigSchema,
  parseDeployConfig,
  parseDeployConfigText,
} from './deploy-config.ts';
