import { useEffect, useState } from "react";

/** The language of a page before its menu is known: the browser's (message-chunks.ts). */
export const BROWSER = "browser";

// Each language's translation of the server's messages, once loaded (a module import is fetched once).
const loaded = new Map<string, (message: string) => string>();
const asSaid = (message: string) => message;

/**
 * A server's message (e.g. "Burger is sold out.") in language `lang` (the page's, `useWords().lang`;
 * BROWSER: the browser's first language the menu can offer, for the words before the menu), per
 * docs/guest-page.md#the-servers-messages. In English, or until the language's words are in, or
 * when they fail to load: the server's own text; an unknown message stays as the server said it.
 */
export function useMessageWords(lang: string): (message: string) => string {
  const [, rerender] = useState(0);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (lang === "en" || loaded.has(lang)) return;
    let alive = true;
    // A load that failed (the phone went offline while it was on its way) is tried again once the
    // browser is back online; meanwhile the server's own texts stay.
    const retry = () => alive && setAttempt((n) => n + 1);
    import("./message-chunks")
      .then((m) => m.messageWords(lang))
      .then(
        (translate) => {
          loaded.set(lang, translate);
          if (alive) rerender((n) => n + 1);
        },
        (e: unknown) => {
          console.error(e);
          window.addEventListener("online", retry, { once: true });
        },
      );
    return () => {
      alive = false;
      window.removeEventListener("online", retry);
    };
  }, [lang, attempt]);
  return (lang !== "en" && loaded.get(lang)) || asSaid;
}
