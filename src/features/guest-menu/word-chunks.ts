import type { GuestWords } from "../../domain/guest-words";
import type { TabWords } from "../../domain/tab-words";
import type { ReceiptWords } from "../../domain/receipt-words";
import type { TakeawayWords } from "../../domain/takeaway-words";

// Where each language's words are (docs/guest-page.md#the-guests-language): a chunk per language
// and catalogue, fetched only when a guest reads the page in that language. This list is a lazy
// chunk too, loaded at a language switch: 40 languages' file names would not fit in the guest's
// first download (npm run size counts it with the words).
const PAGE = import.meta.glob<GuestWords>("../../domain/guest-words/*.ts", { import: "default" });
const TAB = import.meta.glob<TabWords>("../../domain/tab-words/*.ts", { import: "default" });
const TAKEAWAY = import.meta.glob<TakeawayWords>("../../domain/takeaway-words/*.ts", { import: "default" });
const RECEIPT = import.meta.glob<ReceiptWords>("../../domain/receipt-words/*.ts", { import: "default" });

/** The catalogues of words: the page's, the table tab's (group card, bill), the takeaway page's, the receipt's. */
export type WordsKind = "guest" | "tab" | "takeaway" | "receipt";
interface KindWords {
  guest: GuestWords;
  tab: TabWords;
  takeaway: TakeawayWords;
  receipt: ReceiptWords;
}
const CHUNKS = { guest: PAGE, tab: TAB, takeaway: TAKEAWAY, receipt: RECEIPT };

/** The words of catalogue `kind` in language `code`, or null when it has none (English). */
export async function wordsChunk<K extends WordsKind>(kind: K, code: string): Promise<KindWords[K] | null> {
  const chunks = CHUNKS[kind] as Record<string, () => Promise<KindWords[K]>>;
  const chunk = chunks[`../../domain/${kind}-words/${code}.ts`];
  return chunk ? chunk() : null;
}
