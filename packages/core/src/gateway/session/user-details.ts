import * as v from 'valibot';
import { PostalAddressSchema } from '../delivery/postal-address.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** The signed-in user as user-service sends it (Profile fields, the spec's Session and user). */
export const UserProfileSchema = v.object({
  external_id: v.pipe(v.string(), v.minLength(1)),
  /** Absent for telco-migrated users who never gave one. */
  email: v.nullish(v.string()),
  first_name: v.nullish(v.string()),
  middle_name: v.nullish(v.string()),
  last_name: v.nullish(v.string()),
  /** Birthday as epoch milliseconds at midnight UTC of the day. */
  dob: v.nullish(v.object({ timestamp: v.pipe(v.number(), v.integer()) })),
  telco_user: v.optional(v.boolean(), false),
  telco_info: v.nullish(
    v.object({
      /** National 10-digit number, e.g. 5512345678. */
      phone_no: v.nullish(v.string()),
      account_number: v.nullish(v.string()),
    }),
  ),
  /**
   * What the operator registered at the customer's last purchase, beyond the spec's profile fields
   * (a second purchase fills in what the account knows): the nationality given and
   * the last billing address. Absent until a purchase is paid.
   */
  nationality: v.nullish(v.string()),
  address: v.nullish(PostalAddressSchema),
  /** Sent when include_ekyc is set: whether the customer has passed identity checks. */
  ekyc: v.nullish(v.object({ status: v.string() })),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

/** GET user details, with credentials. */
export const userDetailsEndpoint = defineEndpoint({
  name: 'userDetails',
  method: 'GET',
  path: 'user-service/v4/users',
  credentials: true,
  response: resultEnvelope(UserProfileSchema),
});

export interface UserDetailsFlags {
  includeDeletedTelco?: boolean;
  includeEkyc?: boolean;
  includeSocial?: boolean;
  includeTelco?: boolean;
}

/**
 * The spec names the flags but not their values. The app needs the telco block (telco_user,
 * phone_no) and the eKYC state; deleted telco lines and social logins are never shown.
 */
export const USER_DETAILS_DEFAULT_FLAGS: Required<UserDetailsFlags> = Object.freeze({
  includeDeletedTelco: false,
  includeEkyc: true,
  includeSocial: false,
  includeTelco: true,
});

export async function userDetails(client: GatewayClient, flags: UserDetailsFlags = {}): Promise<UserProfile> {
  const f = { ...USER_DETAILS_DEFAULT_FLAGS, ...flags };
  const answer = await client.call(userDetailsEndpoint, {
    searchParams: {
      include_deleted_telco: f.includeDeletedTelco,
      include_ekyc: f.includeEkyc,
      include_social: f.includeSocial,
      include_telco: f.includeTelco,
    },
  });
  return answer.result;
}
