import { lazy, Suspense, useMemo, useReducer, useState, type CSSProperties, type ReactNode } from "react";
import { Banner } from "../../components/ui/banner";
import {
  cartCount,
  cartReducer,
  cartTotal,
  toOrderItems,
  type Cart,
  type CartAction,
  type Modifiers,
} from "../../domain/cart";
import { isServedAt, minutesOfDay } from "../../domain/serving";
import { WAITER_REQUESTS, type WaiterRequest } from "../../domain/order-lines";
import { passesDietFilter } from "../../domain/dietary";
import { SEARCH_MIN_DISHES, matchesQuery, normalizeQuery } from "../../domain/menu-search";
import type { ChosenOptions } from "../../domain/option-groups";
import { fileUrl } from "../../data/api-url";
import { sentOrderIds } from "../../data/guest-orders";
import type { Menu, MenuDish } from "../../data/menu";
import { useHydrated } from "../../hooks/use-hydrated";
import { useOwnerPreview } from "./use-owner-preview";
import { useNow } from "../../hooks/use-now";
import { CategoryBar, categoryHeadingId } from "./category-bar";
import { DietFilter } from "./diet-filter";
import { DishItem } from "./dish-item";
import { DishSheet } from "./dish-sheet";
import { MenuSearch } from "./menu-search";
import { VenueCover } from "./venue-cover";
import { useActiveCategory } from "./use-active-category";
import { ModifierDialog } from "./modifier-dialog";
import { SentOrders } from "./my-orders";
import { OrderDialog } from "./order-dialog";
import { useDietFilter } from "./use-diet-filter";
import { useOrderSender } from "./use-order-sender";
import { useTableGroup } from "./use-table-group";
import { WaiterDialog } from "./waiter-dialog";
import { WelcomeToast } from "./welcome-toast";
import { LanguageSwitch } from "./language-switch";
import { loadGuestWords, useWords } from "./guest-words";
import { useMessageWords } from "./use-message-words";
import { useBottomBarHeight } from "./use-bottom-bar-height";
import { usePriceLists } from "./use-price-lists";

type Open = "none" | "order" | "waiter";

// "Your table" (docs/table-tab.md) is loaded only at a venue with table tabs.
// Back from paying online (docs/payments.md#the-receipt): loaded only when the URL names a receipt.
const ReceiptFromUrl = lazy(() => import("./receipt-dialog").then((m) => ({ default: m.ReceiptFromUrl })));
const TableGroupCard = lazy(() => import("./table-group").then((m) => ({ default: m.TableGroupCard })));
// The takeaway page's pickup time and name (docs/takeaway.md): loaded only at /{link}/takeaway.
const PickupFields = lazy(() => import("./pickup-fields").then((m) => ({ default: m.PickupFields })));

/**
 * A loaded menu: categories with the dishes served now, the cart, and the order/waiter dialogs.
 * Its first render is exactly the markup the server rendered (pb_hooks/lib/menu/guest-page.js mirrors
 * it), at the server's minute (`initialMinutes`), so the page takes it over without a flash; the
 * welcome toast, the dialogs and the phone's own clock come right after.
 */
