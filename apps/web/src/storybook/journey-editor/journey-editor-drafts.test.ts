import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JourneyFile } from '@senda/core/journey';
import { moveStepBy } from '@senda/core/journey';
import { describe, expect, it } from 'vitest';
import { draftKey, importJourney, readDrafts, writeDrafts } from './journey-editor-drafts';

/** localStorage's contract, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const shipped = (): JourneyFile =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../../../journeys/plan-switch.json', import.meta.url)), 'utf8'),
  ) as JourneyFile;
const names = (file: JourneyFile) => file.onboarding.steps.map((step) => step.name);

describe('the journey editor keeps the work (journey-editor-drafts.ts)', () => {
  it('gives back a file’s edits in order after a remount or reload, and forgets them on "start again"', () => {
    const storage = memoryStorage();
    const file = shipped();
    const second = names(file)[1] as string;
    const once = moveStepBy(file, second, -1);
    writeDrafts(storage, file.id, [once, moveStepBy(once, second, 1)]);
    const kept = readDrafts(storage, file.id);
    expect(kept.map(names)).toEqual([names(once), names(file)]);
    // Undo is the history without its last edit.
    writeDrafts(storage, file.id, kept.slice(0, -1));
    expect(readDrafts(storage, file.id).at(-1)).toEqual(once);
    writeDrafts(storage, file.id, []);
    expect(storage.getItem(draftKey(file.id))).toBeNull();
    expect(readDrafts(storage, 'purchase')).toEqual([]);
  });

  it('drops a draft that no longer reads as the file’s (broken, or another journey’s)', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('plan-switch'), '[{"id":');
    expect(readDrafts(storage, 'plan-switch')).toEqual([]);
    storage.setItem(draftKey('purchase'), JSON.stringify([shipped()]));
    expect(readDrafts(storage, 'purchase')).toEqual([]);
  });

  it('opens an exported file of a journey it knows, and says why it cannot open anything else', () => {
    const file = shipped();
    expect(importJourney(JSON.stringify(file, null, 2), ['plan-switch'])).toEqual({ ok: true, file });
    expect(importJourney('not json', ['plan-switch'])).toEqual({ ok: false, reason: 'not-json' });
    expect(importJourney('{"id":"plan-switch"}', ['plan-switch'])).toEqual({
      ok: false,
      reason: 'not-journey',
    });
    expect(importJourney(JSON.stringify(file), ['purchase'])).toEqual({
      ok: false,
      reason: 'unknown-journey',
    });
  });
});
