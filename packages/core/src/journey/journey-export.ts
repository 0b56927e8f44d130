import type { JourneyFile } from './journey-file.schema.ts';

/**
 * What the journey editor hands back: the edited file with its revision bumped, as the text to
 * drop into journeys/, and what changed against the shipped file, in a product team's terms and
 * line by line.
 */

const withoutRevision = (file: JourneyFile) => JSON.stringify({ ...file, revision: 0 });

/** Whether the edit changed anything but the revision. */
export function journeyEdited(edited: JourneyFile, shipped: JourneyFile): boolean {
  return withoutRevision(edited) !== withoutRevision(shipped);
}

/**
 * The file to ship: one revision past the shipped file's when anything changed (saved journeys of
 * the old revision then migrate, journeys/README.md), as JSON laid out with two spaces.
 */
export function exportJourney(
  edited: JourneyFile,
  shipped: JourneyFile,
): { file: JourneyFile; text: string; changed: boolean } {
  const changed = journeyEdited(edited, shipped);
  const file = { ...edited, revision: changed ? shipped.revision + 1 : shipped.revision };
  return { file, text: `${JSON.stringify(file, null, 2)}\n`, changed };
}

/** One change against the shipped file, in a product team's terms (positions from 1). */
export type JourneyChange =
  | { kind: 'revision'; from: number; to: number }
  | { kind: 'moved'; step: string; from: number; to: number; after: string | undefined }
  | { kind: 'removed'; step: string }
  | { kind: 'added'; step: string; at: number }
  | { kind: 'setting'; setting: string; from: string | undefined; to: string | undefined }
  | { kind: 'faq'; step: string; shown: boolean }
  /** When the step applies changed: the conditions it now needs (none: every customer). */
  | { kind: 'when'; step: string; to: readonly string[] };

/** The longest common subsequence of two lists, as index pairs. */
function commonPairs<T>(a: readonly T[], b: readonly T[]): [number, number][] {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      (lengths[i] as number[])[j] =
        a[i] === b[j]
          ? ((lengths[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((lengths[i + 1] as number[])[j] as number, (lengths[i] as number[])[j + 1] as number);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (((lengths[i + 1] as number[])[j] as number) > ((lengths[i] as number[])[j + 1] as number)) i++;
    else j++;
  }
  return pairs;
}

const settingText = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/**
 * What the edit changed: steps moved (the fewest that explain the new order), removed or added
 * back, settings and FAQs changed, and the revision the export gives the file.
 */
export function journeyChanges(edited: JourneyFile, shipped: JourneyFile): JourneyChange[] {
  const before = shipped.onboarding.steps.map((step) => step.name);
  const after = edited.onboarding.steps.map((step) => step.name);
  const kept = new Set(commonPairs(before, after).map(([, j]) => after[j]));
  const changes: JourneyChange[] = [];
  after.forEach((step, index) => {
    if (kept.has(step)) return;
    const from = before.indexOf(step);
    if (from < 0) changes.push({ kind: 'added', step, at: index + 1 });
    else changes.push({ kind: 'moved', step, from: from + 1, to: index + 1, after: after[index - 1] });
  });
  for (const step of before) if (!after.includes(step)) changes.push({ kind: 'removed', step });
  const names = new Set([...Object.keys(shipped.settings ?? {}), ...Object.keys(edited.settings ?? {})]);
  for (const setting of names) {
    const from = settingText((shipped.settings as Record<string, unknown> | undefined)?.[setting]);
    const to = settingText((edited.settings as Record<string, unknown> | undefined)?.[setting]);
    if (from !== to) changes.push({ kind: 'setting', setting, from, to });
  }
  for (const step of edited.onboarding.steps) {
    const was = shipped.onboarding.steps.find((s) => s.name === step.name);
    if (was && was.faq.enabled !== step.faq.enabled)
      changes.push({ kind: 'faq', step: step.name, shown: step.faq.enabled });
    if (was && JSON.stringify(was.when ?? []) !== JSON.stringify(step.when ?? []))
      changes.push({ kind: 'when', step: step.name, to: step.when ?? [] });
  }
  if (changes.length) changes.unshift({ kind: 'revision', from: shipped.revision, to: shipped.revision + 1 });
  return changes;
}

/** One line of a line diff: kept (' '), removed ('-') or added ('+'); '…' stands for kept lines left out. */
export interface DiffLine {
  readonly mark: ' ' | '-' | '+' | '…';
  readonly text: string;
}

/** The two texts line by line, with `context` kept lines around each change and the rest left out. */
export function lineDiff(before: string, after: string, context = 2): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...commonPairs(a, b), [a.length, b.length] as [number, number]]) {
    while (i < pi) lines.push({ mark: '-', text: a[i++] as string });
    while (j < pj) lines.push({ mark: '+', text: b[j++] as string });
    if (pi < a.length) lines.push({ mark: ' ', text: a[pi] as string });
    i = pi + 1;
    j = pj + 1;
  }
  const near = (index: number) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((line) => line.mark !== ' ');
  const shown: DiffLine[] = [];
  lines.forEach((line, index) => {
    if (line.mark !== ' ' || near(index)) shown.push(line);
    else if (shown[shown.length - 1]?.mark !== '…') shown.push({ mark: '…', text: '' });
  });
  return shown;
}
