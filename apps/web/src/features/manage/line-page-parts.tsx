import type { MessageId } from '@senda/core/i18n';
import type { LineAction } from '@senda/core/machines/line-home';
import { manageOrderPath } from '@senda/core/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Button, buttonClassName, IconArrowLeft, IconChevron, Stack } from '../../design-system';

/**
 * The parts every page about one line shares: the way back to the line's home and the failed read
 * with its retry (the loading placeholder is shared/loading-block.tsx). Each page names its own texts.
 */
export function BackToLine({ orderRef, labelId }: { orderRef: string; labelId: MessageId }) {
  return (
    <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to={manageOrderPath(orderRef)}>
      <IconArrowLeft />
      <FormattedMessage id={labelId} />
    </Link>
  );
}

export function LinePageLoadFailed({
  titleId,
  bodyId,
  onRetry,
}: {
  titleId: MessageId;
  bodyId: MessageId;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <Alert
      tone="danger"
      live="assertive"
      title={intl.formatMessage({ id: titleId })}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'common.try_again' })}
        </Button>
      }
    >
      <FormattedMessage id={bodyId} />
    </Alert>
  );
}

/** What the customer may do with the line, as full-width links (the first one stands out). */
export function LineActionLinks({
  actions,
  className,
}: {
  actions: readonly LineAction[];
  className?: string;
}) {
  return (
    <Stack as="ul" gap={2} className={className}>
      {actions.map((action) => (
        <li key={action.id}>
          <Link
            className={buttonClassName({
              variant: action.primary ? 'primary' : 'secondary',
              fullWidth: true,
            })}
            to={action.path}
          >
            <FormattedMessage id={action.labelId} />
            <IconChevron direction="right" />
          </Link>
        </li>
      ))}
    </Stack>
  );
}
