import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from "react";
import { emptyTimeOfDay, formatTimeOfDay } from "../../domain/format";
import { useDateStyle } from "../../hooks/use-date-style";
import { DateTimeInput } from "./date-time-box";

/**
 * A `time` box (serving times, price-list windows, takeaway hours) that reads at rest as the venue's
 * time ('17:00' for a German venue, not a US English browser's '05:00 PM'), the browser's own editing
 * when focused (DateTimeInput; docs/owner-screens.md#dates-and-times). Its value, name and events
 * are the plain input's 'HH:mm', controlled or not: the face follows whatever the box holds.
 */
export function TimeBox({ ref, ...input }: Omit<ComponentProps<"input">, "type">) {
  const style = useDateStyle();
  const box = useRef<HTMLInputElement | null>(null);
  const [held, setHeld] = useState(String(input.value ?? input.defaultValue ?? ""));
  // What the box holds once a new defaultValue (another dish) or controlled value is rendered.
  const { value, defaultValue } = input;
  useLayoutEffect(() => {
    const now = box.current?.value ?? "";
    if (now !== held) setHeld(now);
  }, [held, value, defaultValue]);
  // A form's reset puts the default back without an input event: read it once the reset is done.
  useEffect(() => {
    const form = box.current?.form;
    if (!form) return;
    let timer = 0;
    const onReset = () => {
      timer = window.setTimeout(() => setHeld(box.current?.value ?? ""), 0);
    };
    form.addEventListener("reset", onReset);
    return () => {
      form.removeEventListener("reset", onReset);
      window.clearTimeout(timer);
    };
  }, []);
  const { onChange } = input;
  return (
    <DateTimeInput
      {...input}
      ref={(el) => {
        box.current = el;
        if (typeof ref === "function") return ref(el);
        if (ref) ref.current = el;
      }}
      kind="time"
      // A value the face cannot read (with seconds) gets no face: the browser's own text.
      face={held ? formatTimeOfDay(held, style) : emptyTimeOfDay(style)}
      isEmpty={!held}
      onChange={(e) => {
        setHeld(e.currentTarget.value);
        onChange?.(e);
      }}
    />
  );
}
