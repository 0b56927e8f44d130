import type { Line } from '../../gateway/lines/line.schema.ts';
import type { EsimDetails } from '../../gateway/orders/esim-details.ts';
import type { SimInstallationDetails } from '../../gateway/orders/sim-installation-details.schema.ts';
import type { UpdateSimInstallationDetailsBody } from '../../gateway/orders/update-sim-installation-details.ts';
import type { EsimInstallDevice } from './esim-install.device.ts';

/** How the eSIM was installed, as the gateway records it. */
export type EsimInstallMethod = NonNullable<UpdateSimInstallationDetailsBody['method']>;

export interface EsimInstallInput {
  orderRef: string;
  /** The device the page is opened on (detectInstallDevice). */
  device: EsimInstallDevice;
  /** The app was opened with esim_compatible=true (or it was stored from an earlier visit). */
  esimCompatible: boolean;
}

export interface LoadEsimInput {
  orderRef: string;
}
export interface ReportInstalledInput {
  orderRef: string;
  method: EsimInstallMethod;
}

export interface EsimInstallContext {
  orderRef: string;
  device: EsimInstallDevice;
  esimCompatible: boolean;
  esim: EsimDetails | null;
  /** How the customer is installing it: the device's way, or by hand once a code was copied. */
  method: EsimInstallMethod;
  /** Status reads since the last (re)start of following (the spec: at most API_POLLING_ATTEMPTS). */
  pollAttempts: number;
  installedAt: string | null;
  failureMessageId: string | null;
  /**
   * The line as read once the eSIM is installed (null before, or when it could not be read): an
   * installed eSIM may have just requested the line's transfer, and the page says what works now.
   */
  line: Line | null;
}

export type EsimInstallEvent =
  /** The one-tap link was opened: the profile is being downloaded now. */
  | { type: 'INSTALL_STARTED' }
  /** A code was copied for typing it in by hand. */
  | { type: 'CODE_COPIED' }
  /** The customer says the eSIM is on the phone. */
  | { type: 'CONFIRM_INSTALLED' }
  | { type: 'CHECK_AGAIN' }
  | { type: 'RETRY' };

export type EsimInstallOutput = { outcome: 'installed' } | { outcome: 'unavailable' };

export type EsimInstallEmitted = { type: 'esimInstall.installed'; orderRef: string };

export type { EsimDetails, SimInstallationDetails };
