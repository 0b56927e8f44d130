import { type CardEntryMachine, connectCardEntry } from '@senda/core/machines/payment';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { type CardDraft, CardEntryPhase, EMPTY_CARD_DRAFT } from './card-entry-phase';
import { PaymentLoadingPhase } from './payment-loading-phase';
import { samePaymentView } from './use-payment-machine';

/** The `tokenize` requests a card entry's parent emits (card update's collect child, add-a-card). */
interface TokenizeEmitter {
  on(
    type: 'tokenize',
    listener: (request: { message: unknown; targetOrigin: string }) => void,
  ): { unsubscribe(): void };
}

/**
 * A card typed in the provider's hosted fields when nothing is being paid (card update, a card
 * added to the payment methods): the payment form's card-entry view over a running card-entry
 * child (core's connectCardEntry), the hosted-fields frame's messages handed to it, and its
 * parent's tokenise requests posted into the frame. The number and security code stay in the
 * provider's frame; only the expiry is typed here, and it goes to the frame with Pay.
 */
export function CardEntryForm({
  cardEntry,
  tokenizer,
  submitLabel,
  submitLoadingLabel,
  onBack,
}: {
  cardEntry: ActorRefFrom<CardEntryMachine>;
  tokenizer: AnyActorRef & TokenizeEmitter;
  submitLabel: string;
  submitLoadingLabel: string;
  onBack?: (() => void) | undefined;
}) {
  const payment = useSelector(
    cardEntry,
    (snapshot) => connectCardEntry(snapshot, cardEntry.send),
    samePaymentView,
  );
  const hostedFieldsFrame = useRef<HTMLIFrameElement>(null);
  const [draft, setDraft] = useState<CardDraft>(EMPTY_CARD_DRAFT);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.source === null || event.source !== hostedFieldsFrame.current?.contentWindow) return;
      cardEntry.send({
        type: 'FRAME_MESSAGE',
        frame: 'hostedFields',
        origin: event.origin,
        data: event.data,
      });
    }
    window.addEventListener('message', onMessage);
    const tokenize = tokenizer.on('tokenize', ({ message, targetOrigin }) =>
      hostedFieldsFrame.current?.contentWindow?.postMessage(message, targetOrigin),
    );
    return () => {
      window.removeEventListener('message', onMessage);
      tokenize.unsubscribe();
    };
  }, [cardEntry, tokenizer]);

  if (payment.phase !== 'form') return <PaymentLoadingPhase statusMessageId={payment.statusMessageId} />;
  return (
    <CardEntryPhase
      payment={payment}
      draft={draft}
      onDraftChange={setDraft}
      hostedFieldsFrame={hostedFieldsFrame}
      onBack={onBack}
      submitLabel={submitLabel}
      submitLoadingLabel={submitLoadingLabel}
    />
  );
}
