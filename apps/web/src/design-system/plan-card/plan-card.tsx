import { type ReactNode, useId } from 'react';
import { Badge, type BadgeTone } from '../badge/badge';
import { Button } from '../button/button';
import { IconCheck } from '../icon/screen-icons';
import { cx } from '../internal/cx';
import { Price } from '../price/price';
import styles from './plan-card.module.css';

export interface PlanCardBadge {
  label: string;
  tone?: BadgeTone;
}

export interface PlanCardProps {
  name: string;
  /** Data allowance, formatted ("10 GB", "Ilimitado"). */
  allowance: ReactNode;
  /** Validity, formatted ("30 días"). */
  validity?: ReactNode;
  description?: ReactNode;
  /** Formatted price; see Price. */
  price: string;
  priceSuffix?: ReactNode;
  originalPrice?: string;
  originalPriceLabel?: string;
  benefits?: readonly ReactNode[];
  /** E.g. { label: 'Prueba', tone: 'accent' } for a trial plan. */
  badges?: readonly PlanCardBadge[];
  selected: boolean;
  onSelect: () => void;
  /**
   * Button text when not chosen ("Elegir plan") and when chosen ("Plan elegido"). The text itself
   * carries the state (no aria-pressed, whose name must not change); the plan name is appended to
   * the accessible name so a list of cards does not read "Elegir plan" six times.
   */
  selectLabel: string;
  selectedLabel: string;
  /** Why the plan cannot be chosen (not offered for eSIM, trial already used); disables the button. */
  unavailableReason?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** A details link or terms under the button. */
  footer?: ReactNode;
  className?: string;
}

export function PlanCard({
  name,
  allowance,
  validity,
  description,
  price,
  priceSuffix,
  originalPrice,
  originalPriceLabel,
  benefits = [],
  badges = [],
  selected,
  onSelect,
  selectLabel,
  selectedLabel,
  unavailableReason,
  headingLevel = 3,
  footer,
  className,
}: PlanCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const buttonTextId = `${id}-button`;
  const reasonId = `${id}-reason`;
  const Heading = `h${headingLevel}` as const;
  const unavailable =
    unavailableReason !== undefined && unavailableReason !== null && unavailableReason !== '';
  return (
    <article
      className={cx(styles.root, selected && styles.selected, unavailable && styles.unavailable, className)}
      aria-labelledby={nameId}
    >
      {selected && (
        <span className={styles.check}>
          <IconCheck size="1.125rem" />
        </span>
      )}
      <div className={styles.header}>
        {badges.length > 0 && (
          <div className={styles.badges}>
            {badges.map((badge) => (
              <Badge key={badge.label} tone={badge.tone ?? 'brand'}>
                {badge.label}
              </Badge>
            ))}
          </div>
        )}
        <Heading id={nameId} className={styles.name}>
          {name}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <p className={styles.facts}>
        <span className={styles.allowance}>{allowance}</span>
        {validity && <span className={styles.validity}>{validity}</span>}
      </p>
      {benefits.length > 0 && (
        <ul className={styles.benefits}>
          {benefits.map((benefit, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: benefits are a static list for one plan.
            <li key={index} className={styles.benefit}>
              <IconCheck className={styles.benefitIcon} size="1.125rem" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Price
          amount={price}
          suffix={priceSuffix}
          originalAmount={originalPrice}
          originalLabel={originalPriceLabel}
          size="lg"
        />
        {unavailable && (
          <p id={reasonId} className={styles.unavailableReason}>
            {unavailableReason}
          </p>
        )}
        <Button
          variant={selected ? 'primary' : 'secondary'}
          fullWidth
          onClick={onSelect}
          disabled={unavailable}
          aria-labelledby={`${buttonTextId} ${nameId}`}
          aria-describedby={unavailable ? reasonId : undefined}
          iconStart={selected ? <IconCheck size="1.125rem" /> : undefined}
        >
          <span id={buttonTextId}>{selected ? selectedLabel : selectLabel}</span>
        </Button>
        {footer}
      </div>
    </article>
  );
}
