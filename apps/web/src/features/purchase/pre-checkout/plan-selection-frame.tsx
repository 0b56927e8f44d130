import { DEFAULT_SIM_TYPE } from '@senda/core/config';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../../design-system/checkbox/checkbox';
import { Stack } from '../../../design-system/layout/layout';
import { PageHeader } from '../../../design-system/page-header/page-header';
import type { FirstFrame } from '../../../shared/first-frame';
import { PlanListPlaceholder } from '../../catalogue/plan-list-placeholder';
import { SimTypeSection } from '../../catalogue/sim-type-choice';
import styles from './pre-checkout-screen.module.css';

/** The plans' section heading, the same in the screen and its frame. */
export function PlansHeading({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <h2 id={id} className={styles.sectionTitle}>
      {intl.formatMessage({ id: 'pre_checkout.plans.title' })}
    </h2>
  );
}

const keepDefault = () => {};

/** "Add extras to my plan", above the plans: the same box in the screen and its frame. */
export function ExtrasWanted({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Checkbox
      label={intl.formatMessage({ id: 'pre_checkout.addons.want' })}
      hint={intl.formatMessage({ id: 'pre_checkout.addons.want_hint' })}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * Plan selection's prerendered frame: the screen as a first visit sees it while the
 * catalogue loads, from the HTML alone. The SIM type cards with the default type and, under them,
 * the eSIM-compatibility notice in its generic words (true on any device: it says how to check),
 * which is the page's largest paint, below the coverage check's reserved line; then the extras box
 * and the plans' heading over the list's own placeholders.
 * Laid out as the screen is (same parts, same classes), so when the screen replaces it the notice
 * and the heading stay where they were painted. Nothing here can be chosen yet: the cards are inert.
 */
export function PlanSelectionFrame({ frame }: { frame: FirstFrame }) {
  const intl = useIntl();
  const plansHeadingId = useId();
  return (
    <div className={styles.form} aria-busy="true">
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage({ id: frame.titleId })}
          subtitle={frame.subtitleId ? intl.formatMessage({ id: frame.subtitleId }) : undefined}
        />
        {/* Inert: a tap on a SIM card before the screen is there would be lost when it replaces
            the frame, so the frame's cards take none, and are not offered to assistive technology
            until they work (aria-hidden too, for tools that read roles without inert). */}
        {/* The coverage check's closed line, which loads once the page has settled. */}
        <div className={styles.coverageSlot} />
        <div inert aria-hidden="true">
          <SimTypeSection value={DEFAULT_SIM_TYPE} onChange={keepDefault} esimCompatible={false} />
        </div>
        <div inert aria-hidden="true">
          <ExtrasWanted checked={false} onChange={keepDefault} />
        </div>
        <section aria-labelledby={plansHeadingId}>
          <Stack gap={4}>
            <PlansHeading id={plansHeadingId} />
            <PlanListPlaceholder columns={3} />
          </Stack>
        </section>
      </Stack>
    </div>
  );
}
