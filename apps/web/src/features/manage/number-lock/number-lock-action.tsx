import { numberLockShown } from '@senda/core/flows/number-lock';
import type { Line } from '@senda/core/gateway';
import { Skeleton } from '../../../design-system';
import { lazyAfterPageSettles } from '../../../shared/lazy-after-page-settles';
import { placedHere, useLineActionPlacement } from '../line-action-placement';
import styles from './number-lock.module.css';

// The switch and its read load once the page has settled (seconds after the line is drawn): only
// this placeholder, a skeleton of the switch's place, is on the line page until then, and nothing
// the line's status waits for. Not marked busy: what waits for a busy page would wait for it too.
const NumberLockSwitch = lazyAfterPageSettles(
  () => import('./number-lock-switch').then((module) => module.default),
  <Skeleton shape="block" className={styles.placeholder} />,
);

/**
 * The line page's and the request hub's "Bloqueo de número" on a line whose number is with Senda
 * (core's numberLockShown): a switch, never among the refusals, and a protection: the line page
 * draws it first among its actions. Its place keeps the switch's height from the first paint, so
 * nothing under it moves when it arrives.
 */
export function NumberLockAction({ line }: { line: Line }) {
  const placement = useLineActionPlacement();
  if (!numberLockShown(line) || !placedHere(placement, 'protection')) return null;
  return (
    <div className={styles.slot}>
      <NumberLockSwitch line={line} />
    </div>
  );
}
