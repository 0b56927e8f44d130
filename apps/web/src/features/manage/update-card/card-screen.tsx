import type { Line } from '@senda/core/gateway';
import { useIntl } from 'react-intl';
import { PhoneNumber, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { CardEntryForm } from '../../purchase/payment/card-entry-form';
import { useCardName } from './card-name';
import { StepFailed } from './step-failed';
import type { UpdateCardHandle } from './update-card-parts';

/**
 * /manage/update-card/request: the new card in the provider's hosted fields (the payment form's
 * card entry; nothing is paid), with the card the line renews with now.
 */
export function CardScreen({ line, flow }: { line: Pick<Line, 'msisdn'>; flow: UpdateCardHandle }) {
  const intl = useIntl();
  const cardName = useCardName();
  const { view } = flow;
  const current = view.line?.currentCard ?? null;

  if (view.screen === 'card-failed') {
    return <StepFailed messageId={view.messageId ?? 'payment.status.load_error'} onRetry={flow.retryStep} />;
  }
  return (
    <Stack gap={5}>
      <p>
        {intl.formatMessage(
          { id: 'update_card.request.intro' },
          { msisdn: <PhoneNumber number={line.msisdn} /> },
        )}
      </p>
      <p>
        {current
          ? intl.formatMessage({ id: 'update_card.request.current' }, { card: cardName(current) })
          : intl.formatMessage({ id: 'update_card.request.no_card' })}
      </p>
      {view.cardEntry && view.collect ? (
        <CardEntryForm
          cardEntry={view.cardEntry}
          tokenizer={view.collect}
          submitLabel={intl.formatMessage({ id: 'update_card.request.continue' })}
          submitLoadingLabel={intl.formatMessage({ id: 'update_card.request.checking' })}
        />
      ) : (
        <LoadingBlock labelId="payment.status.loading" height="14rem" />
      )}
    </Stack>
  );
}
