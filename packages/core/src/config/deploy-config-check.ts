import { parseCompany } from './company.ts';
import { type DeployConfigResult, parseDeployConfigText } from './deploy-config.ts';

/**
 * The deploy script's whole check of the operator's config (scripts/configure-deploy.ts, and so the
 * nginx generator): every setting, the company's fields included, which the app's own start-up
 * check leaves to the lines that show them. A junk company is refused at deploy time, with every
 * problem named, never shipped.
 */
export function checkDeployConfigText(text: string | null | undefined): DeployConfigResult {
  const result = parseDeployConfigText(text);
  if (!result.ok || result.config.company === undefined) return result;
  const company = parseCompany(result.config.company);
  return company.ok
    ? { ok: true, config: { ...result.config, company: company.company } }
    : { ok: false, problems: company.problems };
}
