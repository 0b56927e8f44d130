import { describe, expect, it } from 'vitest';
import { appendInSlices, PRELOADS_PER_TASK } from './preloads-in-slices';

/** Runs appendInSlices on fake links, each scheduled task run on its own; returns what each task appended. */
function slices(count: number): string[][] {
  const links = Array.from({ length: count }, (_, index) => `link-${index}` as unknown as Node);
  const appended: string[] = [];
  const tasks: Array<() => void> = [];
  appendInSlices(
    {
      appendChild: <T extends Node>(node: T) => {
        appended.push(String(node));
        return node;
      },
    },
    links,
    (task) => tasks.push(task),
  );
  expect(appended, 'nothing is appended in the caller’s own task').toEqual([]);
  const perTask: string[][] = [];
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    const from = appended.length;
    task();
    perTask.push(appended.slice(from));
  }
  return perTask;
}

describe('appendInSlices', () => {
  it('appends every link in order, PRELOADS_PER_TASK in each task', () => {
    const perTask = slices(2 * PRELOADS_PER_TASK + 1);
    expect(perTask.map((task) => task.length)).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 1]);
    expect(perTask.flat()).toEqual(
      Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, index) => `link-${index}`),
    );
  });

  it('schedules nothing when there is nothing to append', () => {
    expect(slices(0)).toEqual([]);
  });
});
