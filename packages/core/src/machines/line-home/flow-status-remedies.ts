/// <reference types="vite/client" />
import { flowModulesFromFolder } from '../../flow-declarations/folder-modules.ts';
import type { FlowStatusRemedy } from './flow-status-remedy.ts';
import type { LineStateKind } from './line-home.rules.ts';

/** A wing's status remedy as the line page finds it: its flow, the state it answers, and its loader. */
export interface FoundStatusRemedy {
  /** The flow's id (its folder's name). */
  readonly flow: string;
  readonly answers: LineStateKind;
  readonly load: () => Promise<FlowStatusRemedy>;
}

/**
 * Each `flows/<flow>/<state>.status-remedy.ts`, found by its name: the state a wing answers is its
 * file's name, so the line page knows which wing answers a line's state without loading any, and
 * a remedy (its gateway read and its rule) is a chunk of its own, loaded only for a line in that
 * state. `import.meta.env` is Vite's (the app, Vitest, Storybook); under plain Node the folders are
 * read, each module when the folder is.
 */
const LOADERS: Readonly<Record<string, () => Promise<FlowStatusRemedy>>> = import.meta.env?.MODE
  ? import.meta.glob<FlowStatusRemedy>('../../flows/*/*.status-remedy.ts', { import: 'default' })
  : Object.fromEntries(
      Object.entries(flowModulesFromFolder<FlowStatusRemedy>('.status-remedy.ts', 'flows')).map(
        ([path, remedy]) => [path, () => Promise.resolve(remedy)],
      ),
    );

/** Every wing's status remedy, in its folder's name's order (a file path only, nothing loaded). */
export const FLOW_STATUS_REMEDIES: readonly FoundStatusRemedy[] = Object.entries(LOADERS)
  .flatMap(([path, load]) => {
    const [, flow, answers] = /flows\/([^/]+)\/([^/.]+)\.status-remedy\.ts$/.exec(path) ?? [];
    // The file's name is the state; status-remedy.test.ts checks every one is a line state.
    return flow && answers ? [{ flow, answers: answers as LineStateKind, load }] : [];
  })
  .sort((a, b) => a.flow.localeCompare(b.flow));
