import type { Device } from './device.schema.ts';

/** The gateway's Device for a browser: the web app (appVersion WEB elsewhere) on this device id. */
export const WEB_APP_TYPE = 'WEB';
export const WEB_DEVICE_TYPE = 'BROWSER';

export function webDevice(deviceId: string): Device {
  return { app_type: WEB_APP_TYPE, device_id: deviceId, device_type: WEB_DEVICE_TYPE };
}
