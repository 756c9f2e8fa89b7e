import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode };

/**
 * PayPal's React components report a broken SDK by throwing during render. Caught here, such a
 * failure replaces only the payment block, never the order page around it.
 */
export class PaymentErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
