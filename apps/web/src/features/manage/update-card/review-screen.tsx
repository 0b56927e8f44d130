import type { Line } from '@senda/core/gateway';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Alert,
  buttonClassName,
  Card,
  DetailList,
  FormActions,
  PhoneNumber,
  Stack,
} from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { ReviewActions } from '../review-actions';
import { useCardName } from './card-name';
import type { UpdateCardHandle } from './update-card-parts';

/**
 * /manage/update-card/submit: the change reviewed (the line, the card now, the new card) and sent
 * (SUBMIT); a send that failed is said, sent again (RETRY) or the card typed anew (EDIT). Then the
 * result: the line renews with the new card (in the operator's app, "Done" goes to /updateCardSuccess).
 */
export function ReviewScreen({
  line,
  flow,
  donePath,
}: {
  line: Pick<Line, 'msisdn'>;
  flow: UpdateCardHandle;
  donePath: string;
}) {
  const intl = useIntl();
  const cardName = useCardName();
  const { view, send } = flow;
  const number = <PhoneNumber number={line.msisdn} />;
  const current = view.line?.currentCard ?? null;

  if (view.screen === 'status') return <LoadingBlock labelId="update_card.status" height="10rem" />;
  if (view.screen === 'done' || view.screen === 'follow-later') {
    return (
      <Stack gap={5}>
        {view.screen === 'done' ? (
          <Alert tone="success" live="polite" title={intl.formatMessage({ id: 'update_card.done.title' })}>
            <Stack gap={2}>
              <p>
                {intl.formatMessage(
                  { id: 'update_card.done.body' },
                  { msisdn: number, card: view.newCard ? cardName(view.newCard) : '' },
                )}
              </p>
              {view.line && !view.line.autoRenewal && (
                <p>{intl.formatMessage({ id: 'update_card.done.auto_renewal_off' })}</p>
              )}
            </Stack>
          </Alert>
        ) : (
          <Alert tone="info">{intl.formatMessage({ id: 'update_card.follow_later' })}</Alert>
        )}
        <FormActions>
          <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={donePath}>
            {intl.formatMessage({ id: 'update_card.done.back' })}
          </Link>
        </FormActions>
      </Stack>
    );
  }
  const sending = view.screen === 'sending';
  return (
    <Stack gap={5}>
      {view.messageId && (view.screen === 'send-failed' || view.screen === 'failed') && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      <Card as="section" aria-label={intl.formatMessage({ id: 'update_card.submit.title' })}>
        <Stack gap={3}>
          <p>{intl.formatMessage({ id: 'update_card.submit.intro' })}</p>
          <DetailList
            items={[
              { key: 'line', label: intl.formatMessage({ id: 'update_card.submit.line' }), value: number },
              {
                key: 'current',
                label: intl.formatMessage({ id: 'update_card.submit.current' }),
                value: current ? cardName(current) : intl.formatMessage({ id: 'update_card.submit.none' }),
              },
              {
                key: 'new',
                label: intl.formatMessage({ id: 'update_card.submit.new' }),
                value: view.newCard ? cardName(view.newCard) : '',
              },
            ]}
          />
          <p>{intl.formatMessage({ id: 'update_card.submit.note' })}</p>
        </Stack>
      </Card>
      <ReviewActions
        sends={view.sends}
        send={send}
        sending={sending}
        sendingLabel={intl.formatMessage({ id: 'update_card.sending' })}
        submitLabel={intl.formatMessage({ id: 'update_card.submit.confirm' })}
        retryLabel={intl.formatMessage({ id: 'update_card.retry' })}
        editLabel={intl.formatMessage({ id: 'update_card.submit.change' })}
        holdEditWhileSending
      />
    </Stack>
  );
}
