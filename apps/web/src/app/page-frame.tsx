import { requireLogin } from '@senda/core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AppLayout, type AppLayoutProps } from '../layouts/app-layout';
import type { LayoutKind } from '../layouts/layout-kind';
import { useServices } from './services-context';

/**
 * Wraps a page in its layout and, for pages that need it, the login guard (§2): no token →
 * /web/login?redirect={original path}. The decision is core's `requireLogin`.
 */
export function PageFrame({
  layout,
  guard,
  progress,
  faq,
  children,
}: {
  layout: LayoutKind | 'none';
  guard?: 'login' | undefined;
  progress?: AppLayoutProps['progress'];
  faq?: AppLayoutProps['faq'];
  children: ReactNode;
}) {
  const { stores, config } = useServices();
  const location = useLocation();
  const token = useAtomValue(stores.auth.state, { store: stores.store }).accessToken ?? undefined;
  if (guard === 'login') {
    const decision = requireLogin({ location, accessToken: token });
    if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  }
  if (layout === 'none') return <>{children}</>;
  return (
    <AppLayout
      kind={layout}
      helpCentreUrl={config.helpCentreUrl}
      signedIn={Boolean(token)}
      progress={progress}
      faq={faq}
    >
      {children}
    </AppLayout>
  );
}
