import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import {
  DEFAULT_MINIMUM_AGE,
  DEFAULT_NUMBER_TYPE,
  DEFAULT_PRODUCT_TYPE,
  DEFAULT_SIM_TYPE,
} from '../config/constants.ts';
import { CartSchema } from '../gateway/carts/cart.schema.ts';
import { hasTrialLabel, isVisibleToUser } from '../gateway/catalogue/product-variant-rules.ts';
import { DeliveryMethodSchema } from '../gateway/delivery/delivery-methods.ts';
import { DeliverySlotSchema } from '../gateway/delivery/delivery-slot.schema.ts';
import {
  type EsimDeliverySpecificationEntry,
  EsimDeliverySpecificationEntrySchema,
  isEsimDeliveryNeeded,
} from '../gateway/delivery/esim-delivery-specification.ts';
import { PickupLocationSchema } from '../gateway/delivery/pickup-location.schema.ts';
import { EkycSpecificationsSchema } from '../gateway/ekyc/ekyc-specifications.ts';
import {
  type NumberType,
  NumberTypeSchema,
  type PlanType,
  PlanTypeSchema,
  type SimType,
  SimTypeSchema,
} from '../gateway/enums.ts';
import type { PurchaseAutoRenewal } from '../gateway/orders/create-order.ts';
import { OrderPreviewSchema } from '../gateway/orders/order-preview.ts';
import { DonorTelcoSchema } from '../gateway/port-in/donor-telcos.ts';
import { type DiscardReason, type KeyValueStorage, persistedAtom } from './persisted-atom.ts';
import { createStepDraftStore } from './step-drafts.store.ts';
import { STORE_KEYS } from './storage-keys.ts';
import {
  type Address,
  AddressSchema,
  emptyAddress,
  emptyPersonalDetails,
  finiteNumber,
  flag,
  listOf,
  nullableObject,
  nullableOf,
  nullableText,
  PersonalDetailsSchema,
  type Product,
  ProductSchema,
  productLabels,
  text,
  withDefault,
} from './store-schemas.ts';

/** One entry of the eSIM delivery specification, in the gateway's shape. */
export type EsimDeliverySpecification = EsimDeliverySpecificationEntry;

/** The donor as the store keeps it: the gateway's donor plus the port-in request the order cites. */
export const SelectedTelcoDonorSchema = v.object({
  ...DonorTelcoSchema.entries,
  /** The request id of the validated port-in code; createOrder's portIn.requestId. */
  requestId: v.pipe(v.string(), v.minLength(1)),
});
export type SelectedTelcoDonor = v.InferOutput<typeof SelectedTelcoDonorSchema>;

export const OnboardingStateSchema = v.object({
  currentTelcoNumber: text(),
  selectedTelcoDonor: nullableOf(SelectedTelcoDonorSchema),
  totalPrice: finiteNumber(0),
  minimumAge: withDefault(v.pipe(v.number(), v.integer(), v.minValue(0)), () => DEFAULT_MINIMUM_AGE),
  selectedNumber: nullableText(),
  selectedCategory: nullableText(),
  selectedAvailableNumbers: withDefault(v.array(v.string()), () => []),
  selectedSimType: withDefault(SimTypeSchema, (): SimType => DEFAULT_SIM_TYPE),
  selectedNumberType: withDefault(NumberTypeSchema, (): NumberType => DEFAULT_NUMBER_TYPE),
  esimConfirm: flag(false),
  personalDetails: withDefault(PersonalDetailsSchema, emptyPersonalDetails),
  billingAddressDetails: withDefault(AddressSchema, emptyAddress),
  deliveryAddressDetails: withDefault(AddressSchema, emptyAddress),
  sameAsBillingAddress: flag(false),
  selectedPrimaryProducts: withDefault(v.array(ProductSchema), () => []),
  selectedSecondaryProducts: withDefault(v.array(ProductSchema), () => []),
  /** Plan selection's "add extras" box: the extras' screen follows the plan (journey fact addonsWanted). */
  wantsAddons: flag(false),
  selectedDeliveryMethod: nullableOf(DeliveryMethodSchema),
  selectedDeliverySlot: nullableOf(DeliverySlotSchema),
  selectedSelfPickUpAddress: nullableOf(PickupLocationSchema),
  selfPickupZipCode: text(),
  esimDeliverySpecifications: withDefault(v.array(EsimDeliverySpecificationEntrySchema), () => []),
  isEsimDeliveryNeeded: flag(false),
  eKycConfig: nullableOf(EkycSpecificationsSchema),
  selectedProductType: withDefault(PlanTypeSchema, (): PlanType => DEFAULT_PRODUCT_TYPE),
  selectedPromoCodes: withDefault(v.array(v.string()), () => []),
  pendingOrders: listOf(CartSchema),
  autoRenewalConfig: nullableObject(),
  selectedStoreId: nullableText(),
  orderPreviewResult: nullableOf(OrderPreviewSchema),
  isKYCRequiredForOrderCreation: flag(false),
  isOnboardingKYCRequired: flag(false),
});
export type OnboardingState = v.InferOutput<typeof OnboardingStateSchema>;

