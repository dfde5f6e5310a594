import { StrictMode, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Starts React in `container`. A server-rendered guest menu (pb_hooks/lib/menu/guest-page.js) is taken
 * over as it is (no flash, no layout shift); every other page starts from an empty root.
 */
export function mount(container: HTMLElement, Entry: ComponentType, isServerRendered: boolean): void {
  const app = (
    <StrictMode>
      <Entry />
    </StrictMode>
  );
  if (isServerRendered) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error("guest page hydration", error),
    });
  } else {
    createRoot(container).render(app);
  }
}
