import { useEffect, useState } from "react";

export type WakeLockState = "on" | "off" | "unsupported";

/**
 * Keeps the screen on while the page is shown (Screen Wake Lock API, where the browser has it;
 * it needs HTTPS or localhost). The browser drops the lock when the tab is hidden: it is asked
 * for again each time the page becomes visible.
 */
export function useWakeLock(): WakeLockState {
  const isSupported = typeof navigator !== "undefined" && "wakeLock" in navigator;
  const [state, setState] = useState<WakeLockState>(isSupported ? "off" : "unsupported");
  useEffect(() => {
    if (!isSupported) return;
    let sentinel: WakeLockSentinel | null = null;
    let alive = true;
    const acquire = () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      navigator.wakeLock.request("screen").then(
        (s) => {
          if (!alive) {
            s.release().catch(() => {});
            return;
          }
          sentinel = s;
          setState("on");
          s.addEventListener("release", () => alive && setState("off"));
        },
        () => alive && setState("off"),
      );
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      alive = false;
      document.removeEventListener("visibilitychange", acquire);
      sentinel?.release().catch(() => {});
    };
  }, [isSupported]);
  return state;
}
