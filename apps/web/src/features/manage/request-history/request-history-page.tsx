import { PastRequests } from './past-requests';

/** /manage/past-service-requests?orderRef=…: every request made on the line, the transfer included. */
export default function PastServiceRequestsPage() {
  return (
    <PastRequests
      titleId="past_requests.title"
      subtitleId="past_requests.subtitle"
      emptyId="past_requests.empty"
    />
  );
}
