import type { ManualEkycSenders, ManualEkycView } from '@senda/core/machines/manual-ekyc';
import { CAMERA_PROBLEM_MESSAGE_IDS, type FieldMessage } from '@senda/core/purchase';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Stack } from '../../design-system';
import { FilePicker } from './file-picker';
import styles from './manual-ekyc.module.css';
import { useObjectUrl } from './use-object-url';
import type { SelfieCamera } from './use-selfie-camera';

/** The selfie: from the front camera, or an uploaded photo when there is no camera to use. */
export function SelfieSection({
  view,
  senders,
  camera,
  inputId,
  message,
}: {
  view: ManualEkycView;
  senders: ManualEkycSenders;
  camera: SelfieCamera;
  inputId: string;
  message: (field: FieldMessage | null) => string | undefined;
}) {
  const intl = useIntl();
  const headingId = useId();
  const { chosen, received, error } = view.selfie;
  const preview = useObjectUrl(chosen?.previewable ? chosen.file : null);
  const state = camera.camera;
  const problem = state.status === 'problem' ? state.problem : null;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <div>
          <h2 id={headingId} className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'steps.take_selfie' })}
            {!view.selfieRequired && (
              <span className={styles.optional}> {intl.formatMessage({ id: 'common.optional' })}</span>
            )}
          </h2>
          <p className={styles.muted}>
            {intl.formatMessage({ id: 'steps.take_a_photo_with_selfie_camera' })}
          </p>
        </div>

        {problem && (
          <Alert tone="warning" live="polite">
            {intl.formatMessage({ id: CAMERA_PROBLEM_MESSAGE_IDS[problem] })}
          </Alert>
        )}

        {chosen ? (
          <figure className={styles.selfie}>
            {preview ? (
              <img
                src={preview}
                alt={intl.formatMessage({ id: 'manual_ekyc.selfie_preview' })}
                className={styles.selfieImage}
              />
            ) : (
              <p className={styles.fileName}>
                {intl.formatMessage({ id: 'manual_ekyc.file_chosen' }, { name: chosen.name })}
              </p>
            )}
            <figcaption className={styles.caption}>{intl.formatMessage({ id: 'steps.photo' })}</figcaption>
            {chosen.captured && (
              <Button
                variant="secondary"
                onClick={() => {
                  senders.retake();
                  void camera.start();
                }}
              >
                {intl.formatMessage({ id: 'manual_ekyc.retake' })}
              </Button>
            )}
          </figure>
        ) : state.status === 'live' || state.status === 'starting' ? (
          <div className={styles.camera}>
            <video
              ref={camera.videoRef}
              className={styles.video}
              playsInline
              muted
              aria-label={intl.formatMessage({ id: 'manual_ekyc.camera_preview' })}
            />
            <p className={styles.muted}>{intl.formatMessage({ id: 'manual_ekyc.selfie_tips' })}</p>
            <Button
              onClick={camera.capture}
              loading={state.status === 'starting'}
              loadingLabel={intl.formatMessage({ id: 'manual_ekyc.starting_camera' })}
            >
              {intl.formatMessage({ id: 'manual_ekyc.capture' })}
            </Button>
          </div>
        ) : (
          !problem && (
            <Button variant="primary" onClick={() => void camera.start()}>
              {intl.formatMessage({ id: 'manual_ekyc.start_camera' })}
            </Button>
          )
        )}

        {received && (
          <p className={styles.fileName}>{intl.formatMessage({ id: 'manual_ekyc.selfie_received' })}</p>
        )}

        <div className={problem ? undefined : styles.alternative}>
          {!problem && <p className={styles.muted}>{intl.formatMessage({ id: 'manual_ekyc.or_upload' })}</p>}
          <FilePicker
            id={inputId}
            label={intl.formatMessage({ id: 'steps.upload_an_image' })}
            hint={intl.formatMessage({ id: 'manual_ekyc.file_hint' }, { maxMb: view.maxFileMb })}
            error={message(error)}
            onPick={(file) => senders.pickSelfie(file, file.name)}
          />
        </div>
      </Stack>
    </Card>
  );
}
