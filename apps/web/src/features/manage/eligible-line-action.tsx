import type { MessageId } from '@senda/core/i18n';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../design-system';
import styles from './eligible-line-action.module.css';
import { placedHere, useLineActionPlacement } from './line-action-placement';

/** What core's rules make of a flow's eligibility answer for the line page (null: not in yet). */
export type LineActionOutcome =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; reasonId: MessageId };

/**
 * A flow's entry on the line page and the request hub (switch plan, replace SIM, cancel line): a
 * link when the gateway says the line may, the reason (and what to do) when it may not, nothing
 * promised while the answer is not in. Its place keeps a button's height from the first paint,
 * so nothing under it moves when the answer arrives (layout-at-widths' line page at 360 px).
 */
export function EligibleLineAction({
  action,
  pending,
  unavailableTitleId,
}: {
  action: LineActionOutcome | null;
  pending: boolean;
  unavailableTitleId: MessageId;
}) {
  const placement = useLineActionPlacement();
  if (!placedHere(placement, action?.kind ?? 'pending')) return null;
  // Among the refusals grouped apart, each is one compact line: the title, then why.
  if (placement === 'refusals' && action?.kind === 'refused') {
    return (
      <li className={styles.compact} data-line-action="refused">
        <span className={styles.unavailableTitle}>
          <FormattedMessage id={unavailableTitleId} />
        </span>{' '}
        <FormattedMessage id={action.reasonId} />
      </li>
    );
  }
  return (
    <div className={styles.actionSlot} aria-busy={action === null && pending}>
      {action?.kind === 'offer' && (
        <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={action.path}>
          <FormattedMessage id={action.labelId} />
          <IconChevron direction="right" />
        </Link>
      )}
      {action?.kind === 'refused' && (
        <div className={styles.unavailable}>
          <p className={styles.unavailableTitle}>
            <FormattedMessage id={unavailableTitleId} />
          </p>
          <p>
            <FormattedMessage id={action.reasonId} />
          </p>
        </div>
      )}
    </div>
  );
}
