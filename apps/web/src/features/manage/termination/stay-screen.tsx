import { winBackOfferAction } from '@senda/core/flows/termination';
import type { Line } from '@senda/core/gateway';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, buttonClassName, Card, FormActions, Stack } from '../../../design-system';
import { useOfferText } from './offer-text';
import styles from './termination.module.css';
import type { TerminationHandle } from './termination-parts';

/**
 * /manage/termination-request/stay: the win-back offers (the gateway's aggregation of promotions
 * and rewards). Taking a reward is the journey's NEXT with the offer accepted (the review then
 * claims it); a cheaper plan opens plan switch with that plan chosen. "No thanks, cancel my line"
 * is on this screen whatever the offers: one tap from any of them (LFPC art. 76 Bis).
 */
export function StayScreen({ line, flow }: { line: Pick<Line, 'orderRef'>; flow: TerminationHandle }) {
  const intl = useIntl();
  const offerText = useOfferText();
  const { view, send } = flow;
  const decline = () => send('NEXT', { offerId: '' }, { offerAccepted: false });

  return (
    <Stack gap={6}>
      <p>{intl.formatMessage({ id: 'termination.stay.intro' })}</p>
      {view.offers.length === 0 && <p>{intl.formatMessage({ id: 'termination.stay.none' })}</p>}
      {view.offers.length > 0 && (
        <ul className={styles.offers} aria-label={intl.formatMessage({ id: 'termination.stay.offers' })}>
          {view.offers.map((offer) => {
            const text = offerText(offer);
            const action = winBackOfferAction(offer, line.orderRef);
            return (
              <li key={offer.offerId}>
                <Card as="article" aria-labelledby={`offer-${offer.offerId}`}>
                  <Stack gap={3}>
                    <h2 className={styles.offerTitle} id={`offer-${offer.offerId}`}>
                      {text.title}
                    </h2>
                    <p>{text.body}</p>
                    {action.kind === 'claim' ? (
                      <Button
                        variant="secondary"
                        onClick={() => send('NEXT', { offerId: action.offerId }, { offerAccepted: true })}
                        aria-describedby={`offer-${offer.offerId}`}
                      >
                        {intl.formatMessage({ id: 'termination.offer.take' })}
                      </Button>
                    ) : (
                      <Link
                        className={buttonClassName({ variant: 'secondary' })}
                        to={action.path}
                        aria-describedby={`offer-${offer.offerId}`}
                      >
                        {intl.formatMessage({ id: 'termination.offer.switch' })}
                      </Link>
                    )}
                  </Stack>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <FormActions>
        {view.sends.has('NEXT') && (
          <Button size="lg" variant="danger" onClick={decline}>
            {intl.formatMessage({ id: 'termination.decline' })}
          </Button>
        )}
        {view.sends.has('BACK') && (
          <Button size="lg" variant="secondary" onClick={() => send('BACK')}>
            {intl.formatMessage({ id: 'common.back' })}
          </Button>
        )}
      </FormActions>
    </Stack>
  );
}
