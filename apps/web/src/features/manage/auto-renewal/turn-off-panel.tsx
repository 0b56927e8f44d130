import { autoRenewalDetailsPath, missedRenewalPath } from '@senda/core/flows/auto-renewal';
import type { Line } from '@senda/core/gateway';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, buttonClassName, Card, FormActions, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { useFormatters } from '../../../shared/use-formatters';
import { LinePageLoadFailed } from '../line-page-parts';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { AUTO_RENEWAL_OFF_REQUEST } from './auto-renewal-parts';

/**
 * Turning auto-renewal off (free and at once): what happens on the renewal date (nothing charged;
 * unpaid, the line goes to Grace, then Suspend) and how to renew by hand (Renew now, in the last
 * days: a card, OXXO cash or SPEI), then "Turn off" sends it; "Keep it on" closes the panel.
 */
export function TurnOffPanel({ line }: { line: Line }) {
  const intl = useIntl();
  const format = useFormatters();
  const navigate = useNavigate();
  const { view, actor } = useServiceRequestFlow(AUTO_RENEWAL_OFF_REQUEST, line);
  useEffect(() => {
    if (view.screen === 'done')
      navigate(autoRenewalDetailsPath(line.orderRef, { done: 'off' }), { replace: true });
  }, [view.screen, navigate, line.orderRef]);
  if (view.screen === 'not-eligible' || view.screen === 'failed') {
    return <Alert tone="info">{view.messageId && intl.formatMessage({ id: view.messageId })}</Alert>;
  }
  if (view.screen === 'check-failed') {
    return (
      <LinePageLoadFailed
        titleId="auto_renewal.load_failed"
        bodyId="common.load_failed"
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  }
  if (
    !view.spec ||
    (view.screen !== 'review' && view.screen !== 'sending' && view.screen !== 'send-failed')
  ) {
    return <LoadingBlock labelId="auto_renewal.loading" height="8rem" />;
  }
  const date = view.spec.nextRenewalDate;
  // The page that pays a renewal by hand (renew now's), when this build has one.
  const renewByHand = missedRenewalPath(line.orderRef);
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: 'auto_renewal.off.title' })}>
      <Stack gap={4}>
        <h2>{intl.formatMessage({ id: 'auto_renewal.off.title' })}</h2>
        <p>
          {intl.formatMessage(
            { id: 'auto_renewal.off.on_the_date' },
            { date: date ? format.date(date) : '—', amount: format.money(view.spec.amount.amount) },
          )}
        </p>
        <p>{intl.formatMessage({ id: 'auto_renewal.off.grace' })}</p>
        {renewByHand && (
          <p>
            {intl.formatMessage({ id: 'auto_renewal.off.renew_by_hand' })}{' '}
            <Link to={renewByHand}>{intl.formatMessage({ id: 'auto_renewal.off.renew_now_link' })}</Link>
          </p>
        )}
        {view.screen === 'send-failed' && view.messageId && (
          <Alert tone="danger" live="assertive">
            {intl.formatMessage({ id: view.messageId })}
          </Alert>
        )}
        <FormActions>
          <Button
            variant="danger"
            size="lg"
            loading={view.screen === 'sending'}
            disabled={!view.sends.has('SUBMIT') && !view.sends.has('RETRY')}
            onClick={() => actor.send({ type: view.sends.has('RETRY') ? 'RETRY' : 'SUBMIT' })}
          >
            {intl.formatMessage({ id: 'auto_renewal.off.confirm' })}
          </Button>
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'lg' })}
            to={autoRenewalDetailsPath(line.orderRef)}
          >
            {intl.formatMessage({ id: 'auto_renewal.off.keep' })}
          </Link>
        </FormActions>
      </Stack>
    </Card>
  );
}
