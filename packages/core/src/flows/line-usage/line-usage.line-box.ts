import { lineBox } from '../../machines/line-home/flow-line-box.ts';
import { lineUsageShown } from './line-usage.view.ts';

/**
 * What is left this period, in a tile of its own under the status (its read is its own, so the
 * status never waits for it), on a line that spends an allowance.
 */
export default lineBox({
  key: 'line-usage',
  placement: 'after-status',
  needs: { status: true },
  shown: lineUsageShown,
});
