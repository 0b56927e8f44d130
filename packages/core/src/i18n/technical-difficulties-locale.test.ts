import { describe, expect, it } from 'vitest';
import { technicalDifficultiesLocale } from './technical-difficulties-locale.ts';

describe('technicalDifficultiesLocale', () => {
  it('speaks Spanish when nobody chose a language (§2: the default text is Spanish)', () => {
    expect(technicalDifficultiesLocale({ storedLocale: null, forcedLocale: undefined })).toBe('es-MX');
    expect(technicalDifficultiesLocale({ storedLocale: 'junk', forcedLocale: '' })).toBe('es-MX');
  });

  it('keeps a language the customer chose', () => {
    expect(technicalDifficultiesLocale({ storedLocale: 'en-US', forcedLocale: undefined })).toBe('en-US');
    expect(technicalDifficultiesLocale({ storedLocale: 'es-MX', forcedLocale: 'en-US' })).toBe('en-US');
  });
});
