import type { MailRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/** `sentAt` defaults to now; a notice that fell due earlier is filed at the time it was due. */
export type OutgoingMessage = Omit<MailRecord, 'id' | 'sentAt'> & { sentAt?: number };

/**
 * Where e-mail and SMS go instead of leaving the machine. The newest message comes first; the
 * mailbox keeps a bounded number so a long demo does not grow the state file without end.
 */
export class Mailbox {
  constructor(private readonly store: StateStore) {}

  send(message: OutgoingMessage): MailRecord {
    const record: MailRecord = {
      ...message,
      id: this.store.nextId('msg_'),
      sentAt: message.sentAt ?? this.store.now(),
    };
    const { data, limits } = this.store;
    data.mailbox.unshift(record);
    if (data.mailbox.length > limits.mailboxSize) data.mailbox.length = limits.mailboxSize;
    this.store.changed();
    return record;
  }

  /**
   * Messages for one address (e-mail case-insensitively, phone numbers by digits), newest first
   * by when they were sent: a notice filed late at the time it fell due sorts there, not on top.
   */
  listFor(address: string): MailRecord[] {
    const wanted = normaliseAddress(address);
    return this.list().filter((mail) => normaliseAddress(mail.to) === wanted);
  }

  list(): MailRecord[] {
    // Stable: messages sent in the same millisecond keep the order they were sent in.
    return [...this.store.data.mailbox].sort((a, b) => b.sentAt - a.sentAt);
  }

  latestCodeFor(address: string): string | undefined {
    return this.listFor(address).find((mail) => mail.code !== undefined)?.code;
  }

  clear(): void {
    this.store.data.mailbox = [];
    this.store.changed();
  }
}

function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : trimmed.replace(/\D/g, '');
}
