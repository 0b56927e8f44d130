import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A phone number shown by the app is one word, never split over two lines. The app
 * shows every number through the design system's PhoneNumber (grouped by core's
 * formatNationalNumber, kept on one line), on its own or as a sentence's value. A module that
 * groups a number itself puts it on the page breakable; this lists them. (The browser test
 * phone-numbers.browser.test.ts checks the pages at 360 px.)
 */
const webSrc = join(import.meta.dirname, '../apps/web/src');
const PHONE_NUMBER = 'design-system/phone-number/phone-number.tsx';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('phone numbers in the app', () => {
  it('are grouped only by PhoneNumber, which keeps them on one line', () => {
    const grouping = sourceFiles(webSrc)
      .map((path) => relative(webSrc, path))
      .filter((path) => path !== PHONE_NUMBER)
      .filter((path) => /\bformatNationalNumber\s*\(/.test(readFileSync(join(webSrc, path), 'utf8')));
    expect(grouping).toEqual([]);
  });
});
