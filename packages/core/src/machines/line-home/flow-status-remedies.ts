/// <reference types="vite/client" />
import { flowModulesFromFolder } from '../../flow-declarations/folder-modules.ts';
import type { FlowStatusRemedy } from './flow-status-remedy.ts';

/**
 * Every wing's status remedy, keyed by the flow's id (its folder's name): each
 * `flows/<flow>/status-remedy.ts`, found by its name, so a flow answers a line state from its own
 * folder and the line page names none. Apart from the wings' flow.ts (the shared lists' data),
 * because a remedy holds its gateway read: only the line page loads them. `import.meta.env` is
 * Vite's (the app, Vitest, Storybook); under plain Node the folders are read.
 */
export const FLOW_STATUS_REMEDIES: Readonly<Record<string, FlowStatusRemedy>> = Object.fromEntries(
  Object.entries(
    import.meta.env?.MODE
      ? import.meta.glob<FlowStatusRemedy>('../../flows/*/status-remedy.ts', {
          eager: true,
          import: 'default',
        })
      : flowModulesFromFolder<FlowStatusRemedy>('status-remedy.ts', 'flows'),
  ).map(([path, remedy]) => [/flows\/([^/]+)\/status-remedy\.ts$/.exec(path)?.[1] ?? path, remedy]),
);
