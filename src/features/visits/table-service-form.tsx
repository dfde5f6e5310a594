import type { FormEvent } from "react";
import { saveTableService } from "../../data/account";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { Banner } from "../../components/ui/banner";
import { useOwner } from "../../hooks/use-session";
import "./visits.css";

/** The table service form for the signed-in owner (nothing while the owner is loading). */
export function TableServiceSetting() {
  const owner = useOwner();
  return owner ? <TableServiceForm ownerId={owner.id} mode={owner.tableService} /> : null;
}

/** Settings: how the venue takes payment (docs/table-tab.md#the-setting). */
export function TableServiceForm({ ownerId, mode }: { ownerId: string; mode: "each" | "tab" }) {
  const { result, isBusy, submit, clear } = useSubmitStatus({});

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clear();
    const next = new FormData(e.currentTarget).get("tableService") === "tab" ? "tab" : "each";
    await submit(() => saveTableService(ownerId, next), {
      // With tabs, only a phone that opened a table's keyed QR code orders onto its tab
      // (docs/table-tab.md#the-tables-key): codes printed before keys existed only open the menu.
      success:
        next === "tab" && mode !== "tab"
          ? "Table service saved. Print your tables' QR codes again (Tables & QR > Print all tables): only the new codes let guests order onto a table's tab."
          : "Table service saved. It applies to tables that open from now on.",
      // A refusal the server explains (tabs do not charge tax added to prices nor a service charge
      // yet, docs/tax-and-receipts.md#not-wired-yet) is shown as it is.
      failure: (error) => (error.status === 400 && error.message ? error.message : "Failed to save the table service."),
    });
  }

  return (
    <section className="card" aria-labelledby="table-service-title">
      <h2 id="table-service-title">Table service</h2>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <form onSubmit={onSubmit} aria-label="Table service">
        <fieldset className="table-service-options">
          <legend className="visually-hidden">How guests pay</legend>
          <label>
            <input type="radio" name="tableService" value="each" defaultChecked={mode !== "tab"} /> Pay after each order
          </label>
          <label>
            <input type="radio" name="tableService" value="tab" defaultChecked={mode === "tab"} /> Table tab: pay at the
            end
          </label>
        </fieldset>
        <p className="muted">
          With a tab, a table's orders add up until you close it; guests can order together, see the bill and split it.
          A change applies to tables that open afterwards.
        </p>
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? "Saving..." : "Save"}
        </button>
      </form>
    </section>
  );
}
