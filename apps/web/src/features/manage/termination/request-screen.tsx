import {
  TERMINATION_FEEDBACK_MAX,
  terminationRequestData,
  terminationRequestProblems,
} from '@senda/core/flows/termination';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  FormActions,
  PhoneNumber,
  RadioGroup,
  Stack,
  TextField,
} from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './termination.module.css';
import type { TerminationHandle } from './termination-parts';

/**
 * /manage/termination-request: why (the gateway's reasons, none chosen for the customer), what
 * else they want to say, what closing the line loses (the number, the days left and what they are
 * worth, the saved cards, which stay), and the way to keep the number elsewhere (the NIP from
 * 051). Continue is the journey's NEXT; what is typed is kept as it is typed (a reload keeps it).
 */
export function RequestScreen({ flow, linePath }: { flow: TerminationHandle; linePath: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, send, keep } = flow;
  const [reason, setReason] = useState(view.reason ?? '');
  const [feedback, setFeedback] = useState(view.feedback);
  const [refundClabe, setRefundClabe] = useState(view.refundClabe);
  const [tried, setTried] = useState(false);
  const problems = terminationRequestProblems(
    { reason: reason || null, feedback, refundClabe },
    view.reasons,
    view.asksRefundClabe,
  );
  const answers = (typed: { reason: string; feedback: string; refundClabe: string }) =>
    terminationRequestData(typed, view.asksRefundClabe);
  const feedbackId = useId();
  const losses = view.losses;

  const onContinue = () => {
    setTried(true);
    if (problems.reason || problems.feedback || problems.refundClabe) return;
    send('NEXT', answers({ reason, feedback, refundClabe }), view.requestFacts);
  };

  return (
    <Stack gap={6}>
      <p>{intl.formatMessage({ id: 'termination.request.intro' })}</p>
      {losses && (
        <Card as="section" aria-labelledby="termination-losses">
          <Stack gap={3}>
            <h2 id="termination-losses">{intl.formatMessage({ id: 'termination.losses.title' })}</h2>
            <ul className={styles.losses}>
              <li>
                {intl.formatMessage(
                  {
                    id: view.numberWithDonor
                      ? 'termination.losses.number_with_donor'
                      : 'termination.losses.number',
                  },
                  { number: <PhoneNumber number={losses.msisdn} /> },
                )}
              </li>
              <li>
                {view.refund
                  ? intl.formatMessage(
                      {
                        id: view.numberWithDonor
                          ? 'termination.losses.refund_transfer'
                          : 'termination.losses.refund',
                      },
                      { amount: format.money(view.refund.amount.amount) },
                    )
                  : intl.formatMessage(
                      { id: 'termination.losses.balance' },
                      { days: losses.remainingDays, amount: format.money(losses.remainingBalance.amount) },
                    )}
                {view.refundDestination &&
                  ` ${intl.formatMessage({ id: view.refundDestination.id }, view.refundDestination.values)}`}
              </li>
              {losses.savedCards > 0 && (
                <li>
                  {intl.formatMessage({ id: 'termination.losses.cards' }, { count: losses.savedCards })}
                </li>
              )}
            </ul>
          </Stack>
        </Card>
      )}
      {view.portOutAdvice && (
        <Alert tone="info" title={intl.formatMessage({ id: 'termination.port_out.title' })}>
          {intl.formatMessage({ id: 'termination.port_out.body' })}
        </Alert>
      )}
      <RadioGroup
        legend={intl.formatMessage({ id: 'termination.reason.legend' })}
        name="termination-reason"
        options={view.reasons.map((option) => ({ value: option.code, label: option.label }))}
        value={reason}
        onChange={(value) => {
          setReason(value);
          keep(answers({ reason: value, feedback, refundClabe }));
        }}
        required
        error={tried && problems.reason ? intl.formatMessage({ id: problems.reason }) : undefined}
      />
      <div className={styles.feedback}>
        <label className={styles.feedbackLabel} htmlFor={feedbackId}>
          {intl.formatMessage({ id: 'termination.feedback.label' })}
        </label>
        <span className={styles.feedbackHint} id={`${feedbackId}-hint`}>
          {intl.formatMessage({ id: 'termination.feedback.hint' }, { max: TERMINATION_FEEDBACK_MAX })}
        </span>
        <textarea
          id={feedbackId}
          className={styles.textarea}
          value={feedback}
          aria-describedby={`${feedbackId}-hint`}
          aria-invalid={problems.feedback ? true : undefined}
          onChange={(event) => {
            setFeedback(event.target.value);
            keep(answers({ reason, feedback: event.target.value, refundClabe }));
          }}
        />
        {problems.feedback && (
          <span className={styles.feedbackError} role="alert">
            {intl.formatMessage({ id: problems.feedback }, { max: TERMINATION_FEEDBACK_MAX })}
          </span>
        )}
      </div>
      {view.asksRefundClabe && (
        <TextField
          label={intl.formatMessage({ id: 'termination.refund_clabe.label' })}
          hint={intl.formatMessage({ id: 'termination.refund_clabe.hint' })}
          inputMode="numeric"
          autoComplete="off"
          value={refundClabe}
          onChange={(event) => {
            setRefundClabe(event.target.value);
            keep(answers({ reason, feedback, refundClabe: event.target.value }));
          }}
          required
          error={tried && problems.refundClabe ? intl.formatMessage({ id: problems.refundClabe }) : undefined}
        />
      )}
      <FormActions>
        {view.sends.has('NEXT') && (
          <Button size="lg" onClick={onContinue}>
            {intl.formatMessage({ id: 'termination.request.continue' })}
          </Button>
        )}
        <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={linePath}>
          {intl.formatMessage({ id: 'termination.keep_line' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
