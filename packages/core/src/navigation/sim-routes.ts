/**
 * The pages about a line's SIM (§2 Manage): activating a delivered physical SIM, and installing an
 * eSIM, where the one-click and manual paths show the same page (it fits the device it is on).
 */
export const SIM_ROUTES = {
  simActivation: '/manage/sim-activation',
  esimInstallOneClick: '/manage/esim-install-oneclick',
  esimInstallManual: '/manage/esim-install-manual',
} as const;
