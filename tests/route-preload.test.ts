import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stepScreenImports } from '../scripts/vite/route-preload.ts';

/**
 * The build preloads a journey route's screen from index.html (scripts/vite/route-preload.ts),
 * reading step-screens.ts to know which screen a step shows. If that file's shape changes so the
 * build no longer reads it, routes silently lose their preload: these tests say so instead.
 */
const STEP_SCREENS = join(import.meta.dirname, '../apps/web/src/features/journey/step-screens.ts');

describe('stepScreenImports', () => {
  const source = readFileSync(STEP_SCREENS, 'utf8');
  const imports = stepScreenImports(source);

  it('reads every screen step-screens.ts imports', () => {
    expect(imports.size).toBeGreaterThan(0);
    expect(imports.size).toBe(source.match(/import\(/g)?.length);
  });

  it('each import names a screen file that exists', () => {
    for (const [step, specifier] of imports) {
      const file = join(dirname(STEP_SCREENS), `${specifier}.tsx`);
      expect(existsSync(file), `${step}: ${specifier}`).toBe(true);
    }
  });

  it('reads quoted and bare step names', () => {
    const parsed = stepScreenImports(
      "{ signup: () => import('../a/signup-screen'), 'pre-checkout': () => import(\"../b/pre\") }",
    );
    expect([...parsed]).toEqual([
      ['signup', '../a/signup-screen'],
      ['pre-checkout', '../b/pre'],
    ]);
  });
});
