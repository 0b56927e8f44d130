export {
  checkUpload,
  type ManualEkycMachine,
  manualEkycCheck,
  manualEkycMachine,
  pendingUploads,
} from './manual-ekyc.machine.ts';
export {
  LINE_EKYC_CONTEXT,
  type ManualEkycServicesDeps,
  manualEkycLineInput,
  manualEkycPurchaseInput,
  manualEkycStepData,
  provideManualEkycMachine,
} from './manual-ekyc.services.ts';
export {
  type CheckUploadInput,
  type ChosenUpload,
  type ManualEkycContext,
  type ManualEkycEvent,
  type ManualEkycInput,
  type ManualEkycInvalidEmitted,
  type ManualEkycOutput,
  type ManualEkycProgress,
  ManualEkycProgressSchema,
  type ManualEkycTarget,
  NOTHING_SENT,
  type SubmitUploadInput,
  type SubmitUploadResult,
  type UploadSlot,
} from './manual-ekyc.types.ts';
export {
  type ManualEkycSenders,
  type ManualEkycSlotView,
  type ManualEkycUploadView,
  type ManualEkycView,
  manualEkycSenders,
  manualEkycView,
} from './manual-ekyc.view.ts';
