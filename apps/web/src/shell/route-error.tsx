import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Alert } from '../design-system/alert/alert';
import { Button } from '../design-system/button/button';
import { Stack } from '../design-system/layout/layout';
import { CompanyDetails } from '../layouts/company-details.lazy';
import styles from './shell.module.css';

/**
 * Last line of defence: a route that throws (a lazy chunk that failed to download on a flaky
 * network, most often) shows the technical-difficulties text with a reload, never a blank page.
 */
export function RouteError() {
  const intl = useIntl();
  return (
    <div className={styles.fullPage}>
      <Stack gap={4}>
        <Alert tone="danger" title={intl.formatMessage({ id: 'technical_difficulties.title' })}>
          {intl.formatMessage({ id: 'technical_difficulties.body' })}
        </Alert>
        <Button onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'technical_difficulties.reload' })}
        </Button>
        <CompanyDetails />
      </Stack>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

class ErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }
  // Another path is another chance, as the data router's error state was per navigation.
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The root route's error boundary: what throws below it shows RouteError until the path changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary pathname={useLocation().pathname}>{children}</ErrorBoundary>;
}
