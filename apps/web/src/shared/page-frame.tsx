import { pageAccessToken, paymentGuard, requireLogin } from '@senda/core/navigation';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AppLayout, type AppLayoutProps } from '../layouts/app-layout';
import type { LayoutKind } from '../layouts/layout-kind';
import { useServices } from './services-context';

/**
 * Wraps a page in its layout and, for pages that need it, the login guard: no token →
 * /web/login?redirect={original path}. The decision is core's `requireLogin`.
 */
export function PageFrame({
  layout,
  guard,
  progress,
  width,
  faq,
  children,
}: {
  layout: LayoutKind | 'none';
  /** `login`: any authenticated page; `payment`: the spec's payment guard (login + stored path). */
  guard?: 'login' | 'payment' | undefined;
  progress?: AppLayoutProps['progress'];
  width?: AppLayoutProps['width'];
  faq?: AppLayoutProps['faq'];
  children: ReactNode;
}) {
  const { stores, config } = useServices();
  const location = useLocation();
  // A link's session counts on its link's pages only: elsewhere this is a visitor.
  const token = pageAccessToken(useAtomValue(stores.auth.state), location.pathname);
  const decision =
    guard === 'login'
      ? requireLogin({ location, accessToken: token })
      : guard === 'payment'
        ? paymentGuard({ location, accessToken: token })
        : undefined;
  if (decision?.kind === 'navigate') return <Navigate to={decision.to} replace />;
  if (decision?.kind === 'full-navigate') {
    window.location.assign(decision.to);
    return null;
  }
  if (layout === 'none') return <>{children}</>;
  return (
    <AppLayout
      kind={layout}
      helpCentreUrl={config.helpCentreUrl}
      signedIn={Boolean(token)}
      progress={progress}
      width={width}
      faq={faq}
    >
      {children}
    </AppLayout>
  );
}