export const onboardingDefaults = (): OnboardingState => v.parse(OnboardingStateSchema, {});

/**
 * A trial label (the spec: trial_plan or trial_migration_plan), read the way the catalogue rules read it
 * so the store and the plan cards never disagree about what a trial is.
 */
export const isTrialProduct = (product: Pick<Product, 'labels' | 'product_label'>): boolean =>
  hasTrialLabel({ labels: productLabels(product) });

/** Promo codes are off while a trial plan is selected. */
export const isPromoDisabled = (state: Pick<OnboardingState, 'selectedPrimaryProducts'>): boolean =>
  state.selectedPrimaryProducts.some(isTrialProduct);

/**
 * Selecting the primary product. A different sku clears the secondary products (add-ons and
 * bundles belong to the plan they were picked for); the same sku keeps them. A trial plan clears
 * the promo codes.
 */
export function selectPrimaryProduct(state: OnboardingState, product: Product): OnboardingState {
  const previousSkus = state.selectedPrimaryProducts.map((selected) => selected.sku);
  const changed = previousSkus.length !== 1 || previousSkus[0] !== product.sku;
  const trial = isTrialProduct(product);
  return {
    ...state,
    selectedPrimaryProducts: [product],
    selectedSecondaryProducts: changed ? [] : state.selectedSecondaryProducts,
    selectedPromoCodes: trial ? [] : state.selectedPromoCodes,
  };
}

/**
 * Choosing the SIM type (eSIM or physical SIM). The catalogue is per SIM type (the spec
 * productCategory), so a plan and extras picked for the other type are dropped; choosing the same
 * type again keeps everything.
 */
export function selectSimType(state: OnboardingState, simType: SimType): OnboardingState {
  if (state.selectedSimType === simType) return state;
  return { ...state, selectedSimType: simType, selectedPrimaryProducts: [], selectedSecondaryProducts: [] };
}

/**
 * Putting back a saved selection ("continue with this order" on a pending cart): its SIM type, its
 * plan and its extras, through the same rules as choosing them one by one (a SIM type change drops
 * the old plan; a trial plan clears promo codes), with the extras of the saved selection.
 */
export function restoreSelection(
  state: OnboardingState,
  selection: { simType: SimType; plan: Product; addons: readonly Product[] },
): OnboardingState {
  const withPlan = selectPrimaryProduct(selectSimType(state, selection.simType), selection.plan);
  return { ...withPlan, selectedSecondaryProducts: [...selection.addons] };
}

/** Promo codes cannot be set while a trial plan is selected. */
export function setPromoCodes(state: OnboardingState, codes: readonly string[]): OnboardingState {
  if (isPromoDisabled(state))
    return state.selectedPromoCodes.length === 0 ? state : { ...state, selectedPromoCodes: [] };
  return { ...state, selectedPromoCodes: [...codes] };
}

/** Ticking same-as-billing copies the billing address over the delivery address. */
export function setSameAsBilling<
  S extends {
    sameAsBillingAddress: boolean;
    billingAddressDetails: Address;
    deliveryAddressDetails: Address;
  },
>(state: S, same: boolean): S {
  return {
    ...state,
    sameAsBillingAddress: same,
    deliveryAddressDetails: same ? { ...state.billingAddressDetails } : state.deliveryAddressDetails,
  };
}

/** Billing edits flow on to the delivery address while same-as-billing is ticked. */
export function setBillingAddress<
  S extends {
    sameAsBillingAddress: boolean;
    billingAddressDetails: Address;
    deliveryAddressDetails: Address;
  },
>(state: S, address: Address): S {
  return {
    ...state,
    billingAddressDetails: address,
    deliveryAddressDetails: state.sameAsBillingAddress ? { ...address } : state.deliveryAddressDetails,
  };
}

/** The delivery-needed flag is read from the ESIM-NEW entry; without one, no delivery. */
export function setEsimDeliverySpecifications(
  state: OnboardingState,
  specifications: readonly EsimDeliverySpecification[],
): OnboardingState {
  return {
    ...state,
    esimDeliverySpecifications: [...specifications],
    isEsimDeliveryNeeded: isEsimDeliveryNeeded(specifications),
  };
}

/** Telco-migrated users do not see the free plan. */
export function visiblePlans<P extends Pick<Product, 'labels' | 'product_label'>>(
  plans: readonly P[],
  { telcoUser }: { telcoUser: boolean },
): P[] {
  return plans.filter((plan) => isVisibleToUser({ labels: productLabels(plan) }, { telcoUser }));
}

