// A new venue's first hour (docs/storefront.md#first-hour-checklist): the steps of the checklist on
// Orders and when each one counts as done.

export type ChecklistStepKey = "menu" | "info" | "tables" | "test-order" | "notifications";

export interface ChecklistStep {
  key: ChecklistStepKey;
  label: string;
  isDone: boolean;
}

/** What the steps are decided from: the venue's records and the owner's own fields. */
export interface ChecklistFacts {
  hasCategory: boolean;
  hasDish: boolean;
  hasMenuInfo: boolean;
  hasTable: boolean;
  qrPrinted: boolean;
  hasTestOrder: boolean;
  hasNotifications: boolean;
}

/** The checklist's steps in the order a new venue does them, each ticked by what it needs. */
export function checklistSteps(f: ChecklistFacts): ChecklistStep[] {
  return [
    { key: "menu", label: "Add a category and a dish", isDone: f.hasCategory && f.hasDish },
    { key: "info", label: "Set your menu info", isDone: f.hasMenuInfo },
    { key: "tables", label: "Add tables and print their QR codes", isDone: f.hasTable && f.qrPrinted },
    { key: "test-order", label: "Open your menu as a guest and send a test order", isDone: f.hasTestOrder },
    { key: "notifications", label: "Turn on notifications for new orders", isDone: f.hasNotifications },
  ];
}
