import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the app starts its machines through its own hooks', () => {
  it("no screen takes useActorRef or useMachine from @xstate/react (Storybook's director would miss it)", () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const direct = files
      .filter((file) => !file.endsWith('shared/machine-hooks.ts'))
      .filter((file) =>
        /import\s*\{[^}]*\b(useActorRef|useMachine)\b[^}]*\}\s*from\s*'@xstate\/react'/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(src, file));
    expect(direct).toEqual([]);
  });
});
