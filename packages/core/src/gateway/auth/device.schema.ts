import * as v from 'valibot';

/** The device that validates an OTP (Device); the web app sends app_type WEB. */
export const DeviceSchema = v.object({
  app_type: v.pipe(v.string(), v.minLength(1)),
  device_id: v.pipe(v.string(), v.minLength(1)),
  device_type: v.pipe(v.string(), v.minLength(1)),
});
export type Device = v.InferOutput<typeof DeviceSchema>;
