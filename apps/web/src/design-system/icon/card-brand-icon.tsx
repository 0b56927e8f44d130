import type { ReactNode } from 'react';
import styles from './icon.module.css';
import { type IconProps, Svg } from './svg';

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
  /** A spec brand, or undefined/'unknown' while the number does not say yet. */
  brand: CardBrandName | 'unknown' | undefined;
}

export function CardBrandIcon({ brand, ...props }: CardBrandIconProps) {
  return (
    <Svg {...props} viewBox={BRAND_BOX} extraClass={styles.brand} stroke={false}>
      {BRAND_ART[brand ?? 'unknown']}
    </Svg>
  );
}
