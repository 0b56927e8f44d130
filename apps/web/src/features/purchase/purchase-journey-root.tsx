import { channelToRecord, purchaseJourneyIdFor } from '@senda/core/purchase';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../shared/services-context';
import { JourneyRoot } from '../journey/journey-root';
import { PURCHASE_SCREENS } from './purchase-screens';

/**
 * The purchase's journey routes' layout: the journey for the customer's channel (web or retail,
 * recorded on opening the retail entry page), run with the purchase's screens.
 */
export function PurchaseJourneyRoot() {
  const services = useServices();
  const { pathname } = useLocation();
  const channel = useAtomValue(services.stores.auth.state).selectedChannel;
  const recordChannel = channelToRecord(channel, pathname);
  useEffect(() => {
    if (recordChannel) services.stores.store.set(services.stores.auth.setSelectedChannel, recordChannel);
  }, [recordChannel, services]);
  return <JourneyRoot journeyId={purchaseJourneyIdFor(channel, pathname)} screens={PURCHASE_SCREENS} />;
}
