import { describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK, preloadInSlices } from './preloads-in-slices';

/**
 * Runs preloadInSlices on fake links, each scheduled task run on its own; returns what was in the
 * parent, and with which rel, after the caller's task and after each task.
 */
function slices(count: number) {
  const links = Array.from({ length: count }, (_, index) => ({
    rel: index % 2 ? 'preload' : 'modulepreload',
    href: `link-${index}`,
  }));
  const parent: typeof links = [];
  const tasks: Array<() => void> = [];
  preloadInSlices(
    { append: (...nodes: unknown[]) => parent.push(...(nodes as typeof links)) },
    links,
    (task) => tasks.push(task),
  );
  const fetching = () => parent.filter((link) => link.rel !== '').map((link) => `${link.rel} ${link.href}`);
  const inCallersTask = { inParent: parent.map((link) => link.href), fetching: fetching() };
  const perTask: string[][] = [];
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    const before = fetching().length;
    task();
    perTask.push(fetching().slice(before));
  }
  return { inCallersTask, perTask, links };
}

describe('preloadInSlices', () => {
  it('names every file in the document at once, and fetches none in the caller’s task', () => {
    const { inCallersTask } = slices(2 * PRELOADS_PER_TASK + 1);
    expect(inCallersTask.inParent).toHaveLength(2 * PRELOADS_PER_TASK + 1);
    expect(inCallersTask.fetching).toEqual([]);
  });

  it('gives PRELOADS_PER_TASK links their rel back in each task, in order', () => {
    const { perTask, links } = slices(2 * PRELOADS_PER_TASK + 1);
    expect(perTask.map((task) => task.length)).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 1]);
    expect(perTask.flat()).toEqual(links.map((link) => `${link.rel} ${link.href}`));
    expect(links.map((link) => link.rel)).toEqual(
      Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, index) =>
        index % 2 ? 'preload' : 'modulepreload',
      ),
    );
  });

  it('schedules nothing when there is nothing to preload', () => {
    expect(slices(0).perTask).toEqual([]);
  });
});
