import { Component, type ReactNode } from "react";

/**
 * Catches a render error below it and shows `fallback` instead of a blank screen. Pages under the
 * router have its error elements (src/app/route-error.tsx); this serves what renders without the
 * router (the guest menu opened from a QR code).
 */
interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { hasFailed: boolean }> {
  // Set in the constructor, not as a class field: a field costs the guest page Babel's helpers.
  constructor(props: Props) {
    super(props);
    this.state = { hasFailed: false };
  }

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
