import { useState } from "react";
import { formatMoney } from "../../domain/money";
import { tipOf, TIP_PERCENTS } from "../../domain/split";
import type { VisitView } from "../../domain/visit";
import type { PartAsk } from "../../data/visits";
import type { TabWord } from "../../domain/tab-words";

/**
 * "Pay my part" (docs/table-tab.md#pay-your-part): before anybody asks for the bill, a member pays
 * the lines they ordered, with a tip, and may leave. The amount shown is a preview of this
 * member's unpaid lines; the server computes the part from the stored orders.
 */
export function PayMyPart({
  visit,
  me,
  currency,
  payOnline,
  isBusy,
  onAsk,
  w,
}: {
  visit: VisitView;
  me: number;
  currency: string;
  payOnline: boolean;
  isBusy: boolean;
  onAsk: (ask: PartAsk) => Promise<void>;
  w: TabWord;
}) {
  const [tip, setTip] = useState("0");
  const [method, setMethod] = useState<PartAsk["method"]>(payOnline ? "online" : "card");
  const money = (c: number) => formatMoney(c / 100, currency);
  const inParts = new Set((visit.parts ?? []).filter((p) => p.paid || p.n !== me).flatMap((p) => p.items));
  const mine = visit.lines.filter((l) => l.byN === me && !l.paid && !inParts.has(l.key));
  if (visit.status !== "open" || mine.length === 0) return null;
  // The tip is on the lines (with tax added where it is); the part also has the service charge
  // at a venue with one (the server's figure, docs/tax-and-receipts.md#the-bill).
  const linesDue = mine.reduce((s, l) => s + (l.dueCents ?? l.amountCents), 0);
  const amount = visit.partDue?.[String(me)] ?? linesDue;
  const tipped = tipOf(linesDue, { percent: Number(tip) });
  const tipCents = tipped.ok ? tipped.value : 0;
  const methods: [PartAsk["method"], string][] = [
    ...(payOnline ? ([["online", w("payNowOnline")]] as [PartAsk["method"], string][]) : []),
    ["card", w("cardAtTable")],
    ["cash", w("cashAtTable")],
  ];
  return (
    <form
      className="part-form"
      aria-labelledby="pay-my-part-title"
      onSubmit={(e) => {
        e.preventDefault();
        void onAsk({ method, tipPercent: Number(tip) });
      }}
    >
      <h3 id="pay-my-part-title">{w("leavingEarly")}</h3>
      <p className="muted">
        {mine.length === 1
          ? w("yourLine", { amount: money(amount) + (amount !== linesDue ? " (with service charge and tax)" : "") })
          : w("yourLines", {
              count: mine.length,
              amount: money(amount) + (amount !== linesDue ? " (with service charge and tax)" : ""),
            })}
      </p>
      <fieldset>
        <legend>{w("tipOnPart")}</legend>
        {TIP_PERCENTS.map((p) => (
          <label key={p} className="inline-check">
            <input type="radio" name="part-tip" checked={tip === String(p)} onChange={() => setTip(String(p))} /> {p}%
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{w("payPartBy")}</legend>
        {methods.map(([v, label]) => (
          <label key={v} className="inline-check">
            <input type="radio" name="part-method" checked={method === v} onChange={() => setMethod(v)} /> {label}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={isBusy}>
        {w("payMyPart", { amount: money(amount + tipCents) })}
      </button>
    </form>
  );
}
