import type { VisitView } from "../../domain/visit";
import { removeFromGroup } from "../../data/visits";
import { tabLabel } from "../../domain/tab-label";
import type { TabWord } from "../../domain/tab-words";
import { useWords } from "./guest-words";

/**
 * The group's phones, for the phone that started the group (docs/table-tab.md#the-staff-own-the-table):
 * it removes a phone it does not know (the invitation then changes). Nothing for the other phones.
 */
export function GroupMembers({
  visit,
  me,
  busy,
  run,
  w,
}: {
  visit: VisitView;
  me: number;
  busy: boolean;
  run: (fn: () => Promise<unknown>, done?: string) => Promise<unknown>;
  w: TabWord;
}) {
  const { t } = useWords();
  const others = visit.members.filter((m) => m.n !== me);
  if (visit.members[0]?.n !== me || others.length === 0) return null;
  return (
    <details className="group-members">
      <summary>{w("phonesCount", { count: visit.members.length })}</summary>
      <p className="muted">{w("strangerText")}</p>
      <ul aria-label={w("phones")}>
        {others.map((m) => (
          <li key={m.n}>
            <span>{tabLabel(m.label, w)}</span>
            <button
              type="button"
              className="button small secondary"
              disabled={busy}
              onClick={() => {
                if (window.confirm(w("removeConfirm", { name: tabLabel(m.label, w) }))) {
                  void run(() => removeFromGroup(visit.id, m.n), w("removedDone", { name: tabLabel(m.label, w) }));
                }
              }}
            >
              {t("remove")} <span className="visually-hidden">{tabLabel(m.label, w)}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
