import { useState } from "react";
import { Banner } from "../../components/ui/banner";
import { useConfirm } from "../../components/ui/confirm";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../data/describe-error";
import {
  changeRole,
  listActivity,
  listMembers,
  reinvite,
  removeMember,
  type Invitation,
  type TeamMember,
} from "../../data/team";
import { formatOrderTime, toServerBound, zoneOffsetMinutes } from "../../domain/format";
import { stockSummaryText } from "../../domain/storage-groups";
import { useDateStyle } from "../../hooks/use-date-style";
import { ROLE_LABELS, type MemberRole } from "../../domain/team";
import { useLoad } from "../../hooks/use-load";
import { useOwner } from "../../hooks/use-session";
import { AddMemberForm } from "./add-member-form";
import { InvitationPanel } from "./invitation-panel";
import { ApprovalCodeCard } from "./approval-code-card";
import { CodeForm } from "./code-form";
import { RoleSelect } from "./role-select";
import "./team.css";

const ACTIONS: Record<string, string> = {
  start: "started",
  finish: "finished",
  edit: "edited",
  combine: "combined",
  delete: "deleted",
  stock: "added stock",
};

/** Today in the venue's time zone (the viewer's without one), as the server's UTC bounds [from, to). */
function todayBounds(timeZone: string, now = new Date()): [string, string] {
  // The venue's calendar day now: its wall clock read as if it were UTC.
  const wall = new Date(now.getTime() + zoneOffsetMinutes(now, timeZone) * 60_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const next = new Date(wall.getTime() + 24 * 3600 * 1000);
  return [toServerBound(`${day(wall)}T00:00`, false, timeZone), toServerBound(`${day(next)}T00:00`, false, timeZone)];
}

/**
 * The Team page (owner only): the venue's members with their roles, adding and removing them, a
 * member's invitation link, and today's activity (docs/security-and-isolation.md#team-members-and-roles).
 */
export function TeamPage() {
  const isOwner = useOwner()?.role === "owner";
  const dateStyle = useDateStyle();
  const [version, setVersion] = useState(0);
  // A manager sees the day's activity; the members are the owner's to manage.
  const members = useLoad(listMembers, isOwner ? `members-${version}` : null);
  const [from, to] = todayBounds(dateStyle.timeZone);
  const activity = useLoad(() => listActivity(from, to), `activity-${from}-${version}`);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [failure, setFailure] = useState("");
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [confirm, confirmDialog] = useConfirm();
  const reload = () => setVersion((v) => v + 1);

  async function onRemove(m: TeamMember) {
    const ok = await confirm(
      m.isInvitation
        ? {
            title: `Withdraw ${m.name}'s invitation?`,
            body: "The invitation link stops working. You can invite the address again later.",
            confirmLabel: "Withdraw",
          }
        : {
            title: `Remove ${m.name}?`,
            body: `${m.name} is signed out of this venue at once, everywhere. Their other venues keep them.`,
            confirmLabel: "Remove",
          },
    );
    if (!ok) return;
    setFailure("");
    try {
      await removeMember(m.id, m.isInvitation);
      if (invitation?.member.id === m.id) setInvitation(null);
      reload();
    } catch (e) {
      setFailure(describeError(e));
    }
  }

  async function onRole(m: TeamMember, role: MemberRole) {
    setFailure("");
    try {
      await changeRole(m.id, role);
      setNotice(`${m.name} is now ${ROLE_LABELS[role]}.`);
      reload();
    } catch (e) {
      setFailure(describeError(e));
    }
  }

  async function onReinvite(id: string) {
    setFailure("");
    try {
      setInvitation(await reinvite(id));
    } catch (e) {
      setFailure(describeError(e));
    }
  }

  return (
    <div className="team-page">
      <h1>Team</h1>
      <p className="team-intro">
        {isOwner ? "" : "Only the owner adds and removes members. "}
        Each member is invited at their email address and signs in with their own password (one login for all the venues
        they work at), reaching only what their role here allows. The owner account stays the venue&apos;s one owner.
      </p>
      {failure && (
        <Banner kind="error" onClose={() => setFailure("")}>
          {failure}
        </Banner>
      )}
      {notice && (
        <Banner kind="success" onClose={() => setNotice("")}>
          {notice}
        </Banner>
      )}
      {invitation && <InvitationPanel invitation={invitation} onClose={() => setInvitation(null)} />}
      {isOwner && (
        <div className="team-grid">
          <AddMemberForm
            onAdded={(inv) => {
              setInvitation(inv);
              reload();
            }}
          />
          <section className="card" aria-labelledby="members-title">
            <h2 id="members-title">Members</h2>
            {members.hasFailed ? (
              <LoadError onRetry={members.reload}>The team could not be loaded.</LoadError>
            ) : members.data === undefined ? (
              <Spinner label="Loading the team" />
            ) : members.data.length === 0 ? (
              <p>No members yet: the venue is yours alone.</p>
            ) : (
              <ul className="team-members">
                {members.data.map((m) => (
                  <li key={m.id}>
                    <div>
                      <strong>{m.name}</strong>{" "}
                      <RoleSelect
                        name={m.name}
                        role={m.role}
                        isDevice={m.isDevice}
                        onChange={(role) => onRole(m, role)}
                      />
                      {m.isDevice && <span className="team-role team-device">Shared device</span>}
                      <div className="team-email">
                        {m.isDevice ? (m.hasJoined ? "" : "not signed in yet") : m.email}
                        {m.isInvitation && " · invited, not accepted yet"}
                      </div>
                    </div>
                    {codeFor === m.id && (
                      <CodeForm
                        memberId={m.id}
                        name={m.name}
                        onDone={(saved) => {
                          setCodeFor(null);
                          if (saved) setNotice(`${m.name}'s code is set.`);
                        }}
                      />
                    )}
                    <div className="team-actions">
                      {!m.isDevice && !m.isInvitation && codeFor !== m.id && (
                        <button type="button" className="button secondary" onClick={() => setCodeFor(m.id)}>
                          Set code<span className="visually-hidden"> for {m.name}</span>
                        </button>
                      )}
                      {(m.isDevice || m.isInvitation) && (
                        <button type="button" className="button secondary" onClick={() => void onReinvite(m.id)}>
                          {m.isDevice ? "New sign-in link" : "Send again"}
                          <span className="visually-hidden"> for {m.name}</span>
                        </button>
                      )}
                      <button type="button" className="button secondary danger-quiet" onClick={() => void onRemove(m)}>
                        {m.isInvitation ? "Withdraw" : "Remove"}
                        <span className="visually-hidden"> {m.name}</span>
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      {/* The owner and managers (this page's readers) each have their own approval code. */}
      <ApprovalCodeCard />
      <section className="card" aria-labelledby="activity-title">
        <h2 id="activity-title">Today&apos;s activity</h2>
        {activity.hasFailed ? (
          <LoadError onRetry={activity.reload}>The activity could not be loaded.</LoadError>
        ) : activity.data === undefined ? (
          <Spinner label="Loading the activity" />
        ) : activity.data.length === 0 ? (
          <p>Nothing yet today.</p>
        ) : (
          <ol className="team-activity">
            {activity.data.map((a) => (
              <li key={a.id}>
                <time dateTime={a.created}>{formatOrderTime(a.created, dateStyle)}</time> <strong>{a.actor}</strong>{" "}
                {a.action === "stock"
                  ? `${ACTIONS.stock}: ${stockSummaryText(a.summary)}`
                  : `${ACTIONS[a.action] ?? a.action} an order: ${a.summary}`}
              </li>
            ))}
          </ol>
        )}
      </section>
      {confirmDialog}
    </div>
  );
}
