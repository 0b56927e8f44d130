import { type FieldMessage, type ManualKycField, manualEkycStepData } from '@senda/core';
import { useAtomValue } from 'jotai';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Skeleton } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { FixErrorsSummary, StepActions, StepForm } from '../step-form';
import { DocumentSection } from './document-section';
import styles from './manual-ekyc-screen.module.css';
import { SelfieSection } from './selfie-section';
import { useManualEkycMachine } from './use-manual-ekyc-machine';
import { useSelfieCamera } from './use-selfie-camera';

/**
 * Manual eKYC (§2 selfie step, §3 uploads): an identity document (type and a photo or scan) and a
 * selfie from the front camera, with an upload in its place when the camera is refused or
 * missing. What is asked, the file checks, the calls and resuming them are the manual-eKYC
 * machine's (packages/core/src/machines/manual-ekyc); the camera is the browser's.
 */
export default function ManualEkycScreen() {
  const intl = useIntl();
  const { stores } = useServices();
  const { next, back } = useJourneyStep();
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const { actor, view, senders } = useManualEkycMachine();
  const camera = useSelfieCamera(senders.capture);
  const summaryId = useId();
  const ids: Record<ManualKycField, string> = {
    documentType: useId(),
    document: useId(),
    selfie: useId(),
  };

  // A refused submit moves focus to the first field to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are fixed for the screen's life.
  useEffect(() => {
    const subscription = actor.on('invalid', ({ field }) => document.getElementById(ids[field])?.focus());
    return () => subscription.unsubscribe();
  }, [actor]);

  // The uploads are in: the journey moves on with what the machine gives back.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') next({ data: manualEkycStepData(snapshot.output) });
    });
    return () => subscription.unsubscribe();
  }, [actor, next]);

  // An uploaded selfie takes the camera's place.
  const selfieUploaded = view.selfie.chosen !== null && !view.selfie.chosen.captured;
  useEffect(() => {
    if (selfieUploaded) camera.stop();
  }, [selfieUploaded, camera.stop]);

  const message = (field: FieldMessage | null) =>
    field ? intl.formatMessage({ id: field.id }, field.values) : undefined;

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
      {view.showErrorSummary && <FixErrorsSummary id={summaryId} />}
      {view.phase === 'loading' && <Skeleton height="10rem" />}
      {view.phase !== 'loading' && view.askDocument && (
        <DocumentSection view={view} senders={senders} ids={ids} message={message} />
      )}
      {view.phase !== 'loading' && (
        <SelfieSection view={view} senders={senders} camera={camera} inputId={ids.selfie} message={message} />
      )}
      <p className={styles.muted}>{intl.formatMessage({ id: 'manual_ekyc.privacy' })}</p>
      {view.submitError && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.submitError })}
        </Alert>
      )}
      <StepActions
        loading={view.phase === 'submitting' || view.phase === 'done'}
        loadingLabel={intl.formatMessage({ id: 'manual_ekyc.submitting' })}
        onBack={hasPreviousStep ? () => back({ data: { documentType: view.documentType } }) : undefined}
      />
    </StepForm>
  );
}
