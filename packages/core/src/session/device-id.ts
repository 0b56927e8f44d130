import { DEVICE_RANDOM_MAX, DEVICE_RANDOM_MIN } from '../config/constants.ts';

/**
 * A new device id: the timestamp, "R", and a random number from 1111111 to 9999998.
 * `random` is Math.random's contract, [0, 1); anything outside it is clamped rather than trusted.
 */
export function generateDeviceId(now: () => number, random: () => number): string {
  const span = DEVICE_RANDOM_MAX - DEVICE_RANDOM_MIN + 1;
  const draw = random();
  const unit = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), 1 - Number.EPSILON) : 0;
  const suffix = Math.min(DEVICE_RANDOM_MIN + Math.floor(unit * span), DEVICE_RANDOM_MAX);
  return `${Math.trunc(now())}R${suffix}`;
}
