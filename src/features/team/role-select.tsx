import { useState } from "react";
import { MEMBER_ROLES, ROLE_LABELS, isMemberRole, type MemberRole } from "../../domain/team";

/**
 * A member's role, changed in place by the owner (a device is kitchen or waiter): it takes effect at
 * once on the member's screens. `onChange` saves it; the select is busy meanwhile.
 */
export function RoleSelect({
  name,
  role,
  isDevice,
  onChange,
}: {
  name: string;
  role: MemberRole;
  isDevice: boolean;
  onChange: (role: MemberRole) => Promise<void>;
}) {
  const [isBusy, setBusy] = useState(false);
  return (
    <select
      className="team-role-select"
      aria-label={`Role of ${name}`}
      value={role}
      disabled={isBusy}
      onChange={(e) => {
        const next = e.target.value;
        if (!isMemberRole(next)) return;
        setBusy(true);
        void onChange(next).finally(() => setBusy(false));
      }}
    >
      {MEMBER_ROLES.filter((r) => !isDevice || r !== "manager").map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}