export function createOnboardingStore(deps: {
  storage: () => KeyValueStorage;
  /** Told when stored input could not be read back (stored-input-loss.ts). */
  onDiscard?: (key: string, reason: DiscardReason) => void;
}) {
  const state = persistedAtom({
    key: STORE_KEYS.order,
    schema: OnboardingStateSchema,
    initial: onboardingDefaults,
    storage: deps.storage,
    onDiscard: deps.onDiscard,
  });
  const drafts = createStepDraftStore(deps);
  return {
    state,
    /** The steps' unsubmitted input: part of the order being entered, so it goes with it on reset. */
    drafts,
    isPromoDisabled: atom((get) => isPromoDisabled(get(state))),
    /** An unknown value (a stale link, a hand-edited query) is ignored rather than stored. */
    setSimType: atom(null, (_get, set, simType: SimType) => {
      if (!v.is(SimTypeSchema, simType)) return;
      set(state, (previous) => selectSimType(previous, simType));
    }),
    /**
     * The way in the customer chose before the number step ("Cambiarme con mi número" on the home
     * page), so the number step opens on it. An unknown value is ignored, as for the SIM type.
     */
    setNumberType: atom(null, (_get, set, numberType: NumberType) => {
      if (!v.is(NumberTypeSchema, numberType)) return;
      set(state, (previous) => ({ ...previous, selectedNumberType: numberType }));
    }),
    selectPrimaryProduct: atom(null, (_get, set, product: Product) => {
      set(state, (previous) => selectPrimaryProduct(previous, product));
    }),
    restoreSelection: atom(
      null,
      (_get, set, selection: { simType: SimType; plan: Product; addons: readonly Product[] }) => {
        if (!v.is(SimTypeSchema, selection.simType)) return;
        set(state, (previous) => restoreSelection(previous, selection));
      },
    ),
    /**
     * The PENDING carts found after verification; the journey's pendingCarts fact reads them.
     * Routing hands them on untyped (its machine does not import the gateway): only carts of the
     * gateway's shape are kept.
     */
    setPendingOrders: atom(null, (_get, set, carts: readonly unknown[]) => {
      const pendingOrders = carts.flatMap((cart) => {
        const parsed = v.safeParse(CartSchema, cart);
        return parsed.success ? [parsed.output] : [];
      });
      set(state, (previous) => ({ ...previous, pendingOrders }));
    }),
    /** A retail agent's store (retail onboarding); callers pass a valid id (validation/retail-store-id). */
    setSelectedStoreId: atom(null, (_get, set, storeId: string | null) => {
      set(state, (previous) => ({ ...previous, selectedStoreId: storeId }));
    }),
    setSecondaryProducts: atom(null, (_get, set, products: readonly Product[]) => {
      set(state, (previous) => ({ ...previous, selectedSecondaryProducts: [...products] }));
    }),
    /** The "add extras" box: unticked, the extras chosen go too (no screen would show them). */
    setWantsAddons: atom(null, (_get, set, wanted: boolean) => {
      set(state, (previous) => ({
        ...previous,
        wantsAddons: wanted,
        selectedSecondaryProducts: wanted ? previous.selectedSecondaryProducts : [],
      }));
    }),
    setPromoCodes: atom(null, (_get, set, codes: readonly string[]) => {
      set(state, (previous) => setPromoCodes(previous, codes));
    }),
    setSameAsBilling: atom(null, (_get, set, same: boolean) => {
      set(state, (previous) => setSameAsBilling(previous, same));
    }),
    setBillingAddress: atom(null, (_get, set, address: Address) => {
      set(state, (previous) => setBillingAddress(previous, address));
    }),
    setEsimDeliverySpecifications: atom(
      null,
      (_get, set, specifications: readonly EsimDeliverySpecification[]) => {
        set(state, (previous) => setEsimDeliverySpecifications(previous, specifications));
      },
    ),
    /** Auto-renewal agreed to on the order summary (the spec's autoRenewalConfig), or null when unticked. */
    setAutoRenewalConfig: atom(null, (_get, set, config: PurchaseAutoRenewal | null) => {
      set(state, (previous) => ({ ...previous, autoRenewalConfig: config }));
    }),
    confirmEsim: atom(null, (_get, set) => {
      set(state, (previous) => ({ ...previous, esimConfirm: true }));
    }),
    /**
     * The order was created and its purchase has ended: its personal details, addresses and the
     * number being transferred are the gateway's now, and the drafts left unsent go too. The plan
     * and the rest of the selection stay until a new purchase starts.
     */
    forgetPersonalDetails: atom(null, (_get, set) => {
      set(state, (previous) => ({
        ...previous,
        personalDetails: emptyPersonalDetails(),
        billingAddressDetails: emptyAddress(),
        deliveryAddressDetails: emptyAddress(),
        currentTelcoNumber: '',
      }));
      set(drafts.reset);
    }),
    /**
     * Onboarding only, with the steps' drafts (the spec: logout or local reset clears the order); the
     * channel lives in auth and is kept (see `createStores().resetOnboarding`).
     */
    reset: atom(null, (_get, set) => {
      set(state, onboardingDefaults());
      set(drafts.reset);
    }),
  };
}
export type OnboardingStore = ReturnType<typeof createOnboardingStore>;

/** The extras' screen follows the plan when the box is ticked or extras are already chosen. */
export function extrasWanted(onboarding: {
  wantsAddons: boolean;
  selectedSecondaryProducts: readonly unknown[];
}): boolean {
  return onboarding.wantsAddons || onboarding.selectedSecondaryProducts.length > 0;
}
