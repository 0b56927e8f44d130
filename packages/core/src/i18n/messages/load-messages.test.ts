import { describe, expect, it } from 'vitest';
import { bundles } from './index.ts';
import { loadedMessages, loadMessageArea, loadMessages, subscribeToMessages } from './load-messages.ts';
import { messageAreaOf } from './message-areas.ts';

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

describe('loadMessageArea', () => {
  it('loads the area in the languages asked for, tells subscribers, and later languages bring it too', async () => {
    // Tests read the whole bundle for every area (only the production build splits them), so the
    // texts stay the same: what is checked is when a language counts as loaded, and who hears of it.
    await loadMessages('es-MX');
    let heard = 0;
    const stop = subscribeToMessages(() => {
      heard += 1;
    });
    const before = loadedMessages('es-MX');
    const area = loadMessageArea('manage');
    // Until the area is there the language is not complete: the app keeps the texts it shows.
    expect(loadedMessages('es-MX')).toBeUndefined();
    // Not during the call (it may come from a React render), but before anything else runs.
    expect(heard).toBe(0);
    await Promise.resolve();
    expect(heard).toBeGreaterThan(0);
    await area;
    const after = loadedMessages('es-MX');
    expect(after).toEqual(bundles['es-MX']);
    expect(after).not.toBe(before);
    // Asked again with nothing new wanted: the same answer.
    expect(loadMessages('es-MX')).toBe(loadMessages('es-MX'));
    stop();
    const heardBefore = heard;
    await loadMessageArea('manage');
    expect(heard).toBe(heardBefore);
  });

  it('names each id’s area by its namespace', () => {
    expect(messageAreaOf('line_home.title')).toBe('manage');
    expect(messageAreaOf('faq.pre_checkout.prepaid.q1')).toBe('faq');
    expect(messageAreaOf('pages.pre_checkout.title')).toBe('main');
    expect(messageAreaOf('no-namespace')).toBe('main');
  });
});
