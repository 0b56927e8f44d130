import {
  codeBoxes,
  codeOfBoxes,
  numberChangeCodeView,
  provideNumberChangeCodeMachine,
  savedCode,
} from '@senda/core/flows/number-change';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, OtpBoxes, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { MexicoCityTime } from '../mexico-city-time';
import styles from './number-change.module.css';
import type { NumberChangeHandle } from './number-change-parts';

/**
 * The one-time code that confirms the change (the spec's one-time-token generation): "Send me the code"
 * (core's code machine sends it and keeps its id), then six boxes whose digits are kept in the
 * flow as they are typed (a reload keeps them), and "Send a new code" from 60 seconds before it
 * expires. A refused request for a code says why (422024…).
 */
export function CodeEntry({
  flow,
  code,
  error,
  disabled,
}: {
  flow: NumberChangeHandle;
  code: string;
  error: string | undefined;
  disabled: boolean;
}) {
  const intl = useIntl();
  const { stores } = useServices();
  const { view, line, calls, keep } = flow;
  const machine = useMemo(() => provideNumberChangeCodeMachine(calls), [calls]);
  const [input] = useState(() => ({
    accountNumber: line.accountNumber,
    action: view.action,
    sent: savedCode(stores.storage, { accountNumber: line.accountNumber, action: view.action }),
  }));
  const codeActor = useActorRef(machine, { input });
  const codeView = useSelector(codeActor, numberChangeCodeView, sameCode);
  const sending = codeView.status === 'sending';
  // A code the request refused for good is replaced at once (core's codeIsSpent).
  useEffect(() => {
    if (view.codeSpent) codeActor.send({ type: 'SPENT' });
  }, [view.codeSpent, codeActor]);

  return (
    <Stack gap={3}>
      <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'number_change.code.legend' })}</h2>
      {codeView.messageId && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: codeView.messageId })}
        </Alert>
      )}
      {codeView.status !== 'sent' || !codeView.sent ? (
        <Stack gap={3}>
          <p>{intl.formatMessage({ id: 'number_change.code.intro' })}</p>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div>
            <Button
              variant="secondary"
              loading={sending}
              disabled={disabled || !codeView.canSend}
              onClick={() => codeActor.send({ type: 'SEND' })}
            >
              {intl.formatMessage({ id: sending ? 'number_change.code.sending' : 'number_change.code.send' })}
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack gap={3}>
          <p aria-live="polite">
            {codeView.expired ? (
              intl.formatMessage({ id: 'number_change.code.expired' })
            ) : (
              <FormattedMessage
                id="number_change.code.sent"
                values={{ at: <MexicoCityTime at={new Date(codeView.sent.expiresAt).toISOString()} /> }}
              />
            )}
          </p>
          <OtpBoxes
            label={intl.formatMessage({ id: 'number_change.code.label' })}
            boxLabel={(position, total) =>
              intl.formatMessage({ id: 'verify_otp.digit_label' }, { position, total })
            }
            value={codeBoxes(code)}
            onChange={(boxes) => keep({ code: codeOfBoxes(boxes) })}
            error={error}
            disabled={disabled}
          />
          <div className={styles.codeLinks}>
            {codeView.canSend ? (
              <Button
                variant="link"
                size="sm"
                disabled={disabled}
                onClick={() => codeActor.send({ type: 'SEND' })}
              >
                {intl.formatMessage({ id: 'number_change.code.resend' })}
              </Button>
            ) : (
              <span className={styles.muted}>
                <FormattedMessage
                  id="number_change.code.resend_at"
                  values={{ at: <MexicoCityTime at={new Date(codeView.sent.resendAt).toISOString()} /> }}
                />
              </span>
            )}
          </div>
        </Stack>
      )}
    </Stack>
  );
}

function sameCode(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
