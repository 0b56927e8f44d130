import type { SnapshotFrom } from 'xstate';
import {
  type EsimHelpPlatform,
  type EsimInstallVia,
  esimHelpOrder,
  esimInstallVia,
} from './esim-install.device.ts';
import { appleOneClickInstallUrl } from './esim-install.links.ts';
import type { esimInstallMachine } from './esim-install.machine.ts';

export type EsimInstallPhase = 'loading' | 'load-failed' | 'install' | 'installed' | 'unavailable';

/** Where the installation stands while the codes are on screen. */
export type EsimInstallStatus = 'waiting' | 'resting' | 'reporting' | 'report-failed';

/** What the codes are: the whole activation code (QR, Android) and its parts (iPhone by hand). */
export interface EsimCodes {
  /** `LPA:1$<SM-DP+ address>$<matching id>`: the QR code's text. */
  activationCode: string;
  smdpAddress: string;
  /** What an iPhone calls the activation code when typed by hand. */
  matchingId: string;
}

export interface EsimInstallView {
  phase: EsimInstallPhase;
  /**
   * How this device installs it: one tap (iPhone, iOS 17.4+), on the phone itself with the copied
   * code (Android; the QR code then offered for another device), or the QR code and the codes.
   */
  via: EsimInstallVia;
  /** Apple's link with the activation code, on a device that takes it; null elsewhere. */
  oneClickUrl: string | null;
  codes: EsimCodes | null;
  /** The help for each system, this device's first. */
  helpOrder: readonly EsimHelpPlatform[];
  /** §2 flag: the phone is known to take an eSIM; otherwise the page says how to check. */
  esimConfirmed: boolean;
  status: EsimInstallStatus | null;
  busy: boolean;
  failureMessageId: string | null;
  can: { confirm: boolean; checkAgain: boolean; retry: boolean };
}

type EsimInstallSnapshot = SnapshotFrom<typeof esimInstallMachine>;

function phaseOf(snapshot: EsimInstallSnapshot): EsimInstallPhase {
  if (snapshot.matches('loadFailed')) return 'load-failed';
  if (snapshot.matches('installed')) return 'installed';
  if (snapshot.matches('unavailable')) return 'unavailable';
  if (snapshot.hasTag('install')) return 'install';
  return 'loading';
}

function statusOf(snapshot: EsimInstallSnapshot): EsimInstallStatus | null {
  if (snapshot.hasTag('following')) return 'waiting';
  if (snapshot.matches('resting')) return 'resting';
  if (snapshot.matches('reporting')) return 'reporting';
  if (snapshot.matches('reportFailed')) return 'report-failed';
  return null;
}

export function esimInstallView(snapshot: EsimInstallSnapshot): EsimInstallView {
  const { context } = snapshot;
  const via = esimInstallVia(context.device);
  const esim = context.esim;
  return {
    phase: phaseOf(snapshot),
    via,
    oneClickUrl: esim && via === 'one-click' ? appleOneClickInstallUrl(esim.activationCode) : null,
    codes: esim
      ? { activationCode: esim.activationCode, smdpAddress: esim.smdpAddress, matchingId: esim.matchingId }
      : null,
    helpOrder: esimHelpOrder(context.device),
    esimConfirmed: context.esimCompatible,
    status: statusOf(snapshot),
    busy: snapshot.hasTag('busy'),
    failureMessageId: snapshot.matches('reportFailed') ? context.failureMessageId : null,
    can: {
      confirm: snapshot.can({ type: 'CONFIRM_INSTALLED' }),
      checkAgain: snapshot.can({ type: 'CHECK_AGAIN' }),
      retry: snapshot.can({ type: 'RETRY' }),
    },
  };
}
