import { manualEkycStepData } from '@senda/core/machines/manual-ekyc';
import { useAtomValue } from 'jotai';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { ManualEkycFields } from '../../manual-ekyc/manual-ekyc-fields';
import { StepActions, StepForm } from '../step-form';
import { useManualEkycMachine } from './use-manual-ekyc-machine';

/**
 * Manual eKYC (the spec's selfie step, the spec's uploads): an identity document (type and a photo or scan) and a
 * selfie from the front camera, with an upload in its place when the camera is refused or
 * missing. What is asked, the file checks, the calls and resuming them are the manual-eKYC
 * machine's (packages/core/src/machines/manual-ekyc); the fields are shared with a line's
 * identity check (features/manual-ekyc).
 */
export default function ManualEkycScreen() {
  const intl = useIntl();
  const { stores } = useServices();
  const { next, back } = useJourneyStep();
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const { actor, view, senders } = useManualEkycMachine();
  const summaryId = useId();

  // The uploads are in: the journey moves on with what the machine gives back.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') next({ data: manualEkycStepData(snapshot.output) });
    });
    return () => subscription.unsubscribe();
  }, [actor, next]);

  return (
    <StepForm
      title={intl.formatMessage({ id: 'pages.manual_ekyc.title' })}
      subtitle={intl.formatMessage({ id: 'manual_ekyc.subtitle' })}
      onSubmit={(event) => {
        event.preventDefault();
        senders.submit();
      }}
      describedBy={view.showErrorSummary ? summaryId : undefined}
    >
      <ManualEkycFields actor={actor} view={view} senders={senders} summaryId={summaryId} />
      <StepActions
        loading={view.phase === 'submitting' || view.phase === 'done'}
        loadingLabel={intl.formatMessage({ id: 'manual_ekyc.submitting' })}
        onBack={hasPreviousStep ? () => back({ data: { documentType: view.documentType } }) : undefined}
      />
    </StepForm>
  );
}
