import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOY_CONFIG_ELEMENT_ID, type DeployConfig } from '../packages/core/src/config/deploy-config.ts';
import { checkDeployConfigText } from '../packages/core/src/config/deploy-config-check.ts';

/**
 * Deploy time: the operator's config (core's DeployConfigSchema) written into every HTML page of a
 * build, as a `<script type="application/json" id="senda-config">` right after `<meta charset>`,
 * before the boot script that reads its gatewayUrl to send the first gateway reads. The page has
 * its config in its first bytes: no request for it, nothing waits. A JSON script is data, never
 * run, so the CSP needs no hash for it. Writing again replaces the element, so a build can be
 * configured for another environment without rebuilding it.
 *
 * The nginx generator (write-nginx-config.ts) does it for production; the storefront stack does it
 * with the sandbox's own config (`npm start`, the browser tests, the bench).
 */

const ELEMENT = new RegExp(
  `\\s*<script type="application/json" id="${DEPLOY_CONFIG_ELEMENT_ID}">[\\s\\S]*?</script>`,
);
const CHARSET = /(<meta charset="[^"]*"\s*\/?>)/i;

/**
 * The config as the element's text: JSON with `<` escaped, so no value can close the element (a
 * `</script>` in a setting stays text).
 */
export function deployConfigElement(config: DeployConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DEPLOY_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** The page with this config in it (in place of one it had). */
export function inlineDeployConfig(html: string, config: DeployConfig): string {
  const without = html.replace(ELEMENT, '');
  if (!CHARSET.test(without))
    throw new Error('the page has no <meta charset> to put the deploy config after');
  return without.replace(CHARSET, `$1\n    ${deployConfigElement(config)}`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Writes the config into every page of the build in `dist`; returns how many pages it wrote. */
export function configureDeploy(dist: string, config: DeployConfig): number {
  const files = htmlFiles(dist);
  for (const file of files) writeFileSync(file, inlineDeployConfig(readFileSync(file, 'utf8'), config));
  return files.length;
}

/** The operator's config file, checked; throws with every problem named. */
export function readDeployConfigFile(path: string): DeployConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(
      `cannot read the deploy config ${path}: ${error instanceof Error ? error.message : error}`,
    );
  }
  const result = checkDeployConfigText(text);
  if (!result.ok)
    throw new Error(`the deploy config ${path} is not valid:\n  ${result.problems.join('\n  ')}`);
  return result.config;
}
