import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/web/tests/browser/chromium.ts';
import { DEPLOY_CONFIG_ELEMENT_ID } from '../packages/core/src/config/deploy-config.ts';
import { startStorefrontStack } from '../scripts/storefront-stack.ts';

/**
 * `npm run build` is the production build: nothing of the sandbox is in it. The browser tests run
 * the sandbox demo build (`--mode sandbox`, as `npm start`), so this builds the production one on
 * its own, into a folder of its own, and reads every file it would publish (source maps are never
 * published: nginx and the static server answer 404).
 */
const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'node_modules/.senda-production-dist');

/** What only the sandbox has, by what gives it away in a built file. */
const SANDBOX_MARKS: ReadonlyArray<[what: string, mark: string]> = [
  ['the mock service worker', 'mockServiceWorker'],
  ["MSW's code", '[MSW]'],
  ['the OTP mailbox tab (es-MX)', 'Buzón OTP'],
  ['the OTP mailbox tab (en-US)', 'OTP mailbox'],
  ['the mailbox texts’ ids', 'sandbox.mailbox'],
  ['the mailbox’s element ids', 'mailbox-code'],
  ['the mailbox’s sandbox address', '/mocks/mailbox'],
  ['the analytics kept in a window array', '__sendaEvents'],
];

function publishedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'error',
      mode: 'production',
      build: { outDir: DIST, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 900_000);

describe('the production build', () => {
  it('has nothing of the sandbox: no MSW, no service worker, no mailbox, no window arrays for analytics', () => {
    const files = publishedFiles(DIST);
    expect(files.length).toBeGreaterThan(10);
    const found = files
      .map((file) => relative(DIST, file))
      .filter((name) => /mockServiceWorker|sandbox|mailbox/i.test(basename(name)))
      .map((name) => `a file of its own: ${name}`);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [what, mark] of SANDBOX_MARKS) {
        if (text.includes(mark)) found.push(`${what} in ${relative(DIST, file)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('carries no deploy config: each environment writes its own into the pages (npm run nginx:config)', () => {
    const pages = publishedFiles(DIST).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1);
    expect(existsSync(join(DIST, 'index.html'))).toBe(true);
    for (const page of pages)
      expect(readFileSync(page, 'utf8'), page).not.toContain(`id="${DEPLOY_CONFIG_ELEMENT_ID}"`);
  });

  it('starts against the sandbox as the operator gateway, with the deploy config it is served with', async () => {
    const stack = await startStorefrontStack({ dist: DIST, journeysDir: join(ROOT, 'journeys') });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ locale: 'es-MX' });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${stack.storefrontUrl}/`);
      await expect
        .poll(() => page.evaluate(() => document.getElementById('root')?.dataset.firstRender), {
          timeout: 60_000,
        })
        .toMatch(/^(hydrate|render)$/);
      await page.locator('h1').first().waitFor({ timeout: 60_000 });
      expect(await page.getByText(/Buzón OTP|OTP mailbox/).count()).toBe(0);
      expect(await page.evaluate(() => '__sendaEvents' in window)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await stack.close();
    }
  }, 120_000);
});
