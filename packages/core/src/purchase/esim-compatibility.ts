import type { EsimDevice } from '../gateway/numbers/esim-devices.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { Stores } from '../stores/create-stores.ts';

/**
 * "Is my phone compatible?" by brand and model: the gateway's list of phones that take an eSIM
 * (esimBrands, esimDevices) beside the *#06# advice, for a visitor the native app has not already
 * vouched for (`esim_compatible`). A phone on the list confirms the eSIM (the onboarding store's
 * `esimConfirm`); one that is not is told to take a physical SIM, which works in any phone.
 */

/** The brand or model choice that says the customer's phone is not on the list. */
export const NOT_LISTED = 'not-listed';

export type EsimCompatibilityAnswer =
  | { kind: 'unanswered' }
  | { kind: 'compatible'; messageId: MessageId }
  | { kind: 'not_listed'; messageId: MessageId };

export interface EsimCheckOption {
  value: string;
  /** The brand or model as the gateway names it, or the message id of "not listed". */
  label: { text: string } | { messageId: MessageId };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'es-MX', { numeric: true });

const listed = (names: readonly string[], notListed: MessageId): EsimCheckOption[] => [
  ...[...new Set(names)].sort(byName).map((name) => ({ value: name, label: { text: name } })),
  { value: NOT_LISTED, label: { messageId: notListed } },
];

/** The brands, in alphabetical order, then "another brand". */
export function esimBrandOptions(brands: readonly string[]): EsimCheckOption[] {
  return listed(brands, 'esim_check.brand_not_listed');
}

/** The brand's models, in alphabetical order, then "my model is not listed". */
export function esimModelOptions(devices: readonly EsimDevice[], brand: string): EsimCheckOption[] {
  const models = devices.filter((device) => device.brand === brand).map((device) => device.model);
  return listed(models, 'esim_check.model_not_listed');
}

/** What the check says for the brand and model chosen (a model of another brand counts as none). */
export function esimCompatibilityAnswer(
  devices: readonly EsimDevice[],
  choice: { brand: string; model: string },
): EsimCompatibilityAnswer {
  const notListed = { kind: 'not_listed', messageId: 'esim_check.not_listed' } as const;
  if (choice.brand === NOT_LISTED) return notListed;
  if (!choice.brand || !choice.model) return { kind: 'unanswered' };
  if (choice.model === NOT_LISTED) return notListed;
  const onTheList = devices.some((device) => device.brand === choice.brand && device.model === choice.model);
  return onTheList ? { kind: 'compatible', messageId: 'esim_check.compatible' } : { kind: 'unanswered' };
}

/** A compatible answer confirms the eSIM for the rest of the purchase (the plan step's notice says so). */
export function applyEsimCompatibilityAnswer(
  stores: Pick<Stores, 'store' | 'onboarding'>,
  answer: EsimCompatibilityAnswer,
): void {
  if (answer.kind === 'compatible') stores.store.set(stores.onboarding.confirmEsim);
}
