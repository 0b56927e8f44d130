import { numberLockShown } from '@senda/core/flows/number-lock';
import type { Line } from '@senda/core/gateway';
import { lazyAfterPageSettles } from '../../../shared/lazy-after-page-settles';
import { placedHere, useLineActionPlacement } from '../line-action-placement';
import styles from './number-lock.module.css';

// The switch and its read load once the page has settled: only this placeholder is on the line
// page, and nothing the line's status waits for.
const NumberLockSwitch = lazyAfterPageSettles(() =>
  import('./number-lock-switch').then((module) => module.default),
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
