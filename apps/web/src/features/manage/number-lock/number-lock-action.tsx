import { numberLockShown } from '@senda/core/flows/number-lock';
import type { Line } from '@senda/core/gateway';
import { lazy, Suspense } from 'react';
import { placedHere, useLineActionPlacement } from '../line-action-placement';
import styles from './number-lock.module.css';

// The switch, its read and its texts load after the line page: only this placeholder is on it.
const NumberLockSwitch = lazy(() => import('./number-lock-switch'));

/**
 * The line page's and the request hub's "Bloqueo de número" on a line whose number is with Senda
 * (core's numberLockShown): a switch, never among the refusals. Its place keeps the switch's height
 * from the first paint, so nothing under it moves when it arrives.
 */
export function NumberLockAction({ line }: { line: Line }) {
  const placement = useLineActionPlacement();
  if (!numberLockShown(line) || !placedHere(placement, 'offer')) return null;
  return (
    <Suspense fallback={<div className={styles.slot} />}>
      <NumberLockSwitch line={line} />
    </Suspense>
  );
}
