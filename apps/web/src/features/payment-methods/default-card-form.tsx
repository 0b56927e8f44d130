import { knownCardBrand } from '@senda/core/machines/payment';
import type { PaymentMethodsView } from '@senda/core/machines/payment-methods';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Button, CardBrandIcon, FormActions, RadioGroup, Stack } from '../../design-system';
import { useCardTexts } from './card-name';

/**
 * The card suggested first when paying: the saved cards that may be it (not expired; the current
 * default listed too), the choice kept on the form until Save (the machine decides whether it may).
 */
export function DefaultCardForm({ view }: { view: PaymentMethodsView }) {
  const intl = useIntl();
  const { name, expiry } = useCardTexts();
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? view.defaultId ?? '';
  const choices = view.defaultChoices;
  if (choices.length === 0) return null;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!choice || choice === view.defaultId) return;
    view.setDefault(choice);
    setPicked(null);
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap={5}>
        <RadioGroup
          legend={intl.formatMessage({ id: 'select_payment_methods.legend' })}
          variant="cards"
          value={choice}
          onChange={setPicked}
          options={choices.map((card) => {
            const description = expiry(card);
            return {
              value: card.paymentMethodId ?? card.key,
              label: name(card),
              icon: <CardBrandIcon brand={knownCardBrand(card.brand) ?? 'unknown'} />,
              ...(description ? { description } : {}),
              ...(card.isDefault
                ? {
                    aside: (
                      <Badge tone="brand">
                        {intl.formatMessage({ id: 'select_payment_methods.default_badge' })}
                      </Badge>
                    ),
                  }
                : {}),
            };
          })}
        />
        <FormActions>
          <Button
            type="submit"
            size="lg"
            disabled={!choice || choice === view.defaultId || view.pending?.kind === 'remove'}
            loading={view.pending?.kind === 'default'}
            loadingLabel={intl.formatMessage({ id: 'select_payment_methods.saving' })}
          >
            {intl.formatMessage({ id: 'select_payment_methods.save' })}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
