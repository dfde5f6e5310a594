import { lazy, Suspense, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { Banner } from "../../components/ui/banner";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { formatMoney } from "../../domain/money";
import { removeFromGroupCart, sendGroupCart } from "../../data/visits";
import { GroupMembers } from "./group-members";
import { LineChoices } from "./line-choices";
import "./table-group.css";
import { newestMember, type GroupNotice, type TableGroup } from "./use-table-group";
import { TAB_WORDS_EN, type TabWord } from "../../domain/tab-words";
import { fillWords } from "../../domain/guest-words";
import { useWords } from "./guest-words";
import { useMessageWords } from "./use-message-words";
import { useMoreWords } from "./use-more-words";
import { tabLabel } from "../../domain/tab-label";
import { mergeSent, useMemberVisit, type GroupGone } from "./use-member-visit";

// The invitation (its QR code) and the bill are loaded when opened: not part of the menu's first download.
const GroupInvite = lazy(() => import("./group-invite").then((m) => ({ default: m.GroupInvite })));
const BillDialog = lazy(() => import("./bill-dialog").then((m) => ({ default: m.BillDialog })));

const money = (cents: number, currency: string) => formatMoney(cents / 100, currency);
const englishTab: TabWord = (key, params) => fillWords(TAB_WORDS_EN[key], params);

/** What the phone says when it left its table's group without asking to (docs/table-tab.md#who-joins-and-why-invitation-decides-it), in the page's language `w`. */
export function goneText(why: GroupGone, table: string, w: TabWord = englishTab): string {
  return w(why === "removed" ? "goneRemoved" : why === "reset" ? "goneReset" : "goneGone", { table });
}

/**
 * "Your table" on the guest menu of a venue with table tabs (docs/table-tab.md): start a group
 * order or accept an invitation; for a member, the group's live cart, Send, and the bill.
 */
export function TableGroupCard({
  g,
  table,
  currency,
  payOnline = false,
}: {
  g: TableGroup;
  table: string;
  currency: string;
  payOnline?: boolean;
}) {
  const w = useMoreWords("tab", TAB_WORDS_EN);
  const { t } = useWords();
  if (g.visitId) return <MemberGroup g={g} currency={currency} payOnline={payOnline} />;
  const isJoining = g.joinCode !== "";
  // A phone removed from its group (or whose group the staff reset) is told at once, here.
  const gone = g.gone ? (
    <div className="banner banner-info" role="alert">
      <span>{goneText(g.gone, table, w)}</span>
      <button type="button" className="icon-button" aria-label={t("dismiss")} onClick={g.clearGone}>
        ×
      </button>
    </div>
  ) : null;
  // Only a phone that opened the table's QR link (its key) starts the group or orders onto the tab.
  if (!isJoining && !g.hasKey) {
    return (
      <section className="card table-group" aria-labelledby="table-group-title">
        {gone}
        <h2 id="table-group-title">{w("scanTitle")}</h2>
        <p>{w("scanText")}</p>
      </section>
    );
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get("name") ?? "");
    void (isJoining ? g.join(name) : g.start(name));
  };
  return (
    <section className="card table-group" aria-labelledby="table-group-title">
      {gone}
      <h2 id="table-group-title">{isJoining ? w("joinTitle", { table }) : w("startTitle")}</h2>
      <Notice notice={g.action.notice} onClose={() => g.action.setNotice(null)} />
      <p className="muted">{isJoining ? w("joinText") : w("startText")}</p>
      <form className="table-group-form" onSubmit={onSubmit}>
        <label>
          {w("firstName")}
          <input name="name" maxLength={30} autoComplete="given-name" />
        </label>
        <button type="submit" className="button" disabled={g.action.isBusy}>
          {isJoining ? w("join") : w("start")}
        </button>
      </form>
    </section>
  );
}

function Notice({ notice, onClose }: { notice: GroupNotice; onClose: () => void }) {
  const { t } = useWords();
  const m = useMessageWords(useWords().lang);
  if (!notice) return null;
  return (
    <Banner kind={notice.kind} onClose={onClose} closeLabel={t("dismiss")}>
      {m(notice.text)}
    </Banner>
  );
}

/** The fixed bar at the bottom of the guest page (menu-screen.tsx), where the group's bar goes. */
function bottomBar(): Element | null {
  return typeof document === "undefined" ? null : document.querySelector(".bottom-bar");
}

/**
 * A member's group: a compact card at the top (who orders together, the invitation), and a bar
 * that stays in view at the bottom while the guest scrolls the dishes: the group cart (its lines
 * with their choices, Send) and the bill, each in a dialog.
 */
