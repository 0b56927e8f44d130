import { Skeleton } from '../../../design-system/skeleton/skeleton';

/**
 * Where sign-up's consents go while the gateway's consent settings load (the screen) or before any
 * script has run (its prerendered frame): as tall as the one document sign-up asks for, a checkbox
 * with a two-line label and its "read" link, as a phone 360–412 px wide shows it, so the form and
 * the guest checkout card under it keep their place when the consents arrive.
 */
export function ConsentsPlaceholder() {
  return <Skeleton height="5.5125rem" />;
}
