import { PastRequests } from './past-requests';

/** /manage/past-port-out-service-request?orderRef=…: the requests to move the number elsewhere. */
export default function PastPortOutServiceRequestPage() {
  return (
    <PastRequests
      titleId="past_port_out.title"
      subtitleId="past_port_out.subtitle"
      emptyId="past_port_out.empty"
      type="PORT_OUT_REQUEST"
    />
  );
}