function MemberGroup({ g, currency, payOnline }: { g: TableGroup; currency: string; payOnline: boolean }) {
  const [open, setOpen] = useState<"none" | "invite" | "bill" | "cart">("none");
  const w = useMoreWords("tab", TAB_WORDS_EN);
  const { t } = useWords();
  const live = useMemberVisit(g.visitId, g.leave);
  const act = g.action;
  const m = useMessageWords(useWords().lang);
  const run = async (fn: () => Promise<unknown>, done?: string) => {
    const ok = (await act.run(fn, done)) !== null;
    live.reload();
    return ok;
  };
  // The send answers what it changed: merged into the group shown, loaded only when it cannot be.
  const send = async (id: string, version: number) => {
    const answer = await act.run(() => sendGroupCart(id, version), t("orderSent"));
    if (answer === null) live.reload();
    else live.apply((data) => mergeSent(data, answer.visit));
    return answer !== null;
  };
  const member = newestMember(live.data, g.added);
  if (live.isLoading) return <Spinner label={w("loadingGroup")} />;
  if (!member) {
    return (
      <section className="card table-group">
        <p>{w("groupLoadFailed")}</p>
        <button type="button" className="button" onClick={live.reload}>
          {w("tryAgain")}
        </button>
      </section>
    );
  }
  const { visit, me, invite } = member;
  const meLabel = tabLabel(visit.members.find((m) => m.n === me)?.label ?? "", w);
  if (visit.status === "closed") {
    return (
      <section className="card table-group" aria-labelledby="table-group-title">
        <h2 id="table-group-title">{w("closedTitle")}</h2>
        <p>{w("closedText")}</p>
        <button type="button" className="button secondary" onClick={() => g.leave()}>
          {w("done")}
        </button>
      </section>
    );
  }
  const cart = visit.cart.lines;
  const cartCents = cart.reduce((s, l) => s + l.priceCents * l.count, 0);
  const cartCount = cart.reduce((s, l) => s + l.count, 0);
  const others = visit.members.filter((m) => m.n !== me).map((m) => tabLabel(m.label, w));
  const due = visit.dueCents ?? visit.totalCents;
  const bar = bottomBar();
  return (
    <section className="card table-group table-group-compact" aria-labelledby="table-group-title">
      <div className="table-group-head">
        <div>
          <h2 id="table-group-title">{w("groupTitle", { table: visit.table })}</h2>
          <p className="muted">
            {others.length ? w("youAreWith", { me: meLabel, others: others.join(", ") }) : w("youAre", { me: meLabel })}
          </p>
        </div>
        <button type="button" className="button small secondary" onClick={() => setOpen("invite")}>
          {w("inviteOthers")}
        </button>
      </div>
      <Notice notice={act.notice} onClose={() => act.setNotice(null)} />
      <GroupMembers visit={visit} me={me} busy={act.isBusy} run={run} w={w} />
      {bar &&
        createPortal(
          <div className="group-bar" role="group" aria-label={w("yourTable")}>
            <button type="button" className="button" onClick={() => setOpen("cart")}>
              {w("groupCartButton", { count: cartCount, amount: money(cartCents, currency) })}
            </button>
            <button type="button" className="button secondary" onClick={() => setOpen("bill")}>
              {w(visit.status === "billRequested" ? "billRequestedButton" : "billButton", {
                amount: money(due, currency),
              })}
            </button>
          </div>,
          bar,
        )}
      {open === "cart" && (
        <Dialog
          open
          title={w("groupCart")}
          closeLabel={t("close")}
          onClose={() => setOpen("none")}
          className="group-cart-dialog"
          actions={
            <button
              type="button"
              className="button"
              disabled={act.isBusy || cart.length === 0}
              onClick={async () => {
                if (await send(visit.id, visit.cart.version)) setOpen("none");
              }}
            >
              {w("sendGroupOrder", { amount: money(cartCents, currency) })}
            </button>
          }
        >
          {act.notice?.kind === "error" && <p role="alert">{m(act.notice.text)}</p>}
          {cart.length === 0 ? (
            <p className="empty">{w("cartEmpty")}</p>
          ) : (
            <ul className="group-cart" aria-label={w("groupCart")}>
              {cart.map((l) => (
                <li key={l.id}>
                  <span>
                    {l.title} × {l.count} <span className="muted">({tabLabel(l.by, w)})</span>
                    <LineChoices choices={l.choices} currency={currency} />
                  </span>
                  <span>{money(l.priceCents * l.count, currency)}</span>
                  <button
                    type="button"
                    className="button small secondary"
                    disabled={act.isBusy}
                    onClick={() => run(() => removeFromGroupCart(visit.id, l.id))}
                  >
                    {t("remove")}
                    <span className="visually-hidden">
                      {" "}
                      {w("addedBy", { title: l.title, name: tabLabel(l.by, w) })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      )}
      <Suspense fallback={null}>
        {open === "invite" && <GroupInvite code={invite} table={visit.table} w={w} onClose={() => setOpen("none")} />}
        {open === "bill" && (
          <BillDialog
            member={member}
            action={act}
            reload={live.reload}
            currency={currency}
            payOnline={payOnline}
            w={w}
            onClose={() => setOpen("none")}
          />
        )}
      </Suspense>
    </section>
  );
}
