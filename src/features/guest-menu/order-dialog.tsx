import type { ReactNode } from "react";
import { Dialog } from "../../components/ui/dialog";
import type { Notice } from "./use-order-sender";
import { cartTotal, lineTitle, unitPrice, type Cart } from "../../domain/cart";
import { formatMoney } from "../../domain/money";
import type { MenuDish } from "../../data/menu";
import { DishThumb } from "./dish-thumb";
import { useWords } from "./guest-words";
import { useMessageWords } from "./use-message-words";

interface OrderDialogProps {
  open: boolean;
  cart: Cart<MenuDish>;
  currency: string;
  /** Keys of lines whose dish can no longer be ordered (sold out, removed, outside its hours). */
  unavailable: ReadonlySet<string>;
  isSending: boolean;
  /** The last send's failure, shown in the dialog (the cart stays as it was). */
  error: Notice | null;
  onIncrement: (key: string) => void;
  onDecrement: (key: string) => void;
  onRemove: (key: string) => void;
  onSend: () => void;
  /** The venue takes payment with the order (docs/payments.md#pay-and-order): "Pay and order". */
  payFirst?: boolean;
  /** More fields before the total (the takeaway page's pickup time and name). */
  extra?: ReactNode;
  /** Send waits for them (e.g. no pickup time chosen yet). */
  sendDisabled?: boolean;
  onClose: () => void;
}

/** 'Your Order': the cart's lines with counts, the total and Send Order. */
export function OrderDialog(p: OrderDialogProps) {
  const { t } = useWords();
  const m = useMessageWords(useWords().lang);
  const blocked = p.cart.some((l) => p.unavailable.has(l.key));
  return (
    <Dialog
      open={p.open}
      title={t("yourOrder")}
      onClose={p.onClose}
      closeLabel={t("close")}
      className="order-dialog"
      actions={
        <button
          type="button"
          className="button"
          onClick={p.onSend}
          disabled={p.isSending || blocked || !!p.sendDisabled}
          aria-busy={p.isSending}
        >
          {t(p.payFirst ? "payAndOrder" : "sendOrder")}
        </button>
      }
    >
      <ul className="order-lines">
        {p.cart.map((line) => {
          const gone = p.unavailable.has(line.key);
          const extras = Object.keys(line.modifiers);
          return (
            <li key={line.key} className={`order-line${gone ? " is-unavailable" : ""}`}>
              <DishThumb dish={line.dish} size="50x50" />
              <div className="order-line-main">
                <span className="order-line-title">{lineTitle(line)}</span>
                {extras.length > 0 && <span className="order-line-extras">+ {extras.join(", ")}</span>}
                <span className="order-line-price">{formatMoney(unitPrice(line) * line.count, p.currency)}</span>
                {gone && <span className="order-line-gone">{t("noLongerAvailable")}</span>}
              </div>
              {gone ? (
                <button
                  type="button"
                  className="button small danger"
                  onClick={() => p.onRemove(line.key)}
                  aria-label={t("removeLine", { title: lineTitle(line) })}
                >
                  {t("remove")}
                </button>
              ) : (
                <div className="stepper" role="group" aria-label={t("lineCount", { title: lineTitle(line) })}>
                  <button
                    type="button"
                    className="step"
                    onClick={() => p.onDecrement(line.key)}
                    aria-label={t("oneLessOf", { title: lineTitle(line) })}
                  >
                    −
                  </button>
                  <span className="step-count" aria-live="polite">
                    {line.count}
                  </span>
                  <button
                    type="button"
                    className="step"
                    onClick={() => p.onIncrement(line.key)}
                    aria-label={t("oneMoreOf", { title: lineTitle(line) })}
                  >
                    +
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {p.error && (
        <p className="form-error" role="alert">
          {t(p.error.word.key, p.error.word.params)}
          {p.error.detail && <span className="send-error-detail"> {m(p.error.detail)}</span>}
        </p>
      )}
      {blocked && (
        <p className="form-error" role="alert">
          {t("someUnavailable")}
        </p>
      )}
      {p.extra}
      <p className="order-total">
        {t("total")} <strong>{formatMoney(cartTotal(p.cart), p.currency)}</strong>
      </p>
    </Dialog>
  );
}
