// The guest page's words in every language that has them, for the server's render of the guest
// page (pb_hooks/lib/menu/guest-page.js through pb_hooks/lib/shared/domain-words.js, its own bundle: only the
// guest page's VM compiles it). The app loads one language at a time instead
// (src/features/guest-menu/guest-words.tsx).
import { GUEST_WORDS_EN, guestWord, textDirection, type GuestWordKey, type GuestWords } from "./guest-words";
import ar from "./guest-words/ar";
import bg from "./guest-words/bg";
import ca from "./guest-words/ca";
import cs from "./guest-words/cs";
import da from "./guest-words/da";
import de from "./guest-words/de";
import el from "./guest-words/el";
import es from "./guest-words/es";
import et from "./guest-words/et";
import fi from "./guest-words/fi";
import fr from "./guest-words/fr";
import ga from "./guest-words/ga";
import he from "./guest-words/he";
import hi from "./guest-words/hi";
import hr from "./guest-words/hr";
import hu from "./guest-words/hu";
import id from "./guest-words/id";
import is_ from "./guest-words/is";
import it from "./guest-words/it";
import ja from "./guest-words/ja";
import ko from "./guest-words/ko";
import lt from "./guest-words/lt";
import lv from "./guest-words/lv";
import mt from "./guest-words/mt";
import nl from "./guest-words/nl";
import no_ from "./guest-words/no";
import pl from "./guest-words/pl";
import pt from "./guest-words/pt";
import ro from "./guest-words/ro";
import ru from "./guest-words/ru";
import sk from "./guest-words/sk";
import sl from "./guest-words/sl";
import sq from "./guest-words/sq";
import sr from "./guest-words/sr";
import sv from "./guest-words/sv";
import th from "./guest-words/th";
import tr from "./guest-words/tr";
import uk from "./guest-words/uk";
import vi from "./guest-words/vi";
import zh from "./guest-words/zh";

/** Every translated language's words (English is GUEST_WORDS_EN). */
export const TRANSLATED_WORDS: Readonly<Record<string, GuestWords>> = {
  ar,
  bg,
  ca,
  cs,
  da,
  de,
  el,
  es,
  et,
  fi,
  fr,
  ga,
  he,
  hi,
  hr,
  hu,
  id,
  is: is_,
  it,
  ja,
  ko,
  lt,
  lv,
  mt,
  nl,
  no: no_,
  pl,
  pt,
  ro,
  ru,
  sk,
  sl,
  sq,
  sr,
  sv,
  th,
  tr,
  uk,
  vi,
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
