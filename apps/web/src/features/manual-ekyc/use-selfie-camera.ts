import { type CameraProblem, cameraProblem } from '@senda/core/purchase';
import { SELFIE_UPLOAD } from '@senda/core/validation';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SelfieCameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'live' }
  | { status: 'problem'; problem: CameraProblem };

/**
 * The front camera for the selfie: the browser's part of the eKYC step (getUserMedia, the video,
 * a canvas capture). What a refusal means is core's `cameraProblem`; the capture goes to the
 * manual-eKYC machine through `onCapture`.
 */
export function useSelfieCamera(onCapture: (image: Blob) => void) {
  const [camera, setCamera] = useState<SelfieCameraState>({ status: 'off' });
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);
  // The camera light must go off when the customer leaves the step.
  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ status: 'problem', problem: cameraProblem(undefined) });
      return;
    }
    setCamera({ status: 'starting' });
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 720 }, height: { ideal: 720 } },
        audio: false,
      });
      setCamera({ status: 'live' });
    } catch (error) {
      setCamera({ status: 'problem', problem: cameraProblem(error) });
    }
  }, []);

  /** Off, unless it could not start: the reason stays on screen beside the upload. */
  const stop = useCallback(() => {
    release();
    setCamera((current) => (current.status === 'problem' ? current : { status: 'off' }));
  }, [release]);

  // The <video> exists only once the camera is live; the stream is attached then.
  useEffect(() => {
    const video = videoRef.current;
    if (camera.status === 'live' && video && streamRef.current) {
      video.srcObject = streamRef.current;
      void video.play().catch(() => undefined);
    }
  }, [camera.status]);

  const capture = useCallback(() => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => {
      if (!blob) return;
      stop();
      onCapture(blob);
    }, SELFIE_UPLOAD.type);
  }, [onCapture, stop]);

  return { camera, videoRef, start, stop, capture };
}
export type SelfieCamera = ReturnType<typeof useSelfieCamera>;
