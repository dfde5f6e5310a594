import { useEffect, useState } from "react";
import { captureTableKey } from "../../data/table-key";
import { Spinner } from "../../components/ui/spinner";
import type { ServedMenu } from "../../data/menu";
import { MenuScreen } from "./menu-screen";
import { keepPageForOffline } from "./offline-cache";
import { useGuestMenu } from "./use-guest-menu";
import { GuestWordsProvider, useWords } from "./guest-words";
import { BROWSER, useMessageWords } from "./use-message-words";
import "./guest-menu.css";
import "./storefront.css";

/**
 * The public guest menu of a venue's table (docs/guest-page.md). `served` is the menu the server
 * rendered into the page (its first render shows exactly that, nothing is fetched for it).
 */
export function GuestMenuPage({
  publicLink,
  tableNumber,
  served,
}: {
  publicLink: string;
  tableNumber: string;
  served?: ServedMenu | null;
}) {
  // The table's key of the QR link (?k=), kept for this browser tab before anything is sent.
  useState(() => captureTableKey(publicLink, tableNumber));
  const state = useGuestMenu(publicLink, tableNumber, served);
  useEffect(() => {
    keepPageForOffline();
  }, []);
  // Before the menu (and its language) is known: the browser's language when the menu can offer it.
  // (An English browser fetches nothing for it.)
  const m = useMessageWords(state.kind === "ready" || /^en\b/.test(navigator.language) ? "en" : BROWSER);
  if (state.kind === "loading") return <Spinner fullScreen label={m("Loading the menu")} />;
  if (state.kind === "not-found") {
    return (
      <main className="guest-message">
        <h1>{m("Menu not found")}</h1>
        <p>{m("There is no menu at this address. Please scan the QR code on your table again or ask the staff.")}</p>
        <ProductFooter />
      </main>
    );
  }
  if (state.kind === "error") {
    return (
      <main className="guest-message">
        <h1>{m("The menu could not be loaded")}</h1>
        <p>{m("Please check your connection and try again.")}</p>
        <button type="button" className="button" onClick={state.retry}>
          {m("Try again")}
        </button>
      </main>
    );
  }
  return (
    <GuestWordsProvider lang={state.menu.lang} initial={served?.words}>
      <MenuScreen
        menu={state.menu}
        tableNumber={String(state.menu.tableNumber ?? tableNumber)}
        footer={<ProductFooter />}
        initialMinutes={state.menu === served?.menu ? served.minutes : undefined}
        initialWelcome={state.menu === served?.menu ? served.welcome : undefined}
        onLanguage={state.chooseLanguage}
      />
    </GuestWordsProvider>
  );
}

/** Footer link to the product site. */
function ProductFooter() {
  const { t } = useWords();
  return (
    <footer className="guest-footer">
      <a href="/">{t("footer")}</a>
    </footer>
  );
}
