import type { OrderRecord, UserRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/**
 * The profile `GET user-service/v4/users` answers: what the account holds, and where it holds
 * nothing, what the customer registered at their last paid purchase (the operator keeps the
 * holder's name, birth date, contact number, nationality and address when a line is bought:
 * The "a second purchase fills in what the account knows").
 */
export interface AccountProfile {
  firstName: string | undefined;
  middleName: string | undefined;
  lastName: string | undefined;
  /** Midnight UTC of the birthday (as the gateway stores one). */
  dob: number | undefined;
  phoneNo: string | undefined;
  nationality: string | undefined;
  address: Record<string, string> | undefined;
}

/** The customer's newest paid purchase of a line (not a plan switch's charge). */
function lastPaidPurchase(store: StateStore, userId: string): OrderRecord | undefined {
  return Object.values(store.data.orders)
    .filter((order) => order.userId === userId && order.paidTransactionId !== undefined && order.customer)
    .filter((order) => order.orderType === 'SIM_ONLY')
    .sort((a, b) => b.createdAt - a.createdAt)[0];
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

/** A YYYY-MM-DD birthday as midnight UTC; anything else is not known. */
function birthday(value: string | undefined): number | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(at) ? undefined : at;
}

export function accountProfile(store: StateStore, user: UserRecord): AccountProfile {
  const last = lastPaidPurchase(store, user.id);
  const customer = last?.customer ?? {};
  const address = last?.billingAddress;
  return {
    firstName: user.firstName ?? nonEmpty(customer.firstName),
    middleName: user.middleName ?? nonEmpty(customer.middleName),
    lastName: user.lastName ?? nonEmpty(customer.lastName),
    dob: user.dob ?? birthday(customer.dob),
    phoneNo: user.telcoPhoneNo ?? nonEmpty(customer.contactNumber),
    nationality: nonEmpty(customer.nationality),
    address: address && nonEmpty(address.postalCode) ? address : undefined,
  };
}
