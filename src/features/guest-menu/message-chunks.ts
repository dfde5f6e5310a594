import { translateMessage, type MessageWords } from "../../domain/message-words";

// The server's messages in each language (docs/guest-page.md#the-servers-messages): this list, the
// English patterns and each language's words are lazy chunks, fetched only for a page in another
// language than English (npm run size).
const CHUNKS = import.meta.glob<MessageWords>("../../domain/message-words/*.ts", { import: "default" });

/** The message words of language `code`, or null when it has none (English). */
export async function messageChunk(code: string): Promise<MessageWords | null> {
  const chunk = CHUNKS[`../../domain/message-words/${code}.ts`];
  return chunk ? chunk() : null;
}

/** The first of the browser's languages `langs` ("de-AT", "fr") that has message words, else "en". */
export function browserLanguage(langs: readonly string[]): string {
  for (const l of langs) {
    const code = (l || "").toLowerCase().split("-")[0];
    const own = code === "nb" || code === "nn" ? "no" : code;
    if (own === "en") return "en";
    if (`../../domain/message-words/${own}.ts` in CHUNKS) return own;
  }
  return "en";
}

export { translateMessage };
