import { createCardUpdateMachine } from '@senda/core/machines/card-update';

/** The flow's definition, compiled once (no journey file: the code, the card, the review). */
export const UPDATE_CARD_FLOW = createCardUpdateMachine();
