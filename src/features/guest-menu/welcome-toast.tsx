import { useEffect, useRef, useState } from "react";
import { useWords } from "./guest-words";

const WELCOME_KEY = "draft_guest_welcome_seen";

function seenBefore(): boolean {
  let seen = false;
  try {
    seen = !!localStorage.getItem(WELCOME_KEY);
    if (!seen) localStorage.setItem(WELCOME_KEY, "1");
  } catch {
    // No storage (private mode): show it, it just cannot be remembered.
  }
  try {
    // The same flag for the server, which renders the toast into the first paint of a first visit.
    document.cookie = "draft_welcome=1; path=/; max-age=31536000; samesite=lax";
  } catch {
    // cookies off: the server leaves the toast to the page
  }
  return seen;
}

/**
 * Welcome on the first visit only (a flag in local storage, and a cookie the server reads);
 * closes on × or a click outside it. `initialOpen`: what the server rendered (the first render
 * of a server-rendered page must show the same).
 */
export function WelcomeToast({ initialOpen }: { initialOpen?: boolean }) {
  const { t } = useWords();
  const [open, setOpen] = useState(() => {
    const seen = seenBefore();
    return initialOpen ?? !seen;
  });
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
        {/* One text node after <strong>, as the server writes it (pb_hooks/lib/menu/guest-page.js). */}
        <strong>{t("welcome")}</strong>
        {` ${t("welcomeText")}`}
      </p>
      <button type="button" className="icon-button" onClick={() => setOpen(false)}>
        ×<span className="visually-hidden">{` ${t("closeWelcome")}`}</span>
      </button>
    </div>
  );
}
