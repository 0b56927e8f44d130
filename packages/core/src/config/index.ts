/** Constants from the specification (the spec's limits, the spec's timings and breakpoints, defaults). */

/** What the operator sets at deploy time (gateway, tag manager, flags, telemetry, reCAPTCHA, payments). */
export type { Company, CompanyNetwork, CompanyResult } from './company.ts';
export { COMPANY_NETWORKS, CompanySchema, parseCompany } from './company.ts';
export * from './constants.ts';
export type { DeployConfig, DeployConfigResult } from './deploy-config.ts';
export {
  DEPLOY_CONFIG_ELEMENT_ID,
  DeployConfigSchema,
  parseDeployConfig,
  parseDeployConfigText,
} from './deploy-config.ts';
