import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFilesOf } from './support/source-files.ts';

/**
 * Source says why, not when: a comment or a test title that cites a tracker number ("issue 48")
 * means nothing to a reader without the tracker, and the history is in git. The reason is written
 * out instead.
 */
const root = join(import.meta.dirname, '..');
const ISSUE_NUMBER = /\bissues? #?\d+/i;

function linesNamingAnIssue(files: string[]): string[] {
  return files
    .filter((file) => !file.endsWith('no-issue-numbers.test.ts'))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          ISSUE_NUMBER.test(line) ? [`${file.slice(root.length + 1)}:${index + 1}`] : [],
        ),
    );
}

describe('source cites no issue numbers', () => {
  it('no source file in apps, packages, scripts or tests names an issue by number', () => {
    const files = ['apps', 'packages', 'scripts', 'tests', '.storybook'].flatMap((folder) =>
      sourceFilesOf(join(root, folder)),
    );
    expect(linesNamingAnIssue(files)).toEqual([]);
  });

  it('nor does any document: the docs say how things are, and why', () => {
    const documents = ['apps', 'packages', 'docs', 'journeys', '.storybook']
      .flatMap((folder) => sourceFilesOf(join(root, folder), /\.md$/))
      .concat(join(root, 'README.md'));
    expect(linesNamingAnIssue(documents)).toEqual([]);
  });
});
