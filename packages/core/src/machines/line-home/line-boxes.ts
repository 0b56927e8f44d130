/// <reference types="vite/client" />
import type { LinePageFacts } from '../../flow-declarations/flow-wing.ts';
import { flowModulesFromFolder } from '../../flow-declarations/folder-modules.ts';
import { neededFacts, type RemedyLine } from '../../navigation/line-remedies.ts';
import type { FlowLineBox, LineBoxPlacement } from './flow-line-box.ts';

/**
 * Every wing's box on the line page: each `flows/<flow>/<box>.line-box.ts`, found by its name, so a
 * wing adds a box from its own folder (a wing without a flow.ts too: line usage has no pages of its
 * own) and the line page names none. Several at one placement show in their keys' order.
 * `import.meta.env` is Vite's (the app, Vitest, Storybook); under plain Node the folders are read.
 */
export const FLOW_LINE_BOXES: readonly FlowLineBox[] = Object.values(
  import.meta.env?.MODE
    ? import.meta.glob<FlowLineBox>('../../flows/*/*.line-box.ts', { eager: true, import: 'default' })
    : flowModulesFromFolder<FlowLineBox>('.line-box.ts', 'flows'),
).sort((a, b) => a.key.localeCompare(b.key));

/** A wing's box that shows on this line: its key (the app's component) and its place. */
export interface LineBox {
  key: string;
  placement: LineBoxPlacement;
}

/**
 * The wings' boxes that show on this line, each rule handed the facts it `needs` (the line's fields
 * and the page's) and no other, and the line actions (by their flow's id) those boxes replace,
 * which the page's actions leave out.
 */
export function lineBoxes(
  line: RemedyLine,
  page: LinePageFacts,
  now: number,
): { boxes: LineBox[]; replacedActions: string[] } {
  const facts = { ...line, ...page };
  const shown = FLOW_LINE_BOXES.filter((box) => box.shown(neededFacts(box.needs, facts), now));
  return {
    boxes: shown.map((box) => ({ key: box.key, placement: box.placement })),
    replacedActions: shown.flatMap((box) => box.replaces ?? []),
  };
}
