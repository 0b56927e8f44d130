import type { LineRegistrationView } from '@senda/core/flows/line-registry';
import type { ManualEkycMachine } from '@senda/core/machines/manual-ekyc';
import { type FormEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { Alert, Card, FormButtons, Stack } from '../../../design-system';
import { ManualEkycFields } from '../../manual-ekyc/manual-ekyc-fields';
import { useManualEkycView } from '../../manual-ekyc/use-manual-ekyc-actor';
import styles from './line-registry.module.css';

/**
 * Step 2: the ID and a selfie, the purchase's eKYC fields over the flow's `ekyc` child; a failed
 * check is said above them, with the tries left online.
 */
export function IdentityStep({
  view,
  ekyc,
  onBack,
}: {
  view: LineRegistrationView;
  ekyc: ActorRefFrom<ManualEkycMachine>;
  onBack: () => void;
}) {
  const intl = useIntl();
  const summaryId = useId();
  const { view: ekycView, senders } = useManualEkycView(ekyc);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    senders.submit();
  };
  return (
    <Stack gap={4}>
      {view.formError && (
        <Alert tone="danger" live="assertive">
          <p>{intl.formatMessage({ id: view.formError })}</p>
          <p>
            {intl.formatMessage({ id: 'line_registry.identity.attempts_left' }, { count: view.attemptsLeft })}
          </p>
        </Alert>
      )}
      <Card>
        <form
          onSubmit={submit}
          noValidate
          aria-describedby={ekycView.showErrorSummary ? summaryId : undefined}
        >
          <Stack gap={5}>
            <h2 className={styles.stepTitle}>{intl.formatMessage({ id: 'line_registry.identity.step' })}</h2>
            <p className={styles.curpRow}>
              {intl.formatMessage(
                { id: 'line_registry.identity.curp' },
                { curp: view.curp.trim().toUpperCase() },
              )}
            </p>
            <p className={styles.muted}>{intl.formatMessage({ id: 'line_registry.identity.documents' })}</p>
            <ManualEkycFields actor={ekyc} view={ekycView} senders={senders} summaryId={summaryId} />
            <p className={styles.muted}>{intl.formatMessage({ id: 'line_registry.identity.kept' })}</p>
            <FormButtons
              mainLabel={intl.formatMessage({ id: 'line_registry.identity.submit' })}
              backLabel={intl.formatMessage({ id: 'line_registry.identity.change_curp' })}
              onBack={onBack}
              backDisabled={view.busy}
              loading={ekycView.phase === 'submitting' || view.busy}
              loadingLabel={intl.formatMessage({ id: 'line_registry.identity.submitting' })}
            />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
