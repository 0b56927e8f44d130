import { portInMachineInput, portInView, providePortInMachine } from '@senda/core/machines/port-in';
import { transferStepData } from '@senda/core/purchase';
import { donorTelcosQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, PhoneNumber, Stack } from '../../../design-system';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useStepDraftLocation } from '../../journey/use-step-draft-location';
import { StepActions } from '../step-form';
import styles from './connection-details-screen.module.css';
import type { ConnectionFormProps } from './connection-form-props';
import { PortInFields } from './port-in-fields';
import { TransferCode } from './transfer-code';

/** A number transfer: core's port-in machine drawn; its `verified` moves the journey on. */
export function NumberTransferForm({ saved, next, back }: ConnectionFormProps) {
  const intl = useIntl();
  const services = useServices();
  const draft = useStepDraftLocation();
  const errorId = useId();
  const idPrefix = useId();
  const fieldIds = { donor: `${idPrefix}-donor`, number: `${idPrefix}-number`, nip: `${idPrefix}-nip` };
  const options = queryView(useQuery(donorTelcosQuery(services.gateway)));

  const machine = useMemo(() => providePortInMachine(services, draft), [services, draft]);
  const [input] = useState(() => portInMachineInput(services, draft, saved));
  const [snapshot, send, actorRef] = useMachine(machine, { input });
  const view = portInView(snapshot, send);
  const { context } = snapshot;

  const numberLength = options.data?.config?.numberLength ?? null;
  useEffect(() => send({ type: 'NUMBER_LENGTH.SET', value: numberLength }), [numberLength, send]);
  // Unread config: a code is expected (the machine's default), and the eligibility's answer decides.
  const otpRequired = options.data?.config?.otpRequired;
  useEffect(() => {
    if (otpRequired !== undefined) send({ type: 'OTP_REQUIRED.SET', value: otpRequired });
  }, [otpRequired, send]);
  const donors = options.data?.donors;
  useEffect(() => {
    if (donors) send({ type: 'DONORS.SET', donors });
  }, [donors, send]);

  useEffect(() => {
    const subscription = actorRef.on('verified', (verified) => next({ data: transferStepData(verified) }));
    return () => subscription.unsubscribe();
  }, [actorRef, next]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
    // After a refused attempt, take the keyboard to the first field that needs fixing.
    const after = portInView(actorRef.getSnapshot(), send);
    const first = (['number', 'nip', 'donor'] as const).find((field) => after.fieldErrors[field]);
    if (first && after.busy === null) document.getElementById(fieldIds[first])?.focus();
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Stack gap={5}>
        <PortInFields
          ids={fieldIds}
          donors={options}
          values={{ donorId: context.donorId, number: context.number, nip: context.nip }}
          errors={view.fieldErrors}
          onChange={(field, value) =>
            field === 'donorId'
              ? view.setDonor(value)
              : field === 'number'
                ? view.setNumber(value)
                : view.setNip(value)
          }
          locked={view.busy !== null}
          showNip={view.stage !== 'verified'}
          donorFromNumber
          donorFound={view.donorFoundFromNumber}
        />

        {view.stage === 'code' && <TransferCode view={view} otp={context.otp} number={context.number} />}

        {view.stage === 'verified' && (
          <Alert
            tone="success"
            action={
              <Button variant="link" size="sm" onClick={view.edit}>
                {intl.formatMessage({ id: 'connection_details.edit_details' })}
              </Button>
            }
          >
            {intl.formatMessage(
              { id: 'connection_details.verified' },
              { number: <PhoneNumber number={context.number} />, donor: view.donorName },
            )}
          </Alert>
        )}

        {view.errorMessageId && (
          <p id={errorId} className={styles.error} role="alert">
            {intl.formatMessage({ id: view.errorMessageId })}
          </p>
        )}
        <StepActions
          nextLabel={intl.formatMessage({
            id: view.primaryAction === 'send_code' ? 'connection_details.send_code' : 'common.next',
          })}
          loading={view.busy === 'send_code' || view.busy === 'verify_code'}
          loadingLabel={intl.formatMessage({
            id:
              view.busy === 'verify_code'
                ? 'connection_details.verifying'
                : view.primaryAction === 'check_transfer'
                  ? 'connection_details.checking_transfer'
                  : 'connection_details.sending_code',
          })}
          disabled={!view.primaryEnabled && view.busy === null}
          onBack={back}
          describedBy={view.errorMessageId ? errorId : undefined}
        />
      </Stack>
    </form>
  );
}
