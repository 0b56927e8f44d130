import type { SnapshotFrom } from 'xstate';
import type { Line } from '../../gateway/lines/line.schema.ts';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { type LineStateKind, lineState } from '../line-home/line-home.rules.ts';
import {
  type EsimHelpPlatform,
  type EsimInstallVia,
  esimHelpOrder,
  esimInstallVia,
} from './esim-install.device.ts';
import { appleOneClickInstallUrl, lpaActivationCodeParts } from './esim-install.links.ts';
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
  /** the spec's flag: the phone is known to take an eSIM; otherwise the page says how to check. */
  esimConfirmed: boolean;
  status: EsimInstallStatus | null;
  busy: boolean;
  failureMessageId: string | null;
  can: { confirm: boolean; checkAgain: boolean; retry: boolean };
  /** What the installed page says (phase installed), else null. */
  installed: EsimInstalledSentence | null;
}

/**
 * What is true once the eSIM is on the phone, from the line's state (core's one derivation): the
 * line works; or a transfer was just requested, so the number switches to the eSIM later (at
 * `switchAt`, an instant shown in Mexico City time) and the eSIM works meanwhile with the
 * temporary number; or the transfer failed; or the line cannot be used yet, for the line state's
 * own reason (`detailId`).
 */
export interface EsimInstalledSentence {
  bodyId: MessageId;
  /** A second sentence: the temporary number that works now, or why the line does not work. */
  detailId: MessageId | null;
  /** The line's number as Mexicans write it (the transferred number, during a transfer). */
  msisdn: string;
  temporaryNumber: string | null;
  switchAt: string | null;
}

const TRANSFER_RUNNING: ReadonlySet<LineStateKind> = new Set([
  'transfer_in_progress',
  'transfer_in_progress_install_esim',
  'transfer_waiting_for_esim',
]);

export function esimInstalledSentence(line: Line | null): EsimInstalledSentence {
  if (!line) {
    return {
      bodyId: 'esim_install.installed.body_unread',
      detailId: null,
      msisdn: '',
      temporaryNumber: null,
      switchAt: null,
    };
  }
  const state = lineState({ line });
  const msisdn = formatNationalNumber(line.msisdn);
  const temporary = line.portIn?.temporaryNumber;
  const sentence = (bodyId: MessageId, detailId: MessageId | null = null): EsimInstalledSentence => ({
    bodyId,
    detailId,
    msisdn,
    temporaryNumber: temporary ? formatNationalNumber(temporary) : null,
    switchAt: null,
  });
  if (TRANSFER_RUNNING.has(state.kind)) {
    const switchAt = line.portIn?.switchAt ?? null;
    return {
      ...sentence(
        switchAt ? 'esim_install.installed.transfer_body' : 'esim_install.installed.transfer_body_soon',
        temporary ? 'esim_install.installed.temporary_number' : null,
      ),
      switchAt,
    };
  }
  if (state.kind === 'transfer_failed') return sentence('esim_install.installed.transfer_failed_body');
  if (state.numberWorksHere) return sentence('esim_install.installed.body');
  return sentence('esim_install.installed.body_not_working', state.meaningId);
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

/** The codes to show: the parts read from the activation code, so each matches what the QR carries. */
function esimCodes(esim: { activationCode: string; smdpAddress: string; matchingId: string }): EsimCodes {
  const parts = lpaActivationCodeParts(esim.activationCode) ?? esim;
  return {
    activationCode: esim.activationCode,
    smdpAddress: parts.smdpAddress,
    matchingId: parts.matchingId,
  };
}

export function esimInstallView(snapshot: EsimInstallSnapshot): EsimInstallView {
  const { context } = snapshot;
  const via = esimInstallVia(context.device);
  const esim = context.esim;
  return {
    phase: phaseOf(snapshot),
    via,
    oneClickUrl: esim && via === 'one-click' ? appleOneClickInstallUrl(esim.activationCode) : null,
    codes: esim ? esimCodes(esim) : null,
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
    installed: snapshot.matches('installed') ? esimInstalledSentence(context.line) : null,
  };
}
