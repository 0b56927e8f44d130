import { PAYMENT_METHODS_ROUTES } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Button, buttonClassName, FormActions, PageHeader, Stack } from '../../design-system';
import { LoadingBlock } from '../../shared/loading-block';
import { CardEntryForm } from '../purchase/payment/card-entry-form';
import { useCardTexts } from './card-name';
import styles from './payment-methods.module.css';
import { useAddPaymentMethod } from './use-add-payment-method';

/**
 * /manage/add-payment-method-form: a card added without paying (validate-and-add), typed in the
 * provider's hosted fields; when the bank asks, its 3-D Secure page in a frame, then the card is
 * listed. Nothing is charged.
 */
export default function AddPaymentMethodPage() {
  const intl = useIntl();
  const { name } = useCardTexts();
  const { actor, view, challengeFrame } = useAddPaymentMethod();
  const back = (
    <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={PAYMENT_METHODS_ROUTES.saved}>
      {intl.formatMessage({ id: 'payment_methods.add.back' })}
    </Link>
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'payment_methods.add.title' })}
        subtitle={intl.formatMessage({ id: 'payment_methods.add.intro' })}
      />
      {view.screen === 'card' &&
        (view.cardEntry ? (
          <CardEntryForm
            cardEntry={view.cardEntry}
            tokenizer={actor}
            submitLabel={intl.formatMessage({ id: 'payment_methods.add.save' })}
            submitLoadingLabel={intl.formatMessage({ id: 'payment_methods.add.validating' })}
          />
        ) : (
          <LoadingBlock labelId="payment.status.loading" height="14rem" />
        ))}
      {(view.screen === 'validating' || view.screen === 'authenticating') && (
        <LoadingBlock labelId="payment_methods.add.validating" height="14rem" />
      )}
      {view.screen === 'challenge' && view.challengeUrl && (
        <Stack gap={4}>
          <Alert tone="info" live="polite">
            {intl.formatMessage({ id: 'payment_methods.add.challenge' })}
          </Alert>
          {view.notice && <Alert tone="warning">{intl.formatMessage({ id: view.notice })}</Alert>}
          <iframe
            ref={challengeFrame}
            src={view.challengeUrl}
            title={intl.formatMessage({ id: 'payment_methods.add.challenge_frame' })}
            className={styles.challengeFrame}
            sandbox="allow-scripts allow-same-origin allow-forms"
            referrerPolicy="strict-origin"
          />
          <FormActions>
            <Button variant="secondary" onClick={() => actor.send({ type: 'CHECK_AGAIN' })}>
              {intl.formatMessage({ id: 'payment_methods.add.check_again' })}
            </Button>
          </FormActions>
        </Stack>
      )}
      {view.screen === 'added' && (
        <Stack gap={5}>
          <Alert
            tone="success"
            live="polite"
            title={intl.formatMessage({ id: 'payment_methods.add.added_title' })}
          >
            {view.card &&
              intl.formatMessage({ id: 'payment_methods.add.added_body' }, { card: name(view.card) })}
          </Alert>
          <FormActions>{back}</FormActions>
        </Stack>
      )}
      {view.screen === 'failed' && (
        <Stack gap={5}>
          <Alert tone="danger" live="assertive">
            {intl.formatMessage({ id: view.notice ?? 'payment_methods.add.failed' })}
          </Alert>
          <FormActions>
            <Button size="lg" onClick={() => actor.send({ type: 'RETRY' })}>
              {intl.formatMessage({ id: 'payment_methods.add.try_again' })}
            </Button>
            {back}
          </FormActions>
        </Stack>
      )}
    </Stack>
  );
}
