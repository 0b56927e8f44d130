import { defineScenarios } from '../../domain/scenario-recipe.ts';

/** reschedule-delivery's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'failed-delivery': {
    description:
      'Physical SIM bought four days ago and sent to the door; in its delivery window (the date the failure and its e-mail give) nobody was there to receive it: the e-mailed reschedule link (links.rescheduleDelivery, a verification code, no sign-in) opens the rescheduling, where a new doorstep visit costs the redelivery fee and a store pick-up nothing',
    simType: 'physical_sim',
    delivery: 'doorstep',
    autoRenewal: true,
    failedDelivery: 'NOBODY_HOME',
    pages: ['manageOrder'],
  },
  'failed-delivery-courier': {
    description:
      "Physical SIM bought four days ago and sent to the door; in its delivery window (the date the failure and its e-mail give) the courier couldn't deliver it (the operator's failure): the e-mailed reschedule link opens the rescheduling, where a new doorstep visit is free",
    simType: 'physical_sim',
    delivery: 'doorstep',
    autoRenewal: true,
    failedDelivery: 'COURIER',
    pages: ['manageOrder'],
  },
});
