import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { GUEST_WORDS_EN, guestWord, textDirection, type GuestWordKey, type GuestWords } from "../../domain/guest-words";

// One small chunk per language (docs/guest-page.md#the-guests-language): fetched only when a
// guest reads the menu in it, never all of them in the guest's main chunk (npm run size).
const chunks = () => import("./word-chunks");

/** Loads the words of `code` (English, or a language without a chunk: the English words). */
export async function loadGuestWords(code: string): Promise<GuestWords> {
  return code === "en" ? GUEST_WORDS_EN : ((await (await chunks()).wordsChunk("guest", code)) ?? GUEST_WORDS_EN);
}

/** The words of the page in its language, and the language's code and direction. */
export interface PageWords {
  lang: string;
  dir: "ltr" | "rtl";
  t: (key: GuestWordKey, params?: Record<string, string | number>) => string;
}

const english: PageWords = { lang: "en", dir: "ltr", t: (key, params) => guestWord(GUEST_WORDS_EN, key, params) };
const WordsContext = createContext<PageWords>(english);

/** The guest page's words (English outside a provider). */
export function useWords(): PageWords {
  return useContext(WordsContext);
}

/**
 * The words of the menu's language `lang` for everything inside. `initial`: the words the server
 * rendered the page in (its JSON), so the first render matches the server's markup; another
 * language's words are loaded when the guest switches, the page's current words staying until
 * they are in (never a blank).
 */
export function GuestWordsProvider({
  lang,
  initial,
  children,
}: {
  lang: string | undefined;
  initial?: GuestWords;
  children: ReactNode;
}) {
  const code = lang || "en";
  const [loaded, setLoaded] = useState<{ code: string; words: GuestWords }>(() => ({
    code: initial ? code : "en",
    words: initial ?? GUEST_WORDS_EN,
  }));
  useEffect(() => {
    if (loaded.code === code) return;
    let alive = true;
    loadGuestWords(code).then(
      (words) => alive && setLoaded({ code, words }),
      (e: unknown) => console.error("guest words failed to load", e),
    );
    return () => {
      alive = false;
    };
  }, [code, loaded.code]);
  const words = loaded.words;
  const value: PageWords = {
    lang: loaded.code,
    dir: textDirection(loaded.code),
    t: (key, params) => guestWord(words, key, params),
  };
  return <WordsContext.Provider value={value}>{children}</WordsContext.Provider>;
}
