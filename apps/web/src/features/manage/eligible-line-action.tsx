import type { MessageId } from '@senda/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../design-system';
import styles from './eligible-line-action.module.css';
import { useLineActionPart } from './line-action-part';

/** What core's rules make of a flow's eligibility answer for the line page (null: not in yet). */
export type LineActionOutcome =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; reasonId: MessageId };

/**
 * A flow's entry on the line page and the request hub (switch plan, replace SIM, cancel line): a
 * link when the gateway says the line may (with the actions offered), the reason (and what to do)
 * when it may not (with the actions not available now, below them), nothing promised while the
 * answer is not in. Among the offers its place keeps a button's height from the first paint, so
 * nothing under it moves when an offer arrives (layout-at-widths' line page at 360 px).
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
  const part = useLineActionPart();
  if (part === 'refusals') {
    return action?.kind === 'refused' ? (
      <Refusal titleId={unavailableTitleId} reasonId={action.reasonId} />
    ) : null;
  }
  if (action?.kind === 'refused') return null;
  return (
    <div className={styles.actionSlot} aria-busy={action === null && pending}>
      {action?.kind === 'offer' && (
        <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={action.path}>
          <FormattedMessage id={action.labelId} />
          <IconChevron direction="right" />
        </Link>
      )}
    </div>
  );
}

function Refusal({ titleId, reasonId }: { titleId: MessageId; reasonId: MessageId }) {
  return (
    <div className={styles.unavailable} data-line-action-refusal="">
      <p className={styles.unavailableTitle}>
        <FormattedMessage id={titleId} />
      </p>
      <p>
        <FormattedMessage id={reasonId} />
      </p>
    </div>
  );
}
