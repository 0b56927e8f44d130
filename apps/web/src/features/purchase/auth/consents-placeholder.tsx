import { Skeleton } from '../../../design-system/skeleton/skeleton';

/**
 * Where sign-up's consents go while the gateway's consent settings load (the screen) or before any
 * script has run (its prerendered frame): as tall as the one document sign-up asks for, a checkbox
 * with a two-line label and its "read" link, as a phone 360 px wide shows it in either language, so
 * the form and the guest checkout card under it keep their place when the consents arrive (at
 * 412 px the Spanish label fits one line: 16 px shorter).
 */
export function ConsentsPlaceholder() {
  return <Skeleton height="5.5125rem" />;
}
