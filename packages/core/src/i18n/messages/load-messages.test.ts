import { describe, expect, it } from 'vitest';
import { bundles } from './index.ts';
import { loadedMessages, loadMessages } from './load-messages.ts';

describe('loadMessages', () => {
  it('loads one language on its own, once', async () => {
    expect(loadedMessages('es-MX')).toBeUndefined();
    const first = loadMessages('es-MX');
    expect(loadMessages('es-MX')).toBe(first);
    expect(await first).toEqual(bundles['es-MX']);
    expect(loadedMessages('es-MX')).toBe(await first);
    expect(loadedMessages('en-US')).toBeUndefined();
  });

  it('loads the other language when asked', async () => {
    expect(await loadMessages('en-US')).toEqual(bundles['en-US']);
  });
});
