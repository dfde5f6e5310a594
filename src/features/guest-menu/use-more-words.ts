import { useEffect, useState } from "react";
import { fillWords } from "../../domain/guest-words";
import { useWords } from "./guest-words";
import type { WordsKind } from "./word-chunks";

type Params = Record<string, string | number>;

/**
 * The words of a part of the guest page that loads apart (the table tab's card and bill, the
 * takeaway page's pickup fields), in the page's language (docs/guest-page.md#the-guests-language):
 * `english` is the part's own catalogue; another language's words are fetched when the part shows
 * in it, the English words showing until they are in.
 */
export function useMoreWords<K extends string>(
  kind: Exclude<WordsKind, "guest">,
  english: Readonly<Record<K, string>>,
): (key: K, params?: Params) => string {
  const { lang } = useWords();
  const [loaded, setLoaded] = useState<{ code: string; words: Readonly<Record<K, string>> | null }>({
    code: "en",
    words: null,
  });
  useEffect(() => {
    if (lang === "en" || loaded.code === lang) return;
    let alive = true;
    import("./word-chunks")
      .then((m) => m.wordsChunk(kind, lang))
      .then(
        (words) => alive && setLoaded({ code: lang, words: words as Readonly<Record<K, string>> | null }),
        (e: unknown) => console.error("words failed to load", e),
      );
    return () => {
      alive = false;
    };
  }, [kind, lang, loaded.code]);
  const words = loaded.code === lang ? loaded.words : null;
  return (key, params) => fillWords(words?.[key] || english[key], params);
}
