import type { ManualEkycSenders, ManualEkycView } from '@senda/core/machines/manual-ekyc';
import type { FieldMessage, ManualKycField } from '@senda/core/purchase';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Skeleton } from '../../design-system';
import { FixErrorsSummary } from '../purchase/step-form';
import { DocumentSection } from './document-section';
import styles from './manual-ekyc.module.css';
import { SelfieSection } from './selfie-section';
import type { ManualEkycActor } from './use-manual-ekyc-actor';
import { useSelfieCamera } from './use-selfie-camera';

/**
 * The identity check's fields, the same in the purchase step and on a line's page: the "fix the
 * errors" summary, the ID document, the selfie (camera or upload), the privacy note and a failed
 * upload's message. The form around them and its buttons are the page's.
 */
export function ManualEkycFields({
  actor,
  view,
  senders,
  summaryId,
}: {
  actor: ManualEkycActor;
  view: ManualEkycView;
  senders: ManualEkycSenders;
  /** The summary's id, for the form's aria-describedby. */
  summaryId: string;
}) {
  const intl = useIntl();
  const camera = useSelfieCamera(senders.capture);
  const ids: Record<ManualKycField, string> = {
    documentType: useId(),
    document: useId(),
    selfie: useId(),
  };

  // A refused submit moves focus to the first field to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are fixed for the fields' life.
  useEffect(() => {
    const subscription = actor.on('invalid', ({ field }) => document.getElementById(ids[field])?.focus());
    return () => subscription.unsubscribe();
  }, [actor]);

  // An uploaded selfie takes the camera's place.
  const selfieUploaded = view.selfie.chosen !== null && !view.selfie.chosen.captured;
  useEffect(() => {
    if (selfieUploaded) camera.stop();
  }, [selfieUploaded, camera.stop]);

  const message = (field: FieldMessage | null) =>
    field ? intl.formatMessage({ id: field.id }, field.values) : undefined;

  return (
    <>
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
    </>
  );
}
