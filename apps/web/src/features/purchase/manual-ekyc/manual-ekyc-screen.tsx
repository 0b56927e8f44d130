import {
  CAMERA_PROBLEM_MESSAGE_IDS,
  type CameraProblem,
  cameraProblem,
  ekycSpecifications,
  type FieldMessage,
  kycDocumentOptions,
  kycSubmitErrorMessageId,
  type MessageId,
  manualKycRequirements,
  manualKycSubmissions,
  manualKycSubmit,
  SELFIE_UPLOAD,
  UPLOAD_ACCEPT,
  UPLOAD_SIGNATURE_BYTES,
  uploadRejectionMessage,
  validateKycUpload,
  validateManualKyc,
} from '@senda/core';
import { useAtomValue } from 'jotai';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Alert, Button, Card, SelectField, Skeleton, Stack } from '../../../design-system';
import { FieldError } from '../../../design-system/internal/field-parts';
import { useServices } from '../../../shared/services-context';
import { useGatewayQuery } from '../../../shared/use-gateway-query';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { FixErrorsSummary, StepActions, StepForm } from '../step-form';
import styles from './manual-ekyc-screen.module.css';

interface ChosenFile {
  file: Blob;
  name: string;
  /** Object URL for an image preview; none for a PDF. */
  previewUrl: string | null;
}

interface Selfie {
  image: Blob;
  previewUrl: string | null;
  source: 'camera' | 'upload';
  name: string;
}

type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'live' }
  | { status: 'problem'; problem: CameraProblem };

/** Reads a picked file's first bytes and lets core judge it (§5 size and types by signature). */
async function judgeFile(file: File, maxBytes: number) {
  const head = new Uint8Array(await file.slice(0, UPLOAD_SIGNATURE_BYTES).arrayBuffer());
  return validateKycUpload({ name: file.name, size: file.size, type: file.type, head }, maxBytes);
}

const isImage = (file: Blob) =>
  file.type === 'image/png' || file.type === 'image/jpeg' || file.type === 'image/jpg';

/**
 * Manual eKYC (§2 selfie step, §3 uploads): an identity document (type and a photo or scan) and a
 * selfie from the front camera, with an upload in its place when the camera is refused or
 * missing. What is asked, the document labels, the file checks and the calls to make are core's.
 */
