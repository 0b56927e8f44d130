import type { ConsentDocument, OrderPreview, TermsAcceptanceMode } from '@senda/core/gateway';
import { stepApplies, withDefaultFacts } from '@senda/core/journey';
import { journeyFactsFromStores } from '@senda/core/journey-facts';
import {
  appliedPromoCodes,
  type CheckoutSelection,
  checkoutInput,
  checkoutOrderBody,
  checkoutView,
  orderFingerprint,
  provideCheckoutMachine,
} from '@senda/core/machines/checkout';
import { loadPaymentOptions } from '@senda/core/machines/payment';
import { factsOncePlaced, placesOnTick, summaryPayment } from '@senda/core/purchase';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { loadPurchasePayment } from './summary-payment-section';

export interface SummaryPaymentInput {
  selection: CheckoutSelection;
  /** The basket as last priced, and whether a pricing is under way. */
  priced: OrderPreview | undefined;
  pricing: boolean;
  /** The consent settings' documents the terms are shown from; undefined while they load. */
  consentDocuments: readonly ConsentDocument[] | undefined;
  consentLoading: boolean;
  termsMode: TermsAcceptanceMode;
  /** The terms are accepted as the mode asks. */
  accepted: boolean;
}

/**
 * The order summary's order and payment: the checkout machine places the order (core
 * machines/checkout: one order per basket), and the journey decides where it is paid (core's
 * summaryPayment). With a payment step to walk, the summary's button places the order and the
 * journey goes on. When the journey skips it (one way to pay), the summary takes the payment: the
 * tick places the order for the basket shown (a basket changed after that places its own, the
 * replaced one cancelled), it is kept with the step at once so a reload pays the same order, and
 * `payable` is the order whose card form opens under the terms.
 */
export function useSummaryPayment(input: SummaryPaymentInput) {
  const services = useServices();
  const { stores } = services;
  const { next, save, refreshFacts, data, definition } = useJourneyStep();
  const { selection, priced, pricing, consentDocuments, consentLoading, termsMode, accepted } = input;

  // The ways to pay, read on arrival: whether the journey walks a payment step after this one.
  const [optionsRead, setOptionsRead] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    let live = true;
    void loadPaymentOptions(services).then(() => {
      if (!live) return;
      setOptionsRead(true);
      // The step counter counts the payment step only when it is walked. Not once the session
      // ended meanwhile (a 403 on the summary's reads): the journey was cleared with it and must
      // not be saved again.
      if (stores.store.get(stores.auth.state).accessToken) refreshFacts();
    });
    return () => {
      live = false;
    };
  }, []);
  // Read again once the ways to pay are in the payment store (the facts below read it).
  useAtomValue(stores.payment.state);
  const total = priced?.total.amount ?? null;
  const paymentStepApplies = stepApplies(
    definition,
    'payment',
    withDefaultFacts(factsOncePlaced(journeyFactsFromStores(stores), total)),
    {},
  );
  const payment = optionsRead ? summaryPayment({ paymentStepApplies, total }) : null;
  const paysHere = payment === 'card-here' || payment === 'confirm-here';
  // The ways to pay load with the tick that opens them (beside the order's creation), so the
  // summary's own load, which a bench page measures, carries none of them.
  useEffect(() => {
    if (paysHere && accepted) void loadPurchasePayment();
  }, [paysHere, accepted]);

  const checkoutMachine = useMemo(() => provideCheckoutMachine(services), [services]);
  const checkout = useActorRef(checkoutMachine, { input: checkoutInput(data) });
  const placing = useSelector(checkout, (snapshot) => checkoutView(snapshot, checkout.send));
  const body = useMemo(
    () => (priced ? checkoutOrderBody(selection, appliedPromoCodes(priced.promoCodes)) : null),
    [priced, selection],
  );
  const bodyFingerprint = body ? orderFingerprint(body) : null;
  const summaryData = useCallback(
    (orderRef: string, fingerprint: string) => ({
      termsAccepted: true,
      termsMode,
      orderRef,
      orderFingerprint: fingerprint,
    }),
    [termsMode],
  );

  function place() {
    if (!priced || !body) return;
    placing.place(body, priced, consentDocuments);
  }

  // Placed (created now, or the one this step made before for the same basket): on to payment,
  // when the journey pays on a step of its own.
  const { placed } = placing;
  useEffect(() => {
    if (!placed || payment !== 'next-step') return;
    next({ data: summaryData(placed.orderRef, placed.fingerprint) });
  }, [placed, next, payment, summaryData]);

  // The tick places the order for the basket shown; a creation that failed is tried again by the
  // button, not in a loop.
  const triedFor = useRef<string | null>(null);
  const wantsOrder =
    placesOnTick(payment ?? 'next-step', termsMode, accepted) &&
    Boolean(priced) &&
    !pricing &&
    !consentLoading;
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again only when the basket or the tick changes.
  useEffect(() => {
    if (!wantsOrder || !bodyFingerprint || placing.creating) return;
    if (placed?.fingerprint === bodyFingerprint || triedFor.current === bodyFingerprint) return;
    triedFor.current = bodyFingerprint;
    place();
  }, [wantsOrder, bodyFingerprint, placing.creating, placed?.fingerprint]);

  // The terms unticked close the payment opened under them, as "Change code" does; ticked again,
  // the basket is placed again (the same order, when it is the same basket).
  const { promoLocked, closePayment } = placing;
  useEffect(() => {
    if (accepted || !promoLocked) return;
    triedFor.current = null;
    closePayment();
  }, [accepted, promoLocked, closePayment]);

  // Kept with the step at once (not only when it is left), so a reload pays the same order.
  useEffect(() => {
    if (!placed || !paysHere) return;
    save(summaryData(placed.orderRef, placed.fingerprint));
  }, [placed, paysHere, save, summaryData]);

  // The order to pay here: the one placed for the basket shown, with the terms accepted.
  const payable =
    paysHere && placed && placed.fingerprint === bodyFingerprint && accepted && !placing.creating
      ? placed
      : null;
  const paid = useCallback(() => {
    if (!payable) return;
    next({ facts: { paymentStatus: 'success' }, data: summaryData(payable.orderRef, payable.fingerprint) });
  }, [next, payable, summaryData]);
  const payLater = useCallback(() => {
    if (!payable) return;
    next({ facts: { paymentStatus: 'failed' }, data: summaryData(payable.orderRef, payable.fingerprint) });
  }, [next, payable, summaryData]);

  return { payment, placing, payable, place, paid, payLater };
}
