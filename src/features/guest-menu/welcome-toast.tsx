import { useEffect, useRef, useState } from "react";

const WELCOME_KEY = "draft_guest_welcome_seen";

function seenBefore(): boolean {
  try {
    if (localStorage.getItem(WELCOME_KEY)) return true;
    localStorage.setItem(WELCOME_KEY, "1");
  } catch {
    // No storage (private mode): show it, it just cannot be remembered.
  }
  return false;
}

/** Welcome on the first visit only (a flag in local storage); closes on × or a click outside it. */
export function WelcomeToast() {
  const [open, setOpen] = useState(() => !seenBefore());
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);
  if (!open) return null;
  return (
    <div ref={ref} className="welcome-toast" role="status">
      <p>
        {/* No venue title here: the page header's title must be the only text of that name. */}
        <strong>Welcome!</strong> Tap + to add dishes, then send your order with the button at the bottom.
      </p>
      <button type="button" className="icon-button" onClick={() => setOpen(false)}>
        ×<span className="visually-hidden"> Close welcome message</span>
      </button>
    </div>
  );
}
