import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './icon.module.css';

export interface IconProps {
  /**
   * Accessible name. Without one the icon is decorative (aria-hidden), which is right whenever
   * text beside it already says the same thing.
   */
  title?: string;
  /** CSS length, e.g. '1rem' or '24px'. Defaults to 1.25rem (1.5rem for card brands). */
  size?: string;
  className?: string;
}

const sizeStyle = (size: string | undefined): CSSProperties | undefined =>
  size ? ({ '--icon-size': size } as CSSProperties) : undefined;

interface SvgProps extends IconProps {
  children: ReactNode;
  viewBox?: string;
  extraClass?: string | undefined;
  stroke?: boolean;
}

function Svg({
  title,
  size,
  className,
  children,
  viewBox = '0 0 24 24',
  extraClass,
  stroke = true,
}: SvgProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      className={cx(styles.root, extraClass, className)}
      style={sizeStyle(size)}
      viewBox={viewBox}
      xmlns="http://www.w3.org/2000/svg"
      fill="none"
      stroke={stroke ? 'currentColor' : undefined}
      strokeWidth={stroke ? 2 : undefined}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      {children}
    </svg>
  );
}

export function IconCheck(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function IconCheckCircle(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </Svg>
  );
}

export type ChevronDirection = 'down' | 'up' | 'left' | 'right';

export function IconChevron({ direction = 'down', ...props }: IconProps & { direction?: ChevronDirection }) {
  return (
    <Svg {...props} extraClass={direction === 'down' ? undefined : styles[direction]}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

export function IconArrowLeft(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Svg>
  );
}

export function IconClose(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

export function IconSim(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
      <rect x="9" y="11" width="7" height="7" rx="1" />
      <path d="M12.5 11v7M9 14.5h7" />
    </Svg>
  );
}

export function IconEsim(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="5" y="5" width="14" height="14" rx="2" />
      <rect x="9" y="9" width="6" height="6" rx="1" />
      <path d="M9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3" />
    </Svg>
  );
}

export function IconPhone(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M11 18h2" />
    </Svg>
  );
}

export function IconTruck(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2 6h11v10H2zM13 10h4l4 4v2h-8" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </Svg>
  );
}

export function IconStore(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 10v10h16V10M3 4h18l-1 6H4z" />
      <path d="M9.5 20v-5h5v5" />
    </Svg>
  );
}

export function IconInfo(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </Svg>
  );
}

export function IconWarning(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17v.01" />
    </Svg>
  );
}

export function IconError(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Svg>
  );
}

export function IconHelp(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.01" />
    </Svg>
  );
}

export function IconCard(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </Svg>
  );
}

export function IconSearch(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Svg>
  );
}

export function IconMail(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6l8.5 7 8.5-7" />
    </Svg>
  );
}

/* Card brands: small flat marks, not the licensed artwork, drawn so each brand is told apart at
   a glance. Brand names follow spec §3 (master is an alias of mastercard). */

export type CardBrandName = 'amex' | 'diners_club' | 'jcb' | 'master' | 'mastercard' | 'unionpay' | 'visa';

const BRAND_BOX = '0 0 38 24';

function BrandFrame({ fill, stroke }: { fill: string; stroke?: string }) {
  return <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" fill={fill} stroke={stroke} />;
}

const wordmark = (text: string, fill: string, size = 8.5, italic = false) => (
  <text
    x="19"
    y="15.2"
    textAnchor="middle"
    fill={fill}
    fontFamily="Arial, Helvetica, sans-serif"
    fontSize={size}
    fontWeight="700"
    fontStyle={italic ? 'italic' : undefined}
  >
    {text}
  </text>
);

const BRAND_ART: Record<CardBrandName | 'unknown', ReactNode> = {
  visa: (
    <>
      <BrandFrame fill="#1a1f71" />
      {wordmark('VISA', '#ffffff', 10, true)}
    </>
  ),
  mastercard: (
    <>
      <BrandFrame fill="#ffffff" stroke="#d6dedb" />
      <circle cx="15" cy="12" r="6.5" fill="#eb001b" />
      <circle cx="23" cy="12" r="6.5" fill="#f79e1b" />
      <path d="M19 6.9a6.5 6.5 0 0 1 0 10.2 6.5 6.5 0 0 1 0-10.2z" fill="#ff5f00" />
    </>
  ),
  master: null,
  amex: (
    <>
      <BrandFrame fill="#1f72cd" />
      {wordmark('AMEX', '#ffffff', 9)}
    </>
  ),
  diners_club: (
    <>
      <BrandFrame fill="#ffffff" stroke="#d6dedb" />
      <circle cx="19" cy="12" r="7" fill="none" stroke="#0079be" strokeWidth="1.6" />
      <path d="M17 7.6v8.8M21 7.6v8.8" stroke="#0079be" strokeWidth="1.6" />
    </>
  ),
  jcb: (
    <>
      <BrandFrame fill="#ffffff" stroke="#d6dedb" />
      <rect x="7" y="4" width="8" height="16" rx="2.5" fill="#0e4c96" />
      <rect x="15" y="4" width="8" height="16" rx="2.5" fill="#e21836" />
      <rect x="23" y="4" width="8" height="16" rx="2.5" fill="#009f3c" />
      {wordmark('JCB', '#ffffff', 7)}
    </>
  ),
  unionpay: (
    <>
      <BrandFrame fill="#ffffff" stroke="#d6dedb" />
      <path d="M9 4h7l-3 16H6z" fill="#e21836" />
      <path d="M16 4h7l-3 16h-7z" fill="#00447c" />
      <path d="M23 4h7l-3 16h-7z" fill="#007b84" />
    </>
  ),
  unknown: (
    <>
      <BrandFrame fill="#f4f7f6" stroke="#7d8a87" />
      <path d="M1 8h36" stroke="#7d8a87" strokeWidth="2.5" />
      <path d="M6 16h8" stroke="#7d8a87" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
};
BRAND_ART.master = BRAND_ART.mastercard;

export interface CardBrandIconProps extends IconProps {
  /** A spec §3 brand, or undefined/'unknown' while the number does not say yet. */
  brand: CardBrandName | 'unknown' | undefined;
}

export function CardBrandIcon({ brand, ...props }: CardBrandIconProps) {
  return (
    <Svg {...props} viewBox={BRAND_BOX} extraClass={styles.brand} stroke={false}>
      {BRAND_ART[brand ?? 'unknown']}
    </Svg>
  );
}
