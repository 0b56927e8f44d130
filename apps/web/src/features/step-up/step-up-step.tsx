import { type StepUpMachine, stepUpSenders, stepUpView } from '@senda/core/machines/step-up';
import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { Alert, Button, Card, FormActions, PageHeader, Stack } from '../../design-system';
import { LoadingBlock } from '../../shared/loading-block';
import { OtpVerificationForm } from '../purchase/verify-otp/otp-verification-form';
import styles from './step-up-step.module.css';

/**
 * The one "confirm it's you" step every account-changing flow shows: "we sent a code to
 * a••••@example.mx", the purchase's code boxes, countdown and resend, and a way back. It renders
 * core's step-up child; the flow decides where back leads.
 */
export function StepUpStep({
  actor,
  back,
  cancelLabel,
  onCancel,
  headingLevel = 1,
}: {
  actor: ActorRefFrom<StepUpMachine>;
  back?: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  /** 2 inside a flow's page, whose frame already has the page's title (the line's flows). */
  headingLevel?: 1 | 2;
}) {
  const intl = useIntl();
  const view = useSelector(actor, stepUpView);
  const send = useMemo(() => stepUpSenders(actor), [actor]);
  const cancel = (
    <Button variant="secondary" size="lg" fullWidth onClick={onCancel}>
      {cancelLabel}
    </Button>
  );
  return (
    <Stack gap={6}>
      <PageHeader
        back={back}
        headingLevel={headingLevel}
        title={intl.formatMessage({ id: 'step_up.title' })}
        {...(view.sentTo
          ? { subtitle: intl.formatMessage({ id: 'step_up.body' }, { email: view.sentTo }) }
          : {})}
      />
      <Card>
        {view.otp ? (
          <OtpVerificationForm actor={view.otp} email={view.sentTo ?? ''} secondaryAction={cancel} />
        ) : view.sending ? (
          <LoadingBlock labelId="step_up.sending" height="8rem" />
        ) : (
          <Stack gap={4}>
            {view.error && (
              <Alert tone="danger" live="assertive">
                {intl.formatMessage({ id: view.error })}
              </Alert>
            )}
            <FormActions layout="stacked">
              <Button size="lg" fullWidth onClick={send.retry}>
                {intl.formatMessage({ id: 'step_up.retry' })}
              </Button>
              {cancel}
            </FormActions>
          </Stack>
        )}
      </Card>
      <p className={styles.hint}>
        {intl.formatMessage({ id: view.freshLogin.messageId }, view.freshLogin.values)}
      </p>
    </Stack>
  );
}
