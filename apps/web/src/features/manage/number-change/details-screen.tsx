import { numberCategoryLabel, reviewCodeProblem } from '@senda/core/flows/number-change';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Card, DetailList, FormActions, PhoneNumber, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import { MexicoCityTime } from '../mexico-city-time';
import { CodeEntry } from './code-entry';
import styles from './number-change.module.css';
import type { NumberChangeHandle } from './number-change-parts';

/**
 * /manage/change-number/details (and recovery's review): the number now and the new one, its
 * type and what it costs, when it takes effect, and the one-time code that confirms it (SUBMIT,
 * or RETRY after a refused code with the code typed again). What was chosen is never lost: a
 * wrong code says why and keeps everything.
 */
export function DetailsScreen({ flow }: { flow: NumberChangeHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, send } = flow;
  const [tried, setTried] = useState(false);
  const sending = view.screen === 'sending';
  const chosen = view.chosen;
  const problem = reviewCodeProblem(view.code);
  const fee = view.fee ?? 0;
  const recovery = view.action === 'RECOVERY';
  const newNumber = chosen ? <PhoneNumber number={chosen.number} /> : '';

  const confirm = (command: 'SUBMIT' | 'RETRY') => {
    setTried(true);
    if (!problem) send(command);
  };
  const command = view.sends.has('RETRY') ? 'RETRY' : 'SUBMIT';
  const confirmLabel = recovery
    ? intl.formatMessage(
        { id: fee > 0 ? 'number_change.recovery.confirm_pay' : 'number_change.recovery.confirm' },
        { number: newNumber, amount: format.money(fee) },
      )
    : fee > 0
      ? intl.formatMessage({ id: 'number_change.details.confirm_pay' }, { amount: format.money(fee) })
      : intl.formatMessage({ id: 'number_change.details.confirm' });

  return (
    <Stack gap={5}>
      {view.messageId && view.screen === 'send-failed' && (
        <Alert
          tone="danger"
          live="assertive"
          title={intl.formatMessage({ id: 'number_change.details.not_sent' })}
        >
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      <p>{intl.formatMessage({ id: 'number_change.details.intro' })}</p>
      <Card as="section" aria-label={intl.formatMessage({ id: 'number_change.details.title' })}>
        <Stack gap={3}>
          <DetailList
            items={[
              // A lapsed line has no number in service: only the one coming back.
              ...(view.lapsed
                ? []
                : [
                    {
                      key: 'current',
                      label: intl.formatMessage({ id: 'number_change.details.current' }),
                      value: <PhoneNumber number={view.currentNumber ?? flow.line.msisdn} />,
                    },
                  ]),
              {
                key: 'new',
                label: intl.formatMessage({ id: view.texts.numberLabelId }),
                value: <span className={styles.newNumber}>{newNumber}</span>,
              },
              ...(chosen?.category
                ? [
                    {
                      key: 'category',
                      label: intl.formatMessage({ id: 'number_change.details.category' }),
                      value: intl.formatMessage({ id: numberCategoryLabel(chosen.category) }),
                    },
                  ]
                : []),
              {
                key: 'fee',
                label: intl.formatMessage({ id: 'number_change.details.fee' }),
                value:
                  fee > 0
                    ? intl.formatMessage(
                        { id: 'number_change.details.fee_value' },
                        { amount: format.money(fee) },
                      )
                    : intl.formatMessage({ id: 'number_change.details.free' }),
              },
            ]}
          />
          {chosen?.lockedUntil && (
            <p className={styles.muted}>
              <FormattedMessage
                id="number_change.details.reserved"
                values={{ at: <MexicoCityTime at={chosen.lockedUntil} /> }}
              />
            </p>
          )}
          <p>
            {intl.formatMessage(
              { id: view.texts.whenId },
              { number: <PhoneNumber number={view.currentNumber ?? flow.line.msisdn} /> },
            )}
          </p>
        </Stack>
      </Card>
      <Card as="section">
        <CodeEntry
          flow={flow}
          code={view.code}
          error={tried && problem ? intl.formatMessage({ id: problem }) : undefined}
          disabled={sending}
        />
      </Card>
      <FormActions>
        {(view.sends.has('SUBMIT') || view.sends.has('RETRY') || sending) && (
          <Button size="lg" loading={sending} onClick={() => confirm(command)}>
            {confirmLabel}
          </Button>
        )}
        {view.sends.has('EDIT') && (
          <Button size="lg" variant="secondary" onClick={() => send('EDIT')}>
            {intl.formatMessage({ id: 'number_change.details.change' })}
          </Button>
        )}
      </FormActions>
    </Stack>
  );
}
