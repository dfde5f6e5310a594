import { useEffect, useState } from "react";

/** The current time, refreshed every `intervalMs` (default: each minute, on the minute). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, intervalMs - (Date.now() % intervalMs) + 50);
    };
    timer = setTimeout(tick, intervalMs - (Date.now() % intervalMs) + 50);
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
