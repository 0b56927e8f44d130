export {
  detectInstallDevice,
  type EsimHelpPlatform,
  type EsimInstallDevice,
  type EsimInstallPlatform,
  type EsimInstallVia,
  esimHelpOrder,
  esimInstallVia,
  ONE_CLICK_MIN_IOS,
  supportsOneClickInstall,
} from './esim-install.device.ts';
export {
  APPLE_ESIM_SETUP_URL,
  appleOneClickInstallUrl,
  LPA_PREFIX,
  lpaActivationCode,
  lpaActivationCodeParts,
} from './esim-install.links.ts';
export { type EsimInstallMachine, esimInstallMachine } from './esim-install.machine.ts';
export { esimInstallInput, provideEsimInstallMachine } from './esim-install.services.ts';
export type {
  EsimInstallContext,
  EsimInstallEmitted,
  EsimInstallEvent,
  EsimInstallInput,
  EsimInstallMethod,
  EsimInstallOutput,
  LoadEsimInput,
  ReportInstalledInput,
} from './esim-install.types.ts';
export {
  type EsimCodes,
  type EsimInstalledSentence,
  type EsimInstallPhase,
  type EsimInstallStatus,
  type EsimInstallView,
  esimInstalledSentence,
  esimInstallView,
} from './esim-install.view.ts';
