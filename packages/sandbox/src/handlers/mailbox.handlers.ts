import { type HttpHandler, HttpResponse, http } from 'msw';
import type { MailRecord } from '../domain/sandbox-data.schema.ts';
import { mockJson } from './responses.ts';
import type { SandboxContext } from './sandbox-context.ts';

/** What the mailbox routes answer for a message: the record, with a readable time. */
export function mailView(mail: MailRecord) {
  return { ...mail, sentAt: new Date(mail.sentAt).toISOString() };
}

/**
 * The sandbox mailbox: every e-mail and SMS the fake gateway "sent", with its code, because none
 * leaves the machine. `?email=` (or `?to=` for a phone number) filters; no filter lists all.
 */
export function mailboxHandlers(ctx: SandboxContext): HttpHandler[] {
  const { mailbox } = ctx.state;
  const addressOf = (url: string) => {
    const query = new URL(url).searchParams;
    return query.get('email') ?? query.get('to') ?? query.get('phone') ?? undefined;
  };
  return [
    http.get(`${ctx.mocksBase}/mailbox`, ({ request }) => {
      ctx.state.fileDueNotices();
      const address = addressOf(request.url);
      const messages = address ? mailbox.listFor(address) : mailbox.list();
      return mockJson({ messages: messages.map(mailView) });
    }),
    http.get(`${ctx.mocksBase}/mailbox/latest`, ({ request }) => {
      ctx.state.fileDueNotices();
      const address = addressOf(request.url);
      const latest = address ? mailbox.listFor(address)[0] : mailbox.list()[0];
      return latest ? mockJson(mailView(latest)) : mockJson({ error: 'EMPTY_MAILBOX' }, 404);
    }),
    http.delete(`${ctx.mocksBase}/mailbox`, () => {
      mailbox.clear();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
