import { useState, type FormEvent } from "react";
import { moneyRulesProblem, type MoneyRules } from "../../domain/money-rules";
import { saveMoneyRules } from "../../data/account";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";

/** The venue's details on its receipts (docs/tax-and-receipts.md#receipts): numbered receipts start once a legal name is set. */
export function ReceiptDetailsForm({ ownerId, rules }: { ownerId: string; rules: MoneyRules | null }) {
  const [problem, setProblem] = useState("");
  const { result, isBusy, submit, clear } = useSubmitStatus({});
  const r = rules?.receipt;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clear();
    const fd = new FormData(e.currentTarget);
    const receipt = {
      legalName: String(fd.get("legalName") ?? "").trim(),
      address: String(fd.get("address") ?? "").trim(),
      taxNumber: String(fd.get("taxNumber") ?? "").trim(),
    };
    const { receipt: _old, ...rest } = rules ?? {};
    void _old;
    const next: MoneyRules = receipt.legalName || receipt.address || receipt.taxNumber ? { ...rest, receipt } : rest;
    const p = moneyRulesProblem(next);
    if (p) return setProblem(p);
    setProblem("");
    await submit(() => saveMoneyRules(ownerId, Object.keys(next).length ? next : null), {
      success: "Receipt details saved.",
    });
  }

  return (
    <section className="card money-rules" aria-labelledby="receipt-details-title">
      <h2 id="receipt-details-title">Receipts</h2>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Receipt details">
        <label className="field">
          <span>Legal name</span>
          <input name="legalName" maxLength={120} defaultValue={r?.legalName ?? ""} />
        </label>
        <label className="field">
          <span>Address</span>
          <textarea name="address" maxLength={300} rows={3} defaultValue={r?.address ?? ""} />
        </label>
        <label className="field">
          <span>Tax number</span>
          <input name="taxNumber" maxLength={40} defaultValue={r?.taxNumber ?? ""} />
        </label>
        <p className="muted">
          Once a legal name is set, every share paid at a table gets a receipt number from one sequence without gaps.
        </p>
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Saving..." : "Save"}
        </button>
      </form>
    </section>
  );
}
