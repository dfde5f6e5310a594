import { translateMessage, type MessageWords } from "../../domain/message-words";

// The server's messages in each language (docs/guest-page.md#the-servers-messages): this list, the
// English patterns and each language's words are lazy chunks, fetched only for a page in another
// language than English (npm run size).
const CHUNKS = import.meta.glob<MessageWords>("../../domain/message-words/*.ts", { import: "default" });
const path = (code: string) => `../../domain/message-words/${code}.ts`;

/** The first of the browser's languages `langs` ("de-AT", "fr") that has message words, else "en". */
export function browserLanguage(langs: readonly string[]): string {
  for (const l of langs) {
    const code = (l || "").toLowerCase().split("-")[0];
    const own = code === "nb" || code === "nn" ? "no" : code;
    if (own === "en") return "en";
    if (path(own) in CHUNKS) return own;
  }
  return "en";
}

/** The translation of the server's messages into `lang` ("browser": the browser's language; none: as said). */
export async function messageWords(lang: string): Promise<(message: string) => string> {
  const code = lang === "browser" ? browserLanguage(navigator.languages ?? [navigator.language]) : lang;
  const chunk = CHUNKS[path(code)];
  const words = chunk ? await chunk() : null;
  return (message) => translateMessage(message, words);
}
