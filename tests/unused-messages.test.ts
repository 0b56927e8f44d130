import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundles } from '@senda/core/i18n';
import { describe, expect, it } from 'vitest';

/** The languages' texts, the shared bundles' and the flow wings' merged. */
const { 'en-US': enUS } = bundles;

/**
 * Every message id the bundles carry is one the product can show. Each language's bundle is
 * downloaded before the first screen renders, so a text nothing shows costs every visitor bytes on
 * a slow network, and a dead id misleads whoever edits the texts (the screen uses another one).
 *
 * An id counts as used when the product's code or the journey files write it whole, in quotes, or
 * when it belongs to a family whose ids are put together at run time (below, each with where).
 * Tests, stories and the bench do not count: they show nothing to a customer.
 */
const ROOT = join(import.meta.dirname, '..');
const SOURCES = ['apps/web/src', 'packages/core/src', 'journeys'];
// The texts themselves are no use of them: the shared bundles' folder and a flow wing's files.
const NOT_PRODUCT =
  /\.(test|stories|browser\.test)\.tsx?$|[\\/](storybook|messages)[\\/]|[\\/]messages\.[a-z]{2}-[A-Z]{2}\.json$/;

const DYNAMIC_FAMILIES: ReadonlyArray<{ prefix: string; where: string }> = [
  // journey-step-page.tsx: `<section>.q1`… for the FAQ section a journey step names; a product
  // team can switch a step's FAQ on in the journey JSON, so every section stays.
  { prefix: 'faq.', where: 'journey-step-page.tsx faqEntries' },
  // error-messages.ts: `errors.code.${code}` for the spec's gateway error codes.
  { prefix: 'errors.code.', where: 'error-messages.ts' },
  // upload.ts: `validation.upload.${reason}` for each rejection of an eKYC upload.
  { prefix: 'validation.upload.', where: 'validation/upload.ts' },
];

function productSources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !NOT_PRODUCT.test(file));
}

const code = SOURCES.flatMap(productSources)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const written = new Set(
  [...code.matchAll(/['"`]([a-z0-9_]+(?:\.[a-z0-9_]+)+)['"`]/g)].map((match) => match[1]),
);

describe('message bundles', () => {
  it('carry no id that nothing in the product shows', () => {
    const unused = Object.keys(enUS).filter(
      (id) => !written.has(id) && !DYNAMIC_FAMILIES.some(({ prefix }) => id.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('still find the ids the screens write (the scan reads the sources)', () => {
    expect(written.has('pages.payment_method.title')).toBe(true);
    expect(written.has('order_summary.invalid.plan')).toBe(true);
  });
});