export default function ManualEkycScreen() {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const { data, next, back } = useJourneyStep();
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const summaryId = useId();
  const documentInputId = useId();
  const selfieInputId = useId();
  const documentTypeId = useId();

  const spec = useGatewayQuery(['ekycSpecifications'], () => ekycSpecifications(gateway));
  // A failed specification asks for everything (core's choice), so a load error never blocks.
  const settledSpec = spec.status === 'success' ? spec.data : null;
  const requirements = manualKycRequirements(settledSpec);
  const documentOptions = kycDocumentOptions(settledSpec);

  const [documentType, setDocumentType] = useStepDraft('documentType', v.string(), () =>
    typeof data.documentType === 'string' ? data.documentType : '',
  );
  const [idDocument, setIdDocument] = useState<ChosenFile | null>(null);
  const [documentError, setDocumentError] = useState<FieldMessage | null>(null);
  const [selfie, setSelfie] = useState<Selfie | null>(null);
  const [selfieError, setSelfieError] = useState<FieldMessage | null>(null);
  const [camera, setCamera] = useState<CameraState>({ status: 'off' });
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<MessageId | null>(null);
  // What the gateway already has, so a retry after a failed selfie does not send the ID twice.
  const [sent, setSent] = useState<{ document: boolean; selfie: boolean; kycIds: string[] }>({
    document: false,
    selfie: false,
    kycIds: [],
  });
  const alreadySubmitted = data.submitted === true;

  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const stopCamera = () => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  };
  // The camera light must go off when the customer leaves the step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stopCamera only reads a ref.
  useEffect(() => stopCamera, []);
  // Object URLs are released when replaced or on leaving.
  useEffect(
    () => () => void (idDocument?.previewUrl && URL.revokeObjectURL(idDocument.previewUrl)),
    [idDocument],
  );
  useEffect(() => () => void (selfie?.previewUrl && URL.revokeObjectURL(selfie.previewUrl)), [selfie]);

  const startCamera = async () => {
    setSelfieError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ status: 'problem', problem: cameraProblem(undefined) });
      return;
    }
    setCamera({ status: 'starting' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 720 }, height: { ideal: 720 } },
        audio: false,
      });
      streamRef.current = stream;
      setCamera({ status: 'live' });
    } catch (error) {
      setCamera({ status: 'problem', problem: cameraProblem(error) });
    }
  };

  // The <video> exists only once the state is live; attach the stream then.
  useEffect(() => {
    const video = videoRef.current;
    if (camera.status === 'live' && video && streamRef.current) {
      video.srcObject = streamRef.current;
      void video.play().catch(() => undefined);
    }
  }, [camera.status]);

  const capture = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => {
      if (!blob) return;
      stopCamera();
      setCamera({ status: 'off' });
      setSelfie({
        image: blob,
        previewUrl: URL.createObjectURL(blob),
        source: 'camera',
        name: SELFIE_UPLOAD.name,
      });
      setSent((previous) => ({ ...previous, selfie: false }));
    }, SELFIE_UPLOAD.type);
  };

  const retake = () => {
    setSelfie(null);
    void startCamera();
  };

  const pickDocument = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await judgeFile(file, requirements.maxFileSizeBytes);
    if (!result.ok) {
      // The bad file is refused on its own; the type and the selfie stay as they were.
      setDocumentError(uploadRejectionMessage(result, requirements.maxFileSizeBytes));
      return;
    }
    setDocumentError(null);
    setIdDocument({ file, name: file.name, previewUrl: isImage(file) ? URL.createObjectURL(file) : null });
    setSent((previous) => ({ ...previous, document: false }));
  };

  const pickSelfie = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await judgeFile(file, requirements.maxFileSizeBytes);
    if (!result.ok) {
      setSelfieError(uploadRejectionMessage(result, requirements.maxFileSizeBytes));
      return;
    }
    stopCamera();
    setCamera((current) => (current.status === 'problem' ? current : { status: 'off' }));
    setSelfieError(null);
    setSelfie({
      image: file,
      previewUrl: isImage(file) ? URL.createObjectURL(file) : null,
      source: 'upload',
      name: file.name,
    });
    setSent((previous) => ({ ...previous, selfie: false }));
  };

  const check = validateManualKyc(
    {
      documentType,
      hasDocument: idDocument !== null || alreadySubmitted,
      hasSelfie: selfie !== null || alreadySubmitted,
    },
    requirements,
  );
  const message = (field: FieldMessage | null | undefined) =>
    field ? intl.formatMessage({ id: field.id }, field.values) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid) {
      setShowErrors(true);
      const first = check.errors.documentType
        ? documentTypeId
        : check.errors.document
          ? documentInputId
          : selfieInputId;
      document.getElementById(first)?.focus();
      return;
    }
    const submissions = manualKycSubmissions({
      documentType,
      document: idDocument && !sent.document ? { file: idDocument.file, name: idDocument.name } : null,
      selfie: selfie && !sent.selfie ? selfie.image : null,
    });
    setSubmitting(true);
    setSubmitError(null);
    const kycIds = [...sent.kycIds];
    for (const submission of submissions) {
      try {
        const result = await manualKycSubmit(gateway, submission);
        kycIds.push(result.kycId);
        setSent((previous) => ({ ...previous, [submission.kind]: true, kycIds: [...kycIds] }));
      } catch (error) {
        setSubmitError(kycSubmitErrorMessageId(error));
        setSubmitting(false);
        return;
      }
    }
    setSubmitting(false);
    next({ data: { documentType, submitted: true, kycIds } });
  };

  const selfieHeadingId = useId();
  const documentHeadingId = useId();

  return (
    <StepForm
      title={intl.formatMessage({ id: 'pages.manual_ekyc.title' })}
      subtitle={intl.formatMessage({ id: 'manual_ekyc.subtitle' })}
      onSubmit={(event) => void submit(event)}
      describedBy={showErrors && !check.valid ? summaryId : undefined}
    >
      {showErrors && !check.valid && <FixErrorsSummary id={summaryId} />}

      {spec.status === 'loading' && <Skeleton height="10rem" />}

      {spec.status !== 'loading' && requirements.document && (
        <Card as="section" aria-labelledby={documentHeadingId}>
          <Stack gap={4}>
            <h2 id={documentHeadingId} className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'manual_ekyc.document_heading' })}
            </h2>
            <SelectField
              id={documentTypeId}
              label={intl.formatMessage({ id: 'manual_ekyc.document_type' })}
              placeholder={intl.formatMessage({ id: 'manual_ekyc.document_type_placeholder' })}
              options={documentOptions.map((option) => ({
                value: option.value,
                label: intl.formatMessage({ id: option.labelId }),
              }))}
              value={documentType}
              onChange={(event) => setDocumentType(event.target.value)}
              error={showErrors ? message(check.errors.documentType) : undefined}
              required
            />
            <FilePicker
              id={documentInputId}
              label={intl.formatMessage({ id: 'manual_ekyc.document_file' })}
              hint={intl.formatMessage(
                { id: 'manual_ekyc.file_hint' },
                { maxMb: Math.round((requirements.maxFileSizeBytes / (1024 * 1024)) * 10) / 10 },
              )}
              error={message(documentError) ?? (showErrors ? message(check.errors.document) : undefined)}
              onChange={(event) => void pickDocument(event)}
            />
            {idDocument && (
              <div className={styles.chosen}>
                {idDocument.previewUrl && <img src={idDocument.previewUrl} alt="" className={styles.thumb} />}
                <p className={styles.fileName}>
                  {intl.formatMessage({ id: 'manual_ekyc.file_chosen' }, { name: idDocument.name })}
                </p>
              </div>
            )}
          </Stack>
        </Card>
      )}

      {spec.status !== 'loading' && (
        <Card as="section" aria-labelledby={selfieHeadingId}>
          <Stack gap={4}>
            <div>
              <h2 id={selfieHeadingId} className={styles.sectionTitle}>
                {intl.formatMessage({ id: 'steps.take_selfie' })}
                {!requirements.selfie && (
                  <span className={styles.optional}> {intl.formatMessage({ id: 'common.optional' })}</span>
                )}
              </h2>
              <p className={styles.muted}>
                {intl.formatMessage({ id: 'steps.take_a_photo_with_selfie_camera' })}
              </p>
            </div>

            {camera.status === 'problem' && (
              <Alert tone="warning" live="polite">
                {intl.formatMessage({ id: CAMERA_PROBLEM_MESSAGE_IDS[camera.problem] })}
              </Alert>
            )}

            {selfie ? (
              <figure className={styles.selfie}>
                {selfie.previewUrl ? (
                  <img
                    src={selfie.previewUrl}
                    alt={intl.formatMessage({ id: 'manual_ekyc.selfie_preview' })}
                    className={styles.selfieImage}
                  />
                ) : (
                  <p className={styles.fileName}>
                    {intl.formatMessage({ id: 'manual_ekyc.file_chosen' }, { name: selfie.name })}
                  </p>
                )}
                <figcaption className={styles.caption}>
                  {intl.formatMessage({ id: 'steps.photo' })}
                </figcaption>
                {selfie.source === 'camera' && (
                  <Button variant="secondary" onClick={retake}>
                    {intl.formatMessage({ id: 'manual_ekyc.retake' })}
                  </Button>
                )}
              </figure>
            ) : camera.status === 'live' || camera.status === 'starting' ? (
              <div className={styles.camera}>
                <video
                  ref={videoRef}
                  className={styles.video}
                  playsInline
                  muted
                  aria-label={intl.formatMessage({ id: 'manual_ekyc.camera_preview' })}
                />
                <p className={styles.muted}>{intl.formatMessage({ id: 'manual_ekyc.selfie_tips' })}</p>
                <Button
                  onClick={capture}
                  loading={camera.status === 'starting'}
                  loadingLabel={intl.formatMessage({ id: 'manual_ekyc.starting_camera' })}
                >
                  {intl.formatMessage({ id: 'manual_ekyc.capture' })}
                </Button>
              </div>
            ) : (
              camera.status !== 'problem' && (
                <Button variant="primary" onClick={() => void startCamera()}>
                  {intl.formatMessage({ id: 'manual_ekyc.start_camera' })}
                </Button>
              )
            )}

            <div className={camera.status === 'problem' ? undefined : styles.alternative}>
              {camera.status !== 'problem' && (
                <p className={styles.muted}>{intl.formatMessage({ id: 'manual_ekyc.or_upload' })}</p>
              )}
              <FilePicker
                id={selfieInputId}
                label={intl.formatMessage({ id: 'steps.upload_an_image' })}
                hint={intl.formatMessage(
                  { id: 'manual_ekyc.file_hint' },
                  { maxMb: Math.round((requirements.maxFileSizeBytes / (1024 * 1024)) * 10) / 10 },
                )}
                error={message(selfieError) ?? (showErrors ? message(check.errors.selfie) : undefined)}
                onChange={(event) => void pickSelfie(event)}
              />
            </div>
          </Stack>
        </Card>
      )}

      <p className={styles.muted}>{intl.formatMessage({ id: 'manual_ekyc.privacy' })}</p>
      {submitError && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: submitError })}
        </Alert>
      )}
      <StepActions
        loading={submitting}
        loadingLabel={intl.formatMessage({ id: 'manual_ekyc.submitting' })}
        onBack={hasPreviousStep ? () => back({ data: { documentType } }) : undefined}
      />
    </StepForm>
  );
}

/**
 * A native file input (the platform picker, keyboard and screen readers as is) shown as a button
 * with a translated label; the chosen file is named beside the field, not by the browser.
 */
function FilePicker({
  id,
  label,
  hint,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const intl = useIntl();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.file}>
      <span id={labelId} className={styles.fileLabel}>
        {label}
      </span>
      <p id={hintId} className={styles.muted}>
        {hint}
      </p>
      <div className={styles.filePick}>
        <input
          id={id}
          type="file"
          accept={UPLOAD_ACCEPT}
          className={styles.fileInput}
          onChange={onChange}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <label htmlFor={id} className={styles.fileButton} aria-hidden="true">
          {intl.formatMessage({ id: 'manual_ekyc.choose_file' })}
        </label>
      </div>
      {error && (
        <div role="alert">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
