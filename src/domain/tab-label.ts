// The labels the server gives a table tab's members and the bill's shares in English ("Guest 2",
// "Share 2 of 3", "Everyone": memberLabel in ./visit.ts, planBill in ./split.ts), in the guest's
// language (issue 37); a name a guest gave is shown as they wrote it.
import type { TAB_WORDS_EN } from "./tab-words";

type Say = (key: keyof typeof TAB_WORDS_EN, params?: Record<string, string | number>) => string;

/** A member's or a share's label from the server in `say`'s language (English: exactly as sent). */
export function tabLabel(text: string, say: Say): string {
  let m = /^Guest (\d+)$/.exec(text);
  if (m) return say("guestN", { n: m[1] });
  m = /^Share (\d+) of (\d+)$/.exec(text);
  if (m) return say("shareOf", { index: m[1], count: m[2] });
  return text === "Everyone" ? say("everyone") : text;
}
