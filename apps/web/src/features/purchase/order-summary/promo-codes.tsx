import type { PromoCodeResult } from '@senda/core/gateway';
import { addPromoCode, promoRefusalMessageId, removePromoCode } from '@senda/core/purchase';
import { PROMO_CODE_MAX_LENGTH } from '@senda/core/validation';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Alert, Badge, Button, Card, IconClose, Stack, TextField } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import { useStepDraft } from '../../journey/use-step-draft';
import styles from './order-summary.module.css';

export interface PromoCodesProps {
  selected: readonly string[];
  /** What the last preview did with each code; a code not in it yet is being checked. */
  results: readonly PromoCodeResult[];
  max: number;
  checking: boolean;
  onChange: (codes: string[]) => void;
  onLimitReached: () => void;
  /** The checkout locks the codes while the placed order's payment is open (core's checkout). */
  locked?: boolean;
  /** "Change code": closes that payment, so the codes can change. */
  onUnlock?: () => void;
}

/**
 * The promo codes box: type a code and apply it (same rules as a code from the link), see which
 * codes were applied and which were refused and why, remove one. Its own small form, so Enter in
 * the code field applies the code instead of submitting the order. Locked, the field is read-only
 * (what was typed stays), Apply and the removals are off, and a hint says how to change them.
 */
export function PromoCodes({
  selected,
  results,
  max,
  checking,
  onChange,
  onLimitReached,
  locked = false,
  onUnlock,
}: PromoCodesProps) {
  const intl = useIntl();
  const format = useFormatters();
  const [code, setCode] = useStepDraft('promoCode', v.string(), () => '');
  const [error, setError] = useState<string | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    const result = addPromoCode(code, { selected, max });
    if (result.kind === 'added') {
      onChange(result.codes);
      setCode('');
      setError(null);
    } else if (result.kind === 'limit_reached') {
      setError(null);
      onLimitReached();
    } else {
      setError(result.messageId);
    }
  }

  return (
    <Card as="section" aria-labelledby="order-summary-promo">
      <Stack gap={4}>
        <h2 id="order-summary-promo" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'order_summary.promo.title' })}
        </h2>
        <form onSubmit={apply} className={styles.promoForm} noValidate>
          <TextField
            label={intl.formatMessage({ id: 'fields.promo_code' })}
            hint={intl.formatMessage({ id: 'order_summary.promo.hint' }, { max })}
            maxLength={PROMO_CODE_MAX_LENGTH}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) setError(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            readOnly={locked}
            error={error ? intl.formatMessage({ id: error }) : undefined}
            className={styles.promoField}
          />
          <Button type="submit" variant="secondary" className={styles.promoApply} disabled={locked}>
            {intl.formatMessage({ id: 'order_summary.promo.apply' })}
          </Button>
        </form>
        {selected.length > 0 && (
          <ul className={styles.promoList} aria-live="polite">
            {selected.map((selectedCode) => {
              const result = results.find(
                (entry) => entry.promo_code.toUpperCase() === selectedCode.toUpperCase(),
              );
              return (
                <li key={selectedCode} className={styles.promoItem}>
                  <div className={styles.promoText}>
                    <span className={styles.promoCode}>{selectedCode}</span>
                    {!result || checking ? (
                      <span className={styles.muted}>
                        {intl.formatMessage({ id: 'order_summary.promo.pending' })}
                      </span>
                    ) : result.status === 'APPLIED' ? (
                      <Badge tone="success">
                        {intl.formatMessage(
                          { id: 'order_summary.promo.applied' },
                          { amount: format.money(result.discount?.amount ?? 0) },
                        )}
                      </Badge>
                    ) : (
                      <span className={styles.refused}>
                        {intl.formatMessage({ id: promoRefusalMessageId(result.reason) })}
                      </span>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={locked}
                    onClick={() => onChange(removePromoCode(selected, selectedCode))}
                    aria-label={intl.formatMessage(
                      { id: 'order_summary.promo.remove' },
                      { code: selectedCode },
                    )}
                  >
                    <IconClose />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {locked && (
          <Alert
            tone="info"
            action={
              onUnlock && (
                <Button variant="secondary" size="sm" onClick={onUnlock}>
                  {intl.formatMessage({ id: 'order_summary.promo.change' })}
                </Button>
              )
            }
          >
            {intl.formatMessage({ id: 'order_summary.promo.locked' })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
