import { tableKeyOf } from "../../data/table-key";
import { useState } from "react";
import { cartKey, type Modifiers } from "../../domain/cart";
import type { ChosenOptions } from "../../domain/option-groups";
import type { MenuVenue } from "../../data/menu";
import { toUserError } from "../../data/errors";
import { saveGroup, savedGroup } from "../../data/saved-group";
import type { MemberVisit } from "../../data/visits";
import type { GroupGone } from "./use-member-visit";
import { useWords } from "./guest-words";

// The group's API loads only when this phone acts in a group (table tabs, docs/table-tab.md):
// most venues have none, and their guests do not download it.
const groupApi = () => import("../../data/visits");

/** The invitation code of a share link (`?join=...`), or ''. */
function joinCodeOfUrl(): string {
  if (typeof window === "undefined") return "";
  const code = new URLSearchParams(window.location.search).get("join") ?? "";
  return /^[A-Za-z0-9]{24,64}$/.test(code) ? code : "";
}

export type GroupNotice = { kind: "success" | "error"; text: string } | null;

/**
 * Runs group actions with a busy flag and a notice of the outcome. Busy while any of them is in
 * flight: two quick taps on + run two adds, and Send stays disabled until both are answered.
 */
export function useGroupAction() {
  const [pending, setPending] = useState(0);
  const [notice, setNotice] = useState<GroupNotice>(null);
  const run = async <T>(fn: () => Promise<T>, done?: string): Promise<T | null> => {
    setPending((n) => n + 1);
    setNotice(null);
    try {
      const res = await fn();
      if (done) setNotice({ kind: "success", text: done });
      return res;
    } catch (e) {
      setNotice({ kind: "error", text: toUserError(e).message });
      return null;
    } finally {
      setPending((n) => n - 1);
    }
  };
  return { isBusy: pending > 0, notice, setNotice, run };
}

/**
 * The newer of the group as last loaded and as an add last answered: the answer's cart when its
 * version is ahead, so that the cart shown, and the version Send sends, include every add this
 * phone made, before the realtime reload catches up.
 */
export function newestMember(loaded: MemberVisit | undefined, answered: MemberVisit | null): MemberVisit | undefined {
  if (!loaded || !answered || answered.visit.id !== loaded.visit.id) return loaded;
  return answered.visit.cart.version > loaded.visit.cart.version ? answered : loaded;
}

export interface TableGroup {
  isTab: boolean;
  /** This phone's group (its visit id), '' when it is in none. */
  visitId: string;
  /** Whether this phone opened the table's keyed QR link (it may start the group and order onto the tab). */
  hasKey: boolean;
  /** An invitation this phone opened but has not accepted yet. */
  joinCode: string;
  action: ReturnType<typeof useGroupAction>;
  start: (name: string) => Promise<void>;
  join: (name: string) => Promise<void>;
  /** This phone leaves its group: `why` when it did not ask to (removed, reset), said on the card. */
  leave: (why?: GroupGone) => void;
  /** Why this phone left its group ('' when it did not, or it started or joined one since). */
  gone: GroupGone | "";
  clearGone: () => void;
  add: (
    dish: { id: string; title: string },
    modifiers?: Modifiers,
    options?: ChosenOptions,
    count?: number,
  ) => Promise<void>;
  /** The group as this phone's last add answered it (null before any). */
  added: MemberVisit | null;
}

/**
 * The table group of this phone (docs/table-tab.md#ordering-together): the visit it started or
 * joined by invitation, kept for reloads. Nothing is loaded or followed until it is in one.
 */
export function useTableGroup(venue: MenuVenue, table: string): TableGroup {
  const isTab = venue.tableService === "tab";
  const [visitId, setVisitId] = useState(() => (isTab ? savedGroup(venue.publicLink, table) : ""));
  const [joinCode, setJoinCode] = useState(() => (isTab ? joinCodeOfUrl() : ""));
  const action = useGroupAction();
  const { t } = useWords();
  const [added, setAdded] = useState<MemberVisit | null>(null);
  const [gone, setGone] = useState<GroupGone | "">("");
  const enter = (m: MemberVisit | null) => {
    if (!m) return;
    setAdded(null);
    setGone("");
    saveGroup(venue.publicLink, table, m.visit.id);
    setVisitId(m.visit.id);
    setJoinCode("");
    if (window.location.search.includes("join=")) window.history.replaceState(null, "", window.location.pathname);
  };
  return {
    isTab,
    hasKey: isTab && tableKeyOf(venue.publicLink, table) !== "",
    visitId,
    joinCode,
    action,
    start: async (name) =>
      enter(await action.run(async () => (await groupApi()).startGroup(venue.publicLink, table, name))),
    join: async (name) =>
      enter(await action.run(async () => (await groupApi()).joinGroup(joinCode, name), t("joinedGroup"))),
    leave: (why) => {
      saveGroup(venue.publicLink, table, "");
      setVisitId("");
      setAdded(null);
      setGone(why ?? "");
    },
    gone,
    clearGone: () => setGone(""),
    add: async (dish, modifiers = {}, options, count = 1) => {
      const m = await action.run(
        async () => (await groupApi()).addToGroupCart(visitId, cartKey(dish.id, modifiers), options, count),
        t("addedToGroup", { title: dish.title }),
      );
      // Answers can come back out of order: keep the one with the newest cart.
      if (m) setAdded((prev) => newestMember(prev ?? undefined, m) ?? m);
    },
    added,
  };
}
