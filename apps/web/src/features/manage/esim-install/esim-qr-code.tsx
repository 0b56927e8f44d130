import { encode } from 'uqr';
import styles from './esim-install-page.module.css';

/** The quiet zone scanners need around a QR code: 4 modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * The activation code as a QR code, drawn from the matrix of a maintained encoder (uqr) as one SVG
 * path, dark on white whatever the theme so every camera reads it. `label` is its text alternative.
 */
export function EsimQrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
