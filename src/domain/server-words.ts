// The guest page's words in every language that has them, for the server's render of the guest
// page (pb_hooks/lib/menu/guest-page.js through pb_hooks/lib/shared/domain-words.js, its own bundle: only the
// guest page's VM compiles it). The app loads one language at a time instead
// (src/features/guest-menu/guest-words.tsx).
import { GUEST_WORDS_EN, guestWord, textDirection, type GuestWordKey, type GuestWords } from "./guest-words";
import ar from "./guest-words/ar";
import de from "./guest-words/de";
import es from "./guest-words/es";
import fr from "./guest-words/fr";
import he from "./guest-words/he";
import it from "./guest-words/it";
import ja from "./guest-words/ja";
import nl from "./guest-words/nl";
import pl from "./guest-words/pl";
import pt from "./guest-words/pt";
import ru from "./guest-words/ru";
import tr from "./guest-words/tr";
import zh from "./guest-words/zh";

/** Every translated language's words (English is GUEST_WORDS_EN). */
export const TRANSLATED_WORDS: Readonly<Record<string, GuestWords>> = {
  ar,
  de,
  es,
  fr,
  he,
  it,
  ja,
  nl,
  pl,
  pt,
  ru,
  tr,
  zh,
};

/** The words of `code` when it has a translation (what the page's JSON carries), else null. */
export function translatedWords(code: string | undefined): GuestWords | null {
  return code && Object.prototype.hasOwnProperty.call(TRANSLATED_WORDS, code) ? TRANSLATED_WORDS[code] : null;
}

/** A text of the guest page in `code` (English without a translation), placeholders filled. */
export function guestText(code: string | undefined, key: GuestWordKey, params?: Record<string, string | number>) {
  return guestWord(translatedWords(code) ?? GUEST_WORDS_EN, key, params);
}

export { textDirection };
