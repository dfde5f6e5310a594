import { useCallback, useEffect, useState } from "react";
import { Banner } from "../../components/ui/banner";
import { Spinner } from "../../components/ui/spinner";
import { useConfirm } from "../../components/ui/confirm";
import {
  connectPayments,
  disconnectPayments,
  getPaymentsPanel,
  refreshPayments,
  setPaymentsOn,
  type PaymentsPanel,
} from "../../data/payments";
import { toUserError } from "../../data/errors";
import "./payments.css";

/**
 * Settings > Online payment (docs/payments.md#the-venue): connect the venue's own Stripe account
 * (Stripe's hosted onboarding), switch "Pay now" on the bill on or off, disconnect. Nothing shows
 * on a server whose operator has not configured payments.
 */
export function PaymentsSetting() {
  const [panel, setPanel] = useState<PaymentsPanel | null | undefined>(undefined);
  const [loadError, setLoadError] = useState("");
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [confirm, confirmDialog] = useConfirm();

  const run = useCallback(async (fn: () => Promise<PaymentsPanel | null>, done?: string) => {
    setBusy(true);
    setNotice(null);
    try {
      const next = await fn();
      if (next) setPanel(next);
      if (done) setNotice({ kind: "success", text: done });
    } catch (e) {
      setNotice({ kind: "error", text: toUserError(e).message });
      // Show what the server has (a switch flipped before the answer goes back).
      getPaymentsPanel()
        .then((p) => p && setPanel(p))
        .catch(() => {});
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    const back = new URLSearchParams(window.location.search).get("payments");
    const load = back ? refreshPayments() : getPaymentsPanel();
    load.then(setPanel).catch((e) => setLoadError(toUserError(e).message));
    if (back) window.history.replaceState(null, "", window.location.pathname);
  }, []);

  if (panel === null) return null;
  return (
    <section className="card payments-setting" aria-labelledby="payments-title">
      <h2 id="payments-title">Online payment</h2>
      {loadError && <Banner kind="error">{loadError}</Banner>}
      {panel === undefined && !loadError && <Spinner label="Loading online payment" />}
      {notice && <Banner kind={notice.kind}>{notice.text}</Banner>}
      {panel && (
        <>
          <p className="muted">
            Guests pay their bill, or their share with a tip, from their phone on Stripe&apos;s secure page. The money
            goes to your own Stripe account; Stripe charges its fees to you. Card details never reach this service.
          </p>
          {!panel.currencyOk && (
            <Banner kind="error">
              {panel.currencyProblem ||
                "Online payment needs your menu's currency as a three-letter code with cents (EUR, USD, GBP...)."}
            </Banner>
          )}
          {!panel.connected ? (
            <button
              type="button"
              className="button"
              disabled={isBusy || !panel.currencyOk}
              onClick={() =>
                run(async () => {
                  window.location.assign((await connectPayments()).url);
                  return null;
                })
              }
            >
              Connect with Stripe
            </button>
          ) : (
            <>
              <p>
                Stripe account <strong>{panel.account}</strong>
                {panel.country && ` (${panel.country})`}:{" "}
                {panel.ready ? "ready to take payments." : "not ready yet: finish Stripe's form."}
              </p>
              {panel.ready ? (
                <label className="inline-check payments-check">
                  <input
                    type="checkbox"
                    checked={panel.on}
                    disabled={isBusy}
                    onChange={(e) => {
                      const on = e.target.checked;
                      setPanel({ ...panel, on });
                      void run(() => setPaymentsOn(on), on ? "Guests can now pay from the bill." : "Pay now is off.");
                    }}
                  />{" "}
                  Guests can pay the bill from their phone (Pay now)
                </label>
              ) : null}
              {panel.ready && panel.on && !panel.tabs ? (
                <label className="inline-check payments-check">
                  <input
                    type="checkbox"
                    checked={panel.payFirst}
                    disabled={isBusy}
                    onChange={(e) => {
                      const payFirst = e.target.checked;
                      setPanel({ ...panel, payFirst });
                      void run(
                        () => setPaymentsOn(true, payFirst),
                        payFirst
                          ? "Orders now reach the kitchen once paid."
                          : "Orders reach the kitchen at once again.",
                      );
                    }}
                  />{" "}
                  Guests pay when they order (Pay and order): an order reaches the kitchen once paid
                </label>
              ) : null}
              {panel.ready ? null : (
                <div className="payments-actions">
                  <button
                    type="button"
                    className="button"
                    disabled={isBusy}
                    onClick={() =>
                      run(async () => {
                        window.location.assign((await connectPayments()).url);
                        return null;
                      })
                    }
                  >
                    Continue with Stripe
                  </button>
                  <button
                    type="button"
                    className="button secondary"
                    disabled={isBusy}
                    onClick={() => run(refreshPayments)}
                  >
                    Check again
                  </button>
                </div>
              )}
              <div className="payments-actions">
                <button
                  type="button"
                  className="button danger"
                  disabled={isBusy}
                  onClick={async () => {
                    const ok = await confirm({
                      title: "Disconnect Stripe?",
                      body: "Guests will no longer be able to pay from their phone. Payments already made stay in your Stripe account.",
                      confirmLabel: "Disconnect",
                    });
                    if (ok) await run(disconnectPayments, "Stripe disconnected.");
                  }}
                >
                  Disconnect Stripe
                </button>
              </div>
            </>
          )}
        </>
      )}
      {confirmDialog}
    </section>
  );
}
