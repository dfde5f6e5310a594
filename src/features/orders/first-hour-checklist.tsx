import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { checklistSteps, type ChecklistStepKey } from "../../domain/checklist";
import { msg } from "../../domain/messages";
import { guestMenuUrl } from "../../domain/guest-menu-url";
import { dismissChecklist, loadChecklistStatus } from "../../data/checklist";
import { ORDERS_TOPIC } from "../../data/orders";
import { menuTopics } from "../../data/menu-admin";
import type { Owner } from "../../data/session";
import { firstTable, tablesTopic } from "../../data/tables";
import { useLiveList } from "../../hooks/use-live-list";

/**
 * A new venue's first hour on Orders (docs/storefront.md#first-hour-checklist): five steps, each a
 * link to its place, ticked by what the venue has done (re-read live as menu, tables and orders
 * change, and after any dialog closes, e.g. the notifications one). Dismissed, it never comes back.
 */
export function FirstHourChecklist({ owner }: { owner: Owner }) {
  const ownerId = owner.id;
  const load = useCallback(async () => {
    const [status, table] = await Promise.all([loadChecklistStatus(ownerId), firstTable(ownerId)]);
    return { ...status, firstTableNumber: table?.tableNumber ?? null };
  }, [ownerId]);
  const live = useLiveList(load, [ORDERS_TOPIC, tablesTopic, ...menuTopics], `checklist:${ownerId}`);
  const { reload } = live;
  useEffect(() => {
    // 'close' does not bubble: caught on the way down, from any dialog (the push bell's).
    document.addEventListener("close", reload, true);
    return () => document.removeEventListener("close", reload, true);
  }, [reload]);
  const [isHidden, setHidden] = useState(false);
  const [error, setError] = useState("");

  if (!owner.checklistOpen || isHidden || !live.data) return null;
  const d = live.data;
  const steps = checklistSteps({
    ...d,
    hasMenuInfo: owner.menuDescription.trim() !== "",
    qrPrinted: owner.qrPrinted,
  });
  const doneCount = steps.filter((s) => s.isDone).length;
  const guestUrl =
    d.firstTableNumber !== null ? guestMenuUrl(window.location.origin, owner.publicLink, d.firstTableNumber) : "";

  async function dismiss() {
    setError("");
    try {
      await dismissChecklist(ownerId);
      setHidden(true);
    } catch (e) {
      console.error("Checklist dismiss failed", e);
      setError(msg("checklistHideFailed"));
    }
  }

  const place = (key: ChecklistStepKey, label: string) => {
    switch (key) {
      case "menu":
        return <Link to="/editmenu">{label}</Link>;
      case "info":
        return <Link to="/editmenu#menu-info-title">{label}</Link>;
      case "tables":
        return <Link to="/tablesqr">{label}</Link>;
      case "test-order":
        return guestUrl ? (
          <a href={guestUrl} target="_blank" rel="noreferrer">
            {label}
          </a>
        ) : (
          <>
            {label} <span className="muted">(add a table first)</span>
          </>
        );
      case "notifications":
        return (
          <button
            type="button"
            className="link-button"
            onClick={() => document.querySelector<HTMLButtonElement>(".push-bell")?.click()}
          >
            {label}
          </button>
        );
    }
  };

  return (
    <section className="card first-hour" aria-labelledby="first-hour-title">
      <header className="first-hour-head">
        <h2 id="first-hour-title">Your first hour</h2>
        <p className="first-hour-count">
          {doneCount} of {steps.length} done
        </p>
      </header>
      {doneCount === steps.length && <p className="first-hour-done">All set: your venue is ready for guests.</p>}
      <ol className="first-hour-steps">
        {steps.map((s) => (
          <li key={s.key} className={s.isDone ? "is-done" : ""} data-step={s.key}>
            <span className="first-hour-tick" aria-hidden="true">
              {s.isDone ? "✓" : ""}
            </span>
            <span>
              {place(s.key, s.label)}
              <span className="visually-hidden">{s.isDone ? " (done)" : " (to do)"}</span>
            </span>
          </li>
        ))}
      </ol>
      {error && <p className="field-error">{error}</p>}
      <button type="button" className="button secondary small" onClick={dismiss}>
        Hide this checklist for good
      </button>
    </section>
  );
}
