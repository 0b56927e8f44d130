import type { NeededFacts } from '../../flow-declarations/flow-wing.ts';

/**
 * Where a wing's box sits among the line page's tiles: `under-number`, across the width right under
 * the line's number, before the page's own notices (the line registry's word on the line);
 * `status-action`, as the action of the status tile, leading it (Renew now on a line that may
 * renew); `after-status`, a tile of its own right after the status, beside the actions from the
 * tablet width (what is left this period). The page draws each where it always was, so a box moved
 * to its wing moves nothing on screen.
 */
export type LineBoxPlacement = 'under-number' | 'status-action' | 'after-status';

/**
 * A box a wing adds to the line page (its `flows/<flow>/<box>.line-box.ts`, found by its name:
 * line-boxes.ts): its key (the app's component for it is found by the same key), where it sits,
 * and whether it shows on this line, a rule run on the facts it names in `needs` (the gateway
 * line's fields and the page's), as a row's content is. While it shows, the page leaves out the
 * line actions it `replaces` (by their flow's id): the box offers them itself.
 */
export interface FlowLineBox<Facts extends object = object> {
  /** The box's key on the page, unique among the boxes, and its app component's. */
  readonly key: string;
  readonly placement: LineBoxPlacement;
  /** Every fact its rule reads, by the line's (or the page's) field name. */
  readonly needs: NeededFacts<Facts>;
  /** `now` is the page's clock (a renewal due within its last days). */
  shown(line: Facts, now: number): boolean;
  readonly replaces?: readonly string[];
}

/**
 * A wing's line box (the default export of its `<box>.line-box.ts`): the facts its rule reads are
 * inferred from it, and `needs` must name every one of them (the line page hands it those alone).
 */
export const lineBox = <Facts extends object>(box: FlowLineBox<Facts>): FlowLineBox<Facts> => box;
