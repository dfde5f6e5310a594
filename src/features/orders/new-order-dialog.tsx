import { useState } from "react";
import type { Order } from "../../domain/orders";
import { randomId } from "../../data/guest-orders";
import { createStaffOrder, listTableShapes } from "../../data/orders";
import { msg } from "../../domain/messages";
import { useLoad } from "../../hooks/use-load";
import { Field } from "../../components/ui/field";
import { LoadError } from "../../components/ui/load-error";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { EditOrderDialog } from "./edit-order-dialog";

// The order's table is `tableSlug` on the server, the Table select here.
const FIELDS = { tableSlug: "table" };

interface Props {
  ownerId: string;
  publicLink: string;
  currency: string;
  /** A table to preselect (e.g. the table filter of the page), '' for none. */
  initialTable: string;
  onClose: () => void;
  /** Called with the stored order (the server's prices and total). */
  onCreated: (order: Order) => void;
}

/**
 * Staff order entry (docs/ordering.md#staff-orders): the Edit order editor with a table select above it.
 * The order is created through the guest's path, so the server prices it and applies the same refusals;
 * one request id per opened dialog makes a retried Save return the order already made.
 */
export function NewOrderDialog({ ownerId, publicLink, currency, initialTable, onClose, onCreated }: Props) {
  const tableList = useLoad(() => listTableShapes(ownerId), ownerId);
  const tables = tableList.data ?? null;
  const [table, setTable] = useState(/^\d+$/.test(initialTable) ? initialTable : "");
  const { error, setResult, fieldErrors, submit, clear } = useSubmitStatus(FIELDS);
  const setError = (text: string) => setResult({ kind: "error", text });
  const [requestId] = useState(() => randomId(32));

  const known = tables?.some((t) => String(t.tableNumber) === table) ?? false;
  const draft: Order = {
    id: "",
    user: ownerId,
    userSlug: publicLink,
    tableSlug: table,
    items: [],
    total: 0,
    started: false,
    finished: false,
    created: "",
    updated: "",
    finishedAt: "",
    currency,
  };

  return (
    <EditOrderDialog
      order={draft}
      ownerId={ownerId}
      currency={currency}
      title="New order"
      isServableOnly
      dishPicker="grid"
      error={error}
      onCancel={onClose}
      onSave={async (lines) => {
        if (!known) {
          setError("Choose a table.");
          throw new Error("no table");
        }
        if (lines.length === 0) {
          setError("Add at least one dish.");
          throw new Error("no lines");
        }
        const isCreated = await submit(async () => {
          const order = await createStaffOrder({
            ownerId,
            publicLink,
            tableNumber: Number(table),
            items: lines,
            clientRequestId: requestId,
          });
          onCreated(order);
        });
        if (!isCreated) throw new Error("not created");
      }}
    >
      <Field
        as="select"
        fieldClassName="field new-order-table"
        label="Table"
        className="input"
        value={known || tables === null ? table : ""}
        onChange={(e) => {
          setTable(e.target.value);
          clear();
        }}
        error={
          fieldErrors.table ||
          (tables !== null && tables.length === 0 ? "This venue has no tables yet: add one on Tables & QR." : "")
        }
      >
        <option value="">
          {tables === null
            ? tableList.hasFailed
              ? "Tables could not be loaded"
              : "Loading tables..."
            : "Choose a table"}
        </option>
        {tables?.map((t) => (
          <option key={t.id} value={String(t.tableNumber)}>
            Table {t.tableNumber}
          </option>
        ))}
      </Field>
      {tableList.hasFailed && <LoadError onRetry={tableList.reload}>{msg("tablesLoadFailed")}</LoadError>}
    </EditOrderDialog>
  );
}
