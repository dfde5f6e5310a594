import { Component, type ReactNode } from "react";

/**
 * Catches a render error below it and shows `fallback` instead of a blank screen. Pages under the
 * router have its error elements (src/app/route-error.tsx); this serves what renders without the
 * router (the guest menu opened from a QR code).
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error("render error", error);
  }

  render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
