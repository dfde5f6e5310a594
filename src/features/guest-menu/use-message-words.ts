import { useEffect, useState } from "react";
import { useWords } from "./guest-words";
import type { MessageWords } from "../../domain/message-words";

type Translate = (message: string, words: MessageWords | null) => string;
interface Loaded {
  words: MessageWords | null;
  translate: Translate;
}

/** The language of a page before its menu is known: the browser's (src/features/guest-menu/message-chunks.ts). */
export const BROWSER = "browser";

// Each language's message words, fetched once per page (a failed fetch reads as English).
const loaded = new Map<string, Loaded>();
const loading = new Map<string, Promise<Loaded>>();

function load(lang: string): Promise<Loaded> {
  let p = loading.get(lang);
  if (!p) {
    p = import("./message-chunks")
      .then(async (m) => {
        // "browser": the page before its menu is known, in the browser's language when it can.
        const code = lang === BROWSER ? m.browserLanguage(navigator.languages ?? [navigator.language]) : lang;
        return { words: await m.messageChunk(code), translate: m.translateMessage };
      })
      .catch((e: unknown): Loaded => {
        console.error("message words failed to load", e);
        return { words: null, translate: (s) => s };
      })
      .then((l) => {
        loaded.set(lang, l);
        return l;
      });
    loading.set(lang, p);
  }
  return p;
}

/**
 * A server's message (e.g. "Burger is sold out.") in language `lang` (default: the page's; BROWSER:
 * the browser's first language the menu can offer, for the words before the menu), per
 * docs/guest-page.md#the-servers-messages. English, or until the language's words are in: the
 * server's own text; an unknown message stays as the server said it.
 */
export function useMessageWords(lang?: string): (message: string) => string {
  const page = useWords().lang;
  const code = lang ?? page;
  const [, rerender] = useState(0);
  const words = code === "en" ? undefined : loaded.get(code);
  useEffect(() => {
    if (code === "en" || loaded.has(code)) return;
    let alive = true;
    void load(code).then(() => alive && rerender((n) => n + 1));
    return () => {
      alive = false;
    };
  }, [code]);
  return (message) => (words ? words.translate(message, words.words) : message);
}
