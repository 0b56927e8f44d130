import { TERMINATION_FEEDBACK_MAX } from '@senda/core/gateway';
import { terminationRequestProblems } from '@senda/core/machines/termination';
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
  const [tried, setTried] = useState(false);
  const problems = terminationRequestProblems({ reason: reason || null, feedback }, view.reasons);
  const feedbackId = useId();
  const losses = view.losses;

  const onContinue = () => {
    setTried(true);
    if (problems.reason || problems.feedback) return;
    send('NEXT', { reason, feedback }, view.requestFacts);
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
          keep({ reason: value, feedback });
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
            keep({ reason, feedback: event.target.value });
          }}
        />
        {problems.feedback && (
          <span className={styles.feedbackError} role="alert">
            {intl.formatMessage({ id: problems.feedback }, { max: TERMINATION_FEEDBACK_MAX })}
          </span>
        )}
      </div>
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
