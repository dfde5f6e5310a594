import type { VisitView } from "../../domain/visit";
import { removeFromGroup } from "../../data/visits";

/**
 * The group's phones, for the phone that started the group (docs/table-tab.md#the-staff-own-the-table):
 * it removes a phone it does not know (the invitation then changes). Nothing for the other phones.
 */
export function GroupMembers({
  visit,
  me,
  busy,
  run,
}: {
  visit: VisitView;
  me: number;
  busy: boolean;
  run: (fn: () => Promise<unknown>, done?: string) => Promise<unknown>;
}) {
  const others = visit.members.filter((m) => m.n !== me);
  if (visit.members[0]?.n !== me || others.length === 0) return null;
  return (
    <details className="group-members">
      <summary>Phones in this group ({visit.members.length})</summary>
      <p className="muted">Someone you do not know? Remove their phone: the invitation changes.</p>
      <ul aria-label="Phones in this group">
        {others.map((m) => (
          <li key={m.n}>
            <span>{m.label}</span>
            <button
              type="button"
              className="button small secondary"
              disabled={busy}
              onClick={() => {
                if (window.confirm(`Remove ${m.label}'s phone from the group?`)) {
                  void run(() => removeFromGroup(visit.id, m.n), `${m.label} was removed from the group.`);
                }
              }}
            >
              Remove <span className="visually-hidden">{m.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
