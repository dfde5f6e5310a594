import { lazy, Suspense, useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import { formatMoney } from "../../domain/money";
import { planBill, TIP_PERCENTS, type BillRequest } from "../../domain/split";
import { askForBill, askForPart, takeItem, type MemberVisit } from "../../data/visits";
import { startCheckout } from "../../data/payments";
import type { useGroupAction } from "./use-table-group";
import { LineChoices } from "./line-choices";
import { PayMyPart } from "./pay-my-part";
import { tabLabel } from "../../domain/tab-label";
import type { TabWord } from "../../domain/tab-words";
import { useWords } from "./guest-words";
import { BillMoney } from "./bill-money";
import { RECEIPT_WORDS_EN } from "../../domain/receipt-words";
import { useMoreWords } from "./use-more-words";
import { useMessageWords } from "./use-message-words";

type Split = "whole" | "equal" | "items" | "amounts";

// A paid share's or part's receipt (docs/tax-and-receipts.md#receipts): its own chunk, on the tap.
const ReceiptView = lazy(() => import("./receipt-view").then((m) => ({ default: m.ReceiptView })));

/** The receipt `token` opened from the bill, in the page's language (the receipt's words load with it). */
function BillReceipt({ token, onClose }: { token: string; onClose: () => void }) {
  const w = useMoreWords("receipt", RECEIPT_WORDS_EN);
  return <ReceiptView token={token} w={w} onClose={onClose} />;
}

/** "Receipt" beside a paid share or part that has one. */
function ReceiptButton({
  token,
  label,
  w,
  onOpen,
}: {
  token?: string;
  label: string;
  w: TabWord;
  onOpen: (t: string) => void;
}) {
  if (!token) return null;
  return (
    <button type="button" className="button small" onClick={() => onOpen(token)}>
      {w("receipt")}
      <span className="visually-hidden"> {w("receiptOf", { label })}</span>
    </button>
  );
}

/** Cents of a typed amount ("12.5", "12,50"); NaN when it is not one. */
function centsOf(text: string): number {
  const t = text.trim().replace(",", ".");
  return /^\d+(\.\d{0,2})?$/.test(t) ? Math.round(Number(t) * 100) : NaN;
}

/**
 * The visit's bill on a member's phone (docs/table-tab.md#the-bill): every line, who ordered it,
 * the total; then "Ask for the bill" with the split, the tip and cash or card. The shares shown are
 * computed with the server's own function (src/domain/split.ts); the server's answer is what counts.
 */
export function BillDialog({
  member,
  action,
  reload,
  currency,
  payOnline = false,
  w,
  onClose,
}: {
  member: MemberVisit;
  action: ReturnType<typeof useGroupAction>;
  reload: () => void;
  currency: string;
  /** The venue takes payment online: each unpaid share offers "Pay now" (docs/payments.md). */
  payOnline?: boolean;
  /** The table tab's words in the page's language. */
  w: TabWord;
  onClose: () => void;
}) {
  const { visit, me } = member;
  const [receipt, setReceipt] = useState("");
  const g = {
    isBusy: action.isBusy,
    notice: action.notice,
    take: async (key: string, isTaking: boolean, isSharing = false) => {
      await action.run(() => takeItem(visit.id, key, isTaking, isSharing));
      reload();
    },
    // Pay now: the server computes the share's amount and answers the provider's hosted page.
    pay: async (share: number | { part: number }) => {
      const started = await action.run(() => startCheckout(visit.id, share));
      if (started) window.location.assign(started.url);
    },
    // Pay my part: the server computes the part from this member's unpaid lines.
    part: async (a: Parameters<typeof askForPart>[1]) => {
      const asked = await action.run(() => askForPart(visit.id, a), a.method === "online" ? undefined : w("partAsked"));
      reload();
      return asked?.part ?? null;
    },
    ask: async (a: Parameters<typeof askForBill>[1]) => {
      const ok = (await action.run(() => askForBill(visit.id, a), w("billAsked"))) !== null;
      reload();
      return ok;
    },
  };
  const money = (c: number) => formatMoney(c / 100, currency);
  // Members' and shares' labels from the server ("Guest 2", "Share 2 of 3") in the page's language.
  const tabText = (text: string) => tabLabel(text, w);
  const { t } = useWords();
  const m = useMessageWords(useWords().lang);
  const [split, setSplit] = useState<Split>("whole");
  const [parts, setParts] = useState(Math.max(2, visit.members.length));
  const [tip, setTip] = useState<string>("0");
  const [tipAmount, setTipAmount] = useState("");
  const [method, setMethod] = useState<"cash" | "card">("card");
  const [amounts, setAmounts] = useState<string[]>(() =>
    Array.from({ length: Math.max(2, visit.members.length) }, () => ""),
  );
  const amountCents = amounts.map(centsOf);
  const isCustomTip = tip === "amount";
  const tipCents = Math.round(Number(tipAmount.replace(",", ".")) * 100);
  const req: BillRequest = {
    split,
    parts,
    amounts: amountCents.map((c) => (Number.isFinite(c) ? c : -1)),
    tip: isCustomTip ? { cents: Number.isFinite(tipCents) ? tipCents : -1 } : { percent: Number(tip) },
    method,
  };
  // The bill is what is left to pay: lines of a paid part are out of it (docs/table-tab.md#pay-your-part).
  const due = visit.lines.filter((l) => !l.paid);
  const taken: Record<string, string[]> = {};
  for (const l of due) {
    const who = l.takers?.length ? l.takers.map((t) => String(t.n)) : l.takenByN ? [String(l.takenByN)] : [];
    if (who.length) taken[l.key] = who;
  }
  // At a venue with money rules a line costs its amount with tax added, and the bill has a
  // service charge (the server's figures: docs/tax-and-receipts.md#the-bill).
  const dueOf = (l: (typeof due)[number]) => l.dueCents ?? l.amountCents;
  const serviceCents = visit.money ? visit.money.dueCents - due.reduce((s, l) => s + dueOf(l), 0) : 0;
  const preview = planBill(
    due.map((l) => ({ key: l.key, amountCents: dueOf(l) })),
    taken,
    req,
    serviceCents,
  );
  const paidCents = visit.paidCents ?? 0;
  const earlyParts = visit.parts ?? [];
  const bill = visit.bill;
  const isLocked = !!bill && bill.shares.some((s) => s.paid);

  const submit = async () => {
    const ask = {
      split,
      method,
      ...(split === "equal" ? { parts } : {}),
      ...(split === "amounts" ? { amounts: amountCents } : {}),
      ...(isCustomTip ? { tipCents } : { tipPercent: Number(tip) }),
    };
    if (await g.ask(ask)) onClose();
  };

  return (
    <Dialog
      open
      title={w("billTitle", { table: visit.table })}
      closeLabel={t("close")}
      onClose={onClose}
      className="bill-dialog"
      actions={
        !isLocked && (
          <button type="button" className="button" disabled={g.isBusy || !preview.ok} onClick={submit}>
            {w("askBill")}
          </button>
        )
      }
    >
      {visit.lines.length === 0 ? (
        <p className="empty">{w("nothingOrdered")}</p>
      ) : (
        <ul className="bill-lines" aria-label={w("bill")}>
          {visit.lines.map((l) => {
            const takers = l.takers ?? [];
            const isMine = takers.some((t) => t.n === me);
            return (
              <li key={l.key}>
                <span>
                  {l.title} × {l.count} <span className="muted">({l.by})</span>
                  <LineChoices choices={l.choices} currency={currency} />
                </span>
                <span>{money(l.amountCents)}</span>
                {l.paid ? (
                  <span className="bill-paid">{w("paid")}</span>
                ) : (
                  split === "items" &&
                  !isLocked && (
                    <span className="bill-take">
                      {takers.length > 0 && !isMine && (
                        <span className="muted">
                          {w("takenBy", { names: takers.map((t) => tabText(t.label)).join(", ") })}{" "}
                        </span>
                      )}
                      {isMine && takers.length > 1 && (
                        <span className="muted">
                          {w("sharedBy", { names: takers.map((t) => tabText(t.label)).join(", ") })}{" "}
                        </span>
                      )}
                      <button
                        type="button"
                        className="button small secondary"
                        aria-pressed={isMine}
                        disabled={g.isBusy}
                        onClick={() => g.take(l.key, !isMine, takers.length > 0 && !isMine)}
                      >
                        {w(isMine ? "mine" : takers.length ? "share" : "take")}
                        <span className="visually-hidden"> {l.title}</span>
                      </button>
                    </span>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      {visit.money && visit.lines.length > 0 && <BillMoney money={visit.money} currency={currency} />}
      <p className="bill-total">
        {w("total")} <strong>{money(visit.totalCents)}</strong>
        {paidCents > 0 && (
          <>
            {" "}
            · {w("paidInParts", { amount: money(paidCents) })} · {w("leftToPay")}{" "}
            <strong>{money(visit.totalCents - paidCents)}</strong>
          </>
        )}
      </p>
      {earlyParts.length > 0 && (
        <ul className="bill-lines" aria-label={w("partsPaidEarly")}>
          {earlyParts.map((p) => (
            <li key={p.no}>
              <span>{w("partOf", { name: tabText(p.label) })}</span>
              <span>
                {money(p.amountCents + p.tipCents)}
                {p.tipCents > 0 && <span className="muted"> {w("inclTip", { amount: money(p.tipCents) })}</span>}
              </span>
              <span>
                {p.paid ? (
                  <>
                    <span className="bill-paid">{w(p.online ? "paidOnline" : "paid")}</span>{" "}
                    <ReceiptButton
                      token={p.receipt}
                      label={w("partOf", { name: tabText(p.label) })}
                      w={w}
                      onOpen={setReceipt}
                    />
                  </>
                ) : p.method === "online" && p.n === me && payOnline ? (
                  <button
                    type="button"
                    className="button small"
                    disabled={g.isBusy}
                    onClick={() => g.pay({ part: p.no })}
                  >
                    {w("payNow")}
                    <span className="visually-hidden"> {w("partOf", { name: tabText(p.label) })}</span>
                  </button>
                ) : (
                  <span className="muted">{w("staffComing", { method: w(`method.${p.method}`) })}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!bill && (
        <PayMyPart
          visit={visit}
          me={me}
          currency={currency}
          payOnline={payOnline}
          isBusy={g.isBusy}
          w={w}
          onAsk={async (a) => {
            const part = await g.part(a);
            if (part && a.method === "online") await g.pay({ part: part.no });
          }}
        />
      )}
      {bill && (
        <section aria-label={w("billRequested")}>
          <h3>{w(isLocked ? "paying" : "billRequested")}</h3>
          <ul className="bill-lines">
            {bill.shares.map((s, i) => (
              <li key={i}>
                <span>{tabText(s.label)}</span>
                <span>
                  {money(s.amountCents + s.tipCents)}
                  {s.tipCents > 0 && <span className="muted"> {w("inclTip", { amount: money(s.tipCents) })}</span>}
                </span>
                <span>
                  {s.paid ? (
                    <>
                      {w(s.online ? "paidOnline" : "paid")}{" "}
                      <ReceiptButton token={s.receipt} label={tabText(s.label)} w={w} onOpen={setReceipt} />
                    </>
                  ) : payOnline ? (
                    <button type="button" className="button small" disabled={g.isBusy} onClick={() => g.pay(i)}>
                      {w("payNow")}
                      <span className="visually-hidden"> {tabText(s.label)}</span>
                    </button>
                  ) : (
                    w(bill.method === "card" ? "cardAtTable" : "cashAtTable")
                  )}
                </span>
              </li>
            ))}
            <li className="bill-with-tip">
              <span>{w("totalWithTip")}</span>
              <strong>{money(bill.totalCents + bill.tipCents)}</strong>
            </li>
          </ul>
        </section>
      )}
      {!isLocked && (
        <fieldset className="bill-form">
          <legend>{w(bill ? "changeRequest" : "askBill")}</legend>
          <fieldset>
            <legend>{w("split")}</legend>
            {(
              [
                ["whole", w("splitWhole")],
                ["equal", w("splitEqual")],
                ["items", w("splitItems")],
                ["amounts", w("splitAmounts")],
              ] as const
            ).map(([v, label]) => (
              <label key={v} className="inline-check">
                <input type="radio" name="split" checked={split === v} onChange={() => setSplit(v)} /> {label}
              </label>
            ))}
          </fieldset>
          {split === "equal" && (
            <label>
              {w("people")}
              <input type="number" min={2} max={20} value={parts} onChange={(e) => setParts(Number(e.target.value))} />
            </label>
          )}
          {split === "amounts" && (
            <div className="bill-amounts">
              <label>
                {w("shareCount")}
                <input
                  type="number"
                  min={2}
                  max={20}
                  value={amounts.length}
                  onChange={(e) => {
                    const n = Math.max(2, Math.min(20, Number(e.target.value) || 2));
                    setAmounts((a) => Array.from({ length: n }, (_, i) => a[i] ?? ""));
                  }}
                />
              </label>
              {amounts.map((a, i) => (
                <label key={i}>
                  {w("shareN", { n: i + 1 })}
                  <input
                    inputMode="decimal"
                    value={a}
                    placeholder="0.00"
                    onChange={(e) => setAmounts((all) => all.map((x, j) => (j === i ? e.target.value : x)))}
                  />
                </label>
              ))}
            </div>
          )}
          <fieldset>
            <legend>{w("tip")}</legend>
            {TIP_PERCENTS.map((p) => (
              <label key={p} className="inline-check">
                <input type="radio" name="tip" checked={tip === String(p)} onChange={() => setTip(String(p))} /> {p}%
              </label>
            ))}
            <label className="inline-check">
              <input type="radio" name="tip" checked={isCustomTip} onChange={() => setTip("amount")} /> {w("amount")}
            </label>
            {isCustomTip && (
              <label>
                {w("tipAmount")}
                <input inputMode="decimal" value={tipAmount} onChange={(e) => setTipAmount(e.target.value)} />
              </label>
            )}
          </fieldset>
          <fieldset>
            <legend>{w("payBy")}</legend>
            {(["card", "cash"] as const).map((v) => (
              <label key={v} className="inline-check">
                <input type="radio" name="method" checked={method === v} onChange={() => setMethod(v)} />{" "}
                {w(v === "card" ? "cardAtTable" : "cashAtTable")}
              </label>
            ))}
          </fieldset>
          {preview.ok ? (
            <ul className="bill-lines" aria-label={w("shares")}>
              {preview.value.shares.map((s, i) => (
                <li key={i}>
                  <span>
                    {tabText(
                      (split === "items" ? visit.members.find((x) => String(x.n) === s.label)?.label : s.label) ?? "",
                    )}
                  </span>
                  <span>{money(s.amountCents + s.tipCents)}</span>
                </li>
              ))}
              <li className="bill-with-tip">
                <span>{w("totalWithTip")}</span>
                <strong>{money(preview.value.totalCents + preview.value.tipCents)}</strong>
              </li>
            </ul>
          ) : (
            <p role="alert" className="field-error">
              {preview.message}
            </p>
          )}
        </fieldset>
      )}
      {g.notice?.kind === "error" && <p role="alert">{m(g.notice.text)}</p>}
      {receipt && (
        <Suspense fallback={null}>
          <BillReceipt token={receipt} onClose={() => setReceipt("")} />
        </Suspense>
      )}
    </Dialog>
  );
}
