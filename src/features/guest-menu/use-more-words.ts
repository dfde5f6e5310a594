import { use } from "react";
import { fillWords } from "../../domain/guest-words";
import { useWords } from "./guest-words";
import type { WordsKind } from "./word-chunks";

type Params = Record<string, string | number>;
type Words = Readonly<Record<string, string>> | null;

// Each part's words per language, fetched once per page (a failed fetch reads as null: English).
const loading = new Map<string, Promise<Words>>();
const loaded = new Map<string, Words>();

function load(kind: WordsKind, lang: string): Promise<Words> {
  const key = `${kind}:${lang}`;
  let words = loading.get(key);
  if (!words) {
    words = import("./word-chunks")
      .then((m) => m.wordsChunk(kind, lang) as Promise<Words>)
      .catch((e: unknown) => {
        console.error("words failed to load", e);
        return null;
      })
      .then((w) => {
        loaded.set(key, w);
        return w;
      });
    loading.set(key, words);
  }
  return words;
}

/**
 * The words of a part of the guest page that loads apart (the table tab's card and bill, the
 * takeaway page's pickup fields, the receipt), in the page's language
 * (docs/guest-page.md#the-guests-language): `english` is the part's own catalogue; in another
 * language the part suspends (its Suspense shows nothing) until that language's chunk is in, so it
 * never flashes English first; a chunk that fails to load leaves the English words.
 */
export function useMoreWords<K extends string>(
  kind: Exclude<WordsKind, "guest">,
  english: Readonly<Record<K, string>>,
): (key: K, params?: Params) => string {
  const { lang } = useWords();
  const key = `${kind}:${lang}`;
  const words = lang === "en" ? null : loaded.has(key) ? (loaded.get(key) ?? null) : use(load(kind, lang));
  return (k, params) => fillWords(words?.[k] || english[k], params);
}
