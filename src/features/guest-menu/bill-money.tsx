import { formatMoney } from "../../domain/money";
import type { ReceiptMoney } from "../../domain/receipt-money";

/**
 * What the bill charges before the tip at a venue with money rules (docs/tax-and-receipts.md#the-bill):
 * the lines, the service charge, the tax per rate (added, or included) and what is due. The
 * server computes every figure; the phone shows them as they come.
 */
export function BillMoney({ money, currency }: { money: ReceiptMoney; currency: string }) {
  const show = (c: number) => formatMoney(c / 100, currency);
  const isAdded = money.mode === "exclusive";
  const taxed = money.rates.filter((r) => r.taxCents !== 0 || r.percent > 0);
  return (
    <ul className="bill-lines bill-money" aria-label="Left to pay, before the tip">
      <li>
        <span>Subtotal</span>
        <span>{show(money.subtotalCents)}</span>
      </li>
      {money.serviceCents > 0 && (
        <li>
          <span>Service charge {money.servicePercent}%</span>
          <span>{show(money.serviceCents)}</span>
        </li>
      )}
      {taxed.map((r) => (
        <li key={r.rate} className={isAdded ? undefined : "muted"}>
          <span>
            {isAdded ? "Tax" : "Incl. tax"} {r.name} {r.percent}%
          </span>
          <span>{show(r.taxCents)}</span>
        </li>
      ))}
      <li className="bill-with-tip">
        <span>Left to pay</span>
        <strong>{show(money.dueCents)}</strong>
      </li>
    </ul>
  );
}