export function MenuScreen({
  menu,
  tableNumber,
  footer,
  initialMinutes,
  initialWelcome,
  onLanguage,
}: {
  menu: Menu;
  tableNumber: string;
  footer: ReactNode;
  initialMinutes?: number;
  /** Whether the server rendered the welcome toast (undefined: the page decides). */
  initialWelcome?: boolean;
  /** The guest picked another menu language (docs/menu-and-serving-windows.md#menu-languages). */
  onLanguage?: (code: string) => void;
}) {
  const { venue } = menu;
  const { t, dir } = useWords();
  const m = useMessageWords(useWords().lang);
  // A refused waiting order's reason is the server's message: in the page's language too.
  const sendReason = (params?: Record<string, string>) => params && { ...params, reason: m(params.reason ?? "") };
  const bottomBar = useBottomBarHeight();
  const now = useNow();
  const isMounted = useHydrated();
  const isPreview = useOwnerPreview(venue.id);
  // The first render shows the minute the server rendered (the same markup); then the live clock.
  const minutes = !isMounted && initialMinutes !== undefined ? initialMinutes : minutesOfDay(now, menu.venue.timeZone);
  // A timed price list that holds now (docs/tax-and-receipts.md#price-lists) prices the dishes as
  // the server will: the normal price struck through, until the list's end.
  // Its rules load only at a venue with price lists (before the first render of a page that shows them).
  const lists = venue.money?.priceLists;
  const rules = usePriceLists(!!lists?.length);
  const day = lists?.length && rules ? rules.weekdayIn(now, venue.timeZone) : 0;
  const list = lists?.length && rules ? rules.activeList(lists, day, minutes) : null;
  const served = useMemo(
    () =>
      menu.dishes
        .filter((d) => isServedAt(d.timeServed, minutes))
        .map((d) => (rules && list ? rules.timedDish(d, list) : d)),
    [menu.dishes, minutes, list, rules],
  );
  // The guest's allergen / diet filter hides dishes from the list, never from the cart.
  const [diet, setDiet] = useDietFilter();
  const [hasReceipt, setHasReceipt] = useState(
    () => typeof window !== "undefined" && window.location.search.includes("receipt="),
  );
  // A venue that declared no tags at all gets no filter (it would only hide every dish).
  const hasTags = menu.dishes.some((d) => d.allergens?.length || d.dietary?.length);
  const shown = hasTags
    ? served.filter((d) => passesDietFilter({ allergens: d.allergens ?? [], dietary: d.dietary ?? [] }, diet))
    : served;
  // The search (long menus only) narrows what the filter left; the category bar follows what is shown.
  const [query, setQuery] = useState("");
  const normalized = normalizeQuery(query);
  const listed = normalized ? shown.filter((d) => matchesQuery(d, normalized)) : shown;
  const listedCategories = menu.categories.filter((c) => listed.some((d) => d.category === c.id));
  const { active, jump } = useActiveCategory(listedCategories.map((c) => c.id));
  const [opened, setOpened] = useState<MenuDish | null>(null);
  const [cart, dispatch] = useReducer(cartReducer<MenuDish>, [] as Cart<MenuDish>);
  const [open, setOpen] = useState<Open>("none");
  const [choosing, setChoosing] = useState<MenuDish | null>(null);
  // The guest's own orders are followed only once there is something to follow
  // (docs/guest-page.md#nothing-the-guest-has-not-asked-for).
  const [sendCount, setSendCount] = useState(0);
  // The venue's own takeaway page: no table, a pickup time and a name instead (docs/takeaway.md).
  const isTakeaway = tableNumber === "takeaway" && !!venue.takeaway;
  const [pickup, setPickup] = useState({ pickupDay: "", pickupAt: "", pickupName: "" });
  const sender = useOrderSender(
    venue.id,
    venue.publicLink,
    tableNumber,
    () => setSendCount((n) => n + 1),
    isTakeaway ? venue.takeaway?.payment === "online" : !!venue.payFirst,
  );
  const hasSent = sendCount > 0 || sender.pending.length > 0 || sentOrderIds(venue.id).length > 0;
  // A venue with table tabs: this phone's group (docs/table-tab.md); its + adds to the group cart.
  const group = useTableGroup(venue, tableNumber);

  // A line whose dish left the menu (sold out, deleted, outside its hours) cannot be sent.
  const unavailable = useMemo(() => {
    const ok = new Set(served.map((d) => d.id));
    return new Set(cart.filter((l) => !ok.has(l.dish.id)).map((l) => l.key));
  }, [cart, served]);

  const change = (action: CartAction<MenuDish>) => {
    // The order dialog closes by itself when its last line goes.
    if (cartReducer(cart, action).length === 0 && open === "order") setOpen("none");
    dispatch(action);
  };
  const add = (dish: MenuDish, modifiers: Modifiers = {}, options?: ChosenOptions, count = 1) => {
    setChoosing(null);
    setOpened(null);
    // A group cart (table tab) keeps the line's extras and options: the server prices and checks
    // them when they are added and again at the send, like a direct order (same line key).
    if (group.visitId) return void group.add(dish, modifiers, options, count);
    change(options ? { type: "add", dish, modifiers, options, count } : { type: "add", dish, modifiers, count });
  };
  const sendCart = async () => {
    if (await sender.send(toOrderItems(cart), cartTotal(cart), "orderSent", isTakeaway ? pickup : undefined)) {
      change({ type: "clear" });
      setOpen("none");
    }
  };
  const callWaiter = async (kind: WaiterRequest) => {
    // The call's title stays the spec's English (it is what the staff read); the guest is answered
    // in words of its own, not 'Order sent!'.
    const call = [{ dishId: kind, title: WAITER_REQUESTS[kind], price: 0, count: 1, modifiers: {} }];
    if (await sender.send(call, 0, "waiterCalled")) {
      setOpen("none");
    }
  };
  // After a refused waiting order: the banner goes and the guest is back at the top of the menu.
  const backToMenu = () => {
    sender.clearNotice();
    window.scrollTo({ top: 0 });
  };
  const count = cartCount(cart);
  const isDialogOpen = open !== "none" || choosing !== null || opened !== null;
  const sendError = sender.notice?.kind === "error" ? sender.notice : null;

  return (
    <div
      className="guest-page"
      lang={menu.lang}
      dir={dir === "rtl" ? "rtl" : undefined}
      style={venue.brandColor ? ({ "--brand": venue.brandColor } as CSSProperties) : undefined}
    >
      {(isMounted || initialWelcome !== undefined) && <WelcomeToast initialOpen={initialWelcome} />}
      {venue.cover && <VenueCover venue={venue} />}
      <header className="guest-header">
        {venue.logo && (
          <img
            className="guest-logo"
            src={fileUrl(venue, venue.logo, "100x100")}
            alt={t("logoAlt", { title: venue.menuTitle })}
            width={64}
            height={64}
          />
        )}
        <div>
          <h1>{venue.menuTitle}</h1>
          {venue.menuDescription && <p className="guest-description">{venue.menuDescription}</p>}
          <p className="guest-table">{isTakeaway ? t("takeaway") : t("table", { table: tableNumber })}</p>
        </div>
        <LanguageSwitch
          languages={venue.languages}
          lang={menu.lang}
          onChange={(code) => {
            // The words' chunk loads while the menu does: both arrive together, no mixed languages.
            void loadGuestWords(code);
            onLanguage?.(code);
          }}
        />
      </header>
      {served.length > SEARCH_MIN_DISHES && <MenuSearch query={query} matches={listed.length} onChange={setQuery} />}
      <CategoryBar categories={listedCategories} active={active} onJump={jump} />
      <main className="guest-main">
        {isMounted && isPreview && (
          <p className="owner-preview" role="note">
            You are signed in as this venue: orders you send here are test orders, left out of sales.
          </p>
        )}
        {isMounted && group.isTab && (
          <Suspense fallback={null}>
            <TableGroupCard g={group} table={tableNumber} currency={venue.currency} payOnline={!!venue.payOnline} />
          </Suspense>
        )}
        {isMounted && hasReceipt && (
          <Suspense fallback={null}>
            <ReceiptFromUrl onClose={() => setHasReceipt(false)} />
          </Suspense>
        )}
        {hasTags && <DietFilter filter={diet} hiddenCount={served.length - shown.length} onChange={setDiet} />}
        {listedCategories.map((c) => {
          const dishes = listed.filter((d) => d.category === c.id);
          return (
            <section key={c.id} className="category" lang={menu.lang} aria-labelledby={categoryHeadingId(c.id)}>
              <h2 id={categoryHeadingId(c.id)} tabIndex={-1}>
                {c.title}
              </h2>
              <ul className="dishes">
                {dishes.map((d) => (
                  <DishItem
                    key={d.id}
                    dish={d}
                    currency={venue.currency}
                    onAdd={(dish) =>
                      Object.keys(dish.modifiers).length || dish.optionGroups?.length ? setChoosing(dish) : add(dish)
                    }
                    onOpen={setOpened}
                  />
                ))}
              </ul>
            </section>
          );
        })}
        {served.length === 0 && <p className="empty">{t("noneServed")}</p>}
        {served.length > 0 && shown.length === 0 && <p className="empty">{t("noneMatchFilter")}</p>}
        {shown.length > 0 && listed.length === 0 && <p className="empty">{t("noneMatchSearch")}</p>}
        {isMounted && hasSent && (
          <SentOrders
            venueId={venue.id}
            currency={venue.currency}
            pending={sender.pending}
            version={sendCount}
            isTakeaway={isTakeaway}
          />
        )}
      </main>
      {footer}
      {/* Hidden under an open dialog; the button itself stays, so the dialog can give focus back to it. */}
      <div className="bottom-bar" hidden={isDialogOpen} ref={bottomBar}>
        {sender.notice && !isDialogOpen && (
          <Banner
            kind={sender.notice.kind}
            onClose={sender.clearNotice}
            closeLabel={t("dismiss")}
            action={
              sender.notice.isRefusedWaiting && (
                <button type="button" className="button small secondary" onClick={backToMenu}>
                  {t("backToMenu")}
                </button>
              )
            }
          >
            {t(sender.notice.word.key, sendReason(sender.notice.word.params))}
          </Banner>
        )}
        {/* Takeaway has no table to call a waiter to: the button only opens the order. */}
        <button
          type="button"
          className="button bottom-button"
          onClick={() => setOpen(count ? "order" : "waiter")}
          disabled={isTakeaway && !count}
        >
          {isDialogOpen ? null : count || isTakeaway ? t("viewAndSend", { count }) : t("callWaiter")}
        </button>
        {/* With a cart the waiter stays one tap away (e.g. to ask for the bill without emptying it). */}
        {count > 0 && !isDialogOpen && !isTakeaway && (
          <button type="button" className="button secondary bottom-waiter" onClick={() => setOpen("waiter")}>
            {t("callWaiter")}
          </button>
        )}
      </div>
      {isMounted && (
        <>
          <DishSheet dish={opened} currency={venue.currency} onAdd={add} onClose={() => setOpened(null)} />
          <ModifierDialog dish={choosing} currency={venue.currency} onAdd={add} onClose={() => setChoosing(null)} />
          <OrderDialog
            open={open === "order"}
            cart={cart}
            currency={venue.currency}
            unavailable={unavailable}
            isSending={sender.isSending}
            error={sendError}
            onIncrement={(key) => change({ type: "increment", key })}
            onDecrement={(key) => change({ type: "decrement", key })}
            onRemove={(key) => change({ type: "remove", key })}
            onSend={sendCart}
            payFirst={isTakeaway ? venue.takeaway?.payment === "online" : !!venue.payFirst}
            extra={
              isTakeaway && (
                <Suspense fallback={null}>
                  <PickupFields publicLink={venue.publicLink} value={pickup} onChange={setPickup} />
                </Suspense>
              )
            }
            sendDisabled={isTakeaway && (!pickup.pickupAt || !pickup.pickupName.trim())}
            onClose={() => setOpen("none")}
          />
          <WaiterDialog
            open={open === "waiter"}
            isSending={sender.isSending}
            error={sendError}
            onCall={callWaiter}
            onClose={() => setOpen("none")}
          />
        </>
      )}
    </div>
  );
}
