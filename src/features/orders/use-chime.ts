import { useCallback, useRef, useState } from "react";

const KEY = "draft_orders_chime";

/**
 * Optional sound for new orders (staff in a noisy room miss silent banners). Off by default,
 * remembered per browser. Web Audio needs a user gesture: the context is created when switched on.
 */
export function useChime(): { isOn: boolean; setOn: (on: boolean) => void; play: () => void } {
  const [isOn, setIsOn] = useState(() => {
    try {
      return localStorage.getItem(KEY) === "1";
    } catch {
      return false;
    }
  });
  const ctx = useRef<AudioContext | null>(null);

  const ensureContext = useCallback(() => {
    if (!ctx.current && typeof AudioContext !== "undefined") ctx.current = new AudioContext();
    if (ctx.current?.state === "suspended") ctx.current.resume().catch(() => {});
    return ctx.current;
  }, []);

  const setOn = useCallback(
    (on: boolean) => {
      setIsOn(on);
      try {
        localStorage.setItem(KEY, on ? "1" : "0");
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      if (on) ensureContext();
    },
    [ensureContext],
  );

  const play = useCallback(() => {
    if (!isOn) return;
    const ac = ensureContext();
    if (!ac) return;
    const start = ac.currentTime;
    [880, 1320].forEach((freq, i) => {
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      const t = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.16);
      osc.connect(gain).connect(ac.destination);
      osc.start(t);
      osc.stop(t + 0.17);
    });
  }, [isOn, ensureContext]);

  return { isOn, setOn, play };
}
