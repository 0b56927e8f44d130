import type { LoadedMessages } from './messages/load-messages.ts';
import type { MergeResult } from './remote-merge.ts';

export type RemoteMessagesMerge = (bundled: LoadedMessages, remote: unknown) => MergeResult<LoadedMessages>;

/**
 * The remote-key merge, loaded when remote keys arrive: it checks each remote text with the ICU
 * parser, which a first visit with no remote keys never needs.
 */
export async function loadRemoteMessagesMerge(): Promise<RemoteMessagesMerge> {
  const { mergeRemoteMessagesParsed } = await import('./remote-messages.ts');
  return mergeRemoteMessagesParsed;
}
