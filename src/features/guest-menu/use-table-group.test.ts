// The group's busy flag and the cart it shows, when a guest taps + twice and then Send at once (CI
// saw Send enabled while the second add was in flight: the order went with one soup of two).
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toUserError } from "../../data/errors";
import type { MemberVisit } from "../../data/visits";
import type { VisitView } from "../../domain/visit";
import { fillWords } from "../../domain/guest-words";
import de from "../../domain/tab-words/de";
import { goneText } from "./table-group";
import { newestMember, useGroupAction } from "./use-table-group";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function member(id: string, version: number, status: VisitView["status"] = "open"): MemberVisit {
  const visit = { id, status, cart: { version, lines: [] } } as unknown as VisitView;
  return { visit, me: 1, invite: "i" };
}

describe("useGroupAction", () => {
  it("stays busy until every action in flight is answered, the failed ones too", async () => {
    const { result } = renderHook(() => useGroupAction());
    const first = deferred<string>();
    const second = deferred<string>();
    let a: Promise<string | null>;
    let b: Promise<string | null>;
    act(() => {
      a = result.current.run(() => first.promise, "first");
      b = result.current.run(() => second.promise, "second");
    });
    expect(result.current.isBusy).toBe(true);
    await act(async () => {
      first.resolve("one");
      await a;
    });
    expect(result.current.isBusy).toBe(true);
    const refused = new Error("offline");
    await act(async () => {
      second.reject(refused);
      await b;
    });
    expect(result.current.isBusy).toBe(false);
    expect(result.current.notice).toEqual({ kind: "error", text: toUserError(refused).message });
  });
});

describe("newestMember", () => {
  it("takes an add's answer when its cart is ahead of the loaded one", () => {
    const loaded = member("v1", 1);
    const answered = member("v1", 2);
    expect(newestMember(loaded, answered)).toBe(answered);
  });

  it("keeps the loaded group once it has caught up, with what else changed", () => {
    const loaded = member("v1", 2, "billRequested");
    expect(newestMember(loaded, member("v1", 2))).toBe(loaded);
    expect(newestMember(loaded, member("v1", 1))).toBe(loaded);
  });

  it("ignores an answer of another visit, and shows nothing before the first load", () => {
    const loaded = member("v1", 1);
    expect(newestMember(loaded, member("v2", 9))).toBe(loaded);
    expect(newestMember(undefined, member("v1", 9))).toBeUndefined();
  });
});

describe("goneText: what a phone that left its group without asking says", () => {
  it.each([
    [
      "removed",
      "You were removed from table 5's group: you no longer see its cart or bill. To order with the group again, ask someone in it for a new invitation.",
    ],
    [
      "reset",
      "The staff reset table 5's group: you are no longer in it. Scan the code on your table to start a new group, or ask for an invitation.",
    ],
    ["gone", "You are no longer in table 5's group."],
  ] as const)("%s", (why, text) => {
    expect(goneText(why, "5")).toBe(text);
  });
});

describe("goneText in the page's language", () => {
  it("says it in German with the table's number", () => {
    expect(goneText("gone", "5", (key, params) => fillWords(de[key], params))).toBe(
      "Sie sind nicht mehr in der Gruppe von Tisch 5.",
    );
  });
});
