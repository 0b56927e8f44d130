import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Button } from '../design-system';
import styles from './sandbox-mailbox.module.css';

/**
 * The sandbox demo build only: the OTP mailbox, because no e-mail or SMS leaves the sandbox. Lazy-loaded,
 * and absent from the production build (app-shell.tsx, shared/sandbox-build.ts).
 */
const MailboxSchema = v.object({
  messages: v.array(
    v.looseObject({
      id: v.string(),
      to: v.string(),
      code: v.optional(v.string()),
      sentAt: v.string(),
      channel: v.optional(v.string()),
    }),
  ),
});
type Mail = v.InferOutput<typeof MailboxSchema>['messages'][number];

export default function SandboxMailbox() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Mail[]>([]);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch('/mocks/mailbox', { headers: { Accept: 'application/json' } });
      const parsed = v.safeParse(MailboxSchema, await response.json());
      if (parsed.success) setMessages(parsed.output.messages.slice(0, 5));
    } catch {
      // The panel is a convenience; a sandbox that does not answer just shows nothing new.
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    void refresh();
    const timer = window.setInterval(() => void refresh(), 3000);
    return () => window.clearInterval(timer);
  }, [open, refresh]);

  return (
    <aside className={styles.panel} aria-label={intl.formatMessage({ id: 'sandbox.mailbox.title' })}>
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {intl.formatMessage({ id: 'sandbox.mailbox.toggle' })}
      </button>
      {open && (
        <div className={styles.body}>
          {messages.length === 0 ? (
            <p>{intl.formatMessage({ id: 'sandbox.mailbox.empty' })}</p>
          ) : (
            <ul className={styles.list}>
              {messages.map((mail) => (
                <li key={mail.id}>
                  <span data-testid="mailbox-code">
                    {intl.formatMessage(
                      { id: 'sandbox.mailbox.code_for' },
                      { code: mail.code ?? '—', email: mail.to },
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Button size="sm" variant="secondary" onClick={() => void refresh()}>
            {intl.formatMessage({ id: 'sandbox.mailbox.refresh' })}
          </Button>
        </div>
      )}
    </aside>
  );
}
