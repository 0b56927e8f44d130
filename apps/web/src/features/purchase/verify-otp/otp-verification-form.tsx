import { isMessageId } from '@senda/core/i18n';
import { type OtpTimerMachine, otpTimerView } from '@senda/core/machines/otp-timer';
import { emptyOtpBoxes, isOtpComplete, otpCodeCompletedBy, otpCodeFromBoxes } from '@senda/core/validation';
import { useSelector } from '@xstate/react';
import { useSetAtom } from 'jotai';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { Button, FormActions, Modal, OtpBoxes, type OtpBoxesHandle, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import styles from './verify-otp-screen.module.css';

export type OtpTimerActor = ActorRefFrom<OtpTimerMachine>;

/**
 * The spec's verification form over a running OTP timer machine: six boxes (the spec rules live in core
 * and the OtpBoxes component), the "expiring in" countdown, the resend link, Next enabled once the
 * code is complete, and the spec's alerts. The machine decides; this renders its view and sends events.
 *
 * The sixth digit, typed or pasted, sends the code (core's otpCodeCompletedBy says when); the boxes
 * take no input while a code is checked, so typing after a paste cannot send a second one, and the
 * machine accepts SUBMIT only while counting anyway.
 */
export function OtpVerificationForm({
  actor,
  email,
  busy = false,
  secondaryAction,
}: {
  actor: OtpTimerActor;
  /** Where the code was sent: the login key or the user e-mail. */
  email: string;
  /** Something after validation is still running (the routing): keep Next busy. */
  busy?: boolean;
  /** Back, or Cancel in a dialog. */
  secondaryAction?: ReactNode;
}) {
  const intl = useIntl();
  const { stores } = useServices();
  const notify = useSetAtom(stores.notifications.add);
  const view = useSelector(actor, (snapshot) => otpTimerView(snapshot, actor.send));
  const [boxes, setBoxes] = useState<string[]>(emptyOtpBoxes);
  const [lettersDropped, setLettersDropped] = useState(false);
  const boxesRef = useRef<OtpBoxesHandle>(null);
  const countdownId = useId();
  const { notification, dismissNotification } = view;
  const complete = isOtpComplete(boxes);

  // A machine notification (resent, refused) becomes a toast once, then the machine forgets it.
  useEffect(() => {
    if (!notification) return;
    notify({ message: { id: notification.messageId, values: { email } }, type: notification.tone });
    dismissNotification();
  }, [notification, dismissNotification, notify, email]);

  // A refused code is cleared so the next one is typed fresh, and once its alert is closed the
  // customer is back in the boxes (the dialog would hand focus to wherever it was opened from).
  const alertKind = view.alert?.kind ?? null;
  const shownAlert = useRef(alertKind);
  useEffect(() => {
    const previous = shownAlert.current;
    shownAlert.current = alertKind;
    if (alertKind === 'otp_failed') setBoxes(emptyOtpBoxes());
    if (previous === 'otp_failed' && alertKind === null) boxesRef.current?.focus();
  }, [alertKind]);

  const checking = view.busy || busy;

  const change = (next: string[], { dropped }: { dropped: boolean }) => {
    if (checking) return;
    setLettersDropped(dropped);
    setBoxes(next);
    const code = otpCodeCompletedBy(boxes, next);
    if (code !== '' && !view.timeExpired) view.submit(code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || checking || view.timeExpired) return;
    view.submit(otpCodeFromBoxes(boxes));
  };

  const alert = view.alert;
  const expiredAlert = alert?.kind === 'time_expired';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        <div>
          <OtpBoxes
            label={intl.formatMessage({ id: 'verify_otp.code_label' })}
            boxLabel={(position, total) =>
              intl.formatMessage({ id: 'verify_otp.digit_label' }, { position, total })
            }
            value={boxes}
            onChange={change}
            disabled={view.timeExpired}
            autoFocus
            ref={boxesRef}
          />
          <output className={styles.pasteNote}>
            {lettersDropped ? intl.formatMessage({ id: 'verify_otp.pasted_letters_dropped' }) : null}
          </output>
        </div>
        <p id={countdownId} className={view.timeExpired ? styles.expired : styles.countdown}>
          {intl.formatMessage({ id: 'verify_otp.expiring_in' }, { time: view.countdown })}
        </p>
        <div className={styles.resend}>
          <span>{intl.formatMessage({ id: 'verify_otp.resend_prompt' })}</span>{' '}
          <Button
            variant="link"
            onClick={view.resend}
            aria-disabled={!view.canResend || view.busy}
            loading={view.busy && view.canResend}
          >
            {intl.formatMessage({ id: 'verify_otp.resend' })}
          </Button>
          {view.resendIn && (
            <p className={styles.resendHint}>
              {intl.formatMessage({ id: 'verify_otp.resend_available_in' }, { time: view.resendIn })}
            </p>
          )}
        </div>
        <FormActions layout="stacked">
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!complete || view.timeExpired}
            loading={checking}
            loadingLabel={intl.formatMessage({ id: 'verify_otp.verifying' })}
            aria-describedby={countdownId}
          >
            {intl.formatMessage({ id: 'common.next' })}
          </Button>
          {secondaryAction}
        </FormActions>
      </Stack>

      <Modal
        open={alert !== null}
        tone={expiredAlert ? 'warning' : 'danger'}
        title={intl.formatMessage({
          id: expiredAlert ? 'otp.alert.expired.title' : 'otp.alert.failed.title',
        })}
        onClose={view.dismissAlert}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
        actions={
          expiredAlert ? (
            <>
              <Button variant="secondary" onClick={view.dismissAlert}>
                {intl.formatMessage({ id: 'common.close' })}
              </Button>
              <Button onClick={view.resend}>
                {intl.formatMessage({ id: 'otp.alert.request_new_code' })}
              </Button>
            </>
          ) : (
            <Button onClick={view.dismissAlert}>{intl.formatMessage({ id: 'common.ok' })}</Button>
          )
        }
      >
        <p>
          {intl.formatMessage({
            id:
              alert && isMessageId(alert.messageId)
                ? alert.messageId
                : expiredAlert
                  ? 'otp.alert.expired.body'
                  : 'otp.alert.failed.body',
          })}
        </p>
        {typeof alert?.attemptsLeft === 'number' && (
          <p>{intl.formatMessage({ id: 'otp.alert.failed.attempts_left' }, { count: alert.attemptsLeft })}</p>
        )}
      </Modal>
    </form>
  );
}
