import type { Line } from '@senda/core/gateway';
import type { LineBox, LineBoxPlacement } from '@senda/core/machines/line-home';
import type { ComponentType } from 'react';
import type { FlowLineBoxPart } from './flow-app';

/**
 * Each wing's box on the line page, keyed by the box's key: its `<box>.line-box.ts` in the wing's
 * feature folder, found by its name (app/flow-parts.test.ts checks every box core declares has
 * one). Loaded with the line page, as its place on it is: a box drawn late would move the tiles.
 */
export const LINE_BOX_COMPONENTS: Readonly<Record<string, ComponentType<{ line: Line }>>> =
  Object.fromEntries(
    Object.values(
      import.meta.glob<FlowLineBoxPart>('./*/*.line-box.ts', { eager: true, import: 'default' }),
    ).map((part) => [part.key, part.Box]),
  );

/**
 * The wings' boxes that show on this line at one place of the page (core's `view.boxes`), each
 * with its component; the page wraps them as that place's tiles are. The page names none of them.
 */
export function lineBoxesAt(
  boxes: readonly LineBox[],
  placement: LineBoxPlacement,
): { key: string; Box: ComponentType<{ line: Line }> }[] {
  return boxes.flatMap((box) => {
    const Box = box.placement === placement ? LINE_BOX_COMPONENTS[box.key] : undefined;
    return Box ? [{ key: box.key, Box }] : [];
  });
}
