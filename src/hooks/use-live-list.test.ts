// useLiveList against a fake of the realtime layer it takes (src/data/realtime: subscribeTopic and
// onRealtimeConnect), and a load function whose answers the test releases one by one.
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RecordEvent, Topic } from "../data/realtime";
import { useLiveList } from "./use-live-list";

const hub = vi.hoisted(() => {
  type Listener = (e: unknown) => void;
  const state = {
    listeners: new Map<string, Set<Listener>>(),
    /** Subscriptions asked for (topic names, PB_CONNECT included), in order. */
    subscribed: [] as string[],
    unsubscribed: [] as string[],
    /** While true, subscribing hangs until release() (a proxy buffering the stream). */
    isHolding: false,
    held: [] as Array<() => void>,
  };
  function subscribe(name: string, listener: Listener): Promise<() => Promise<void>> {
    state.subscribed.push(name);
    const un = async () => {
      state.listeners.get(name)?.delete(listener);
      state.unsubscribed.push(name);
    };
    const attach = () => {
      if (!state.listeners.has(name)) state.listeners.set(name, new Set());
      state.listeners.get(name)!.add(listener);
      return un;
    };
    if (!state.isHolding) return Promise.resolve(attach());
    return new Promise((resolve) => state.held.push(() => resolve(attach())));
  }
  return {
    state,
    subscribe,
    emit(name: string, e: unknown) {
      for (const l of state.listeners.get(name) ?? []) l(e);
    },
    release() {
      state.isHolding = false;
      for (const r of state.held.splice(0)) r();
    },
    reset() {
      state.listeners.clear();
      state.subscribed = [];
      state.unsubscribed = [];
      state.isHolding = false;
      state.held = [];
    },
  };
});

vi.mock("../data/realtime", () => ({
  subscribeTopic: (t: Topic, onEvent: (e: RecordEvent) => void) =>
    hub.subscribe(t.name(), (e) => onEvent(e as RecordEvent)),
  onRealtimeConnect: (onConnect: () => void) => hub.subscribe("PB_CONNECT", () => onConnect()),
}));

const ORDERS: Topic = { name: () => "venue/v1/orders" };
const event = (id: string) => ({ action: "create", record: { id } }) as unknown as RecordEvent;

/** A load whose calls wait until the test answers them, in order. */
function controlledLoad<T>() {
  const calls: Array<{ resolve: (v: T) => void; reject: (e: unknown) => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return {
    load,
    calls,
    /** Answers call `i` (0-based) and lets React settle. */
    async answer(i: number, value: T) {
      await act(async () => calls[i].resolve(value));
    },
    async fail(i: number, error: unknown) {
      await act(async () => calls[i].reject(error));
    },
  };
}

/** Lets pending promise callbacks (subscriptions resolving, loads settling) run. */
const flush = () => act(async () => {});

beforeEach(async () => {
  // The previous test's unmount unsubscribes on the next task: let that pass before counting.
  await new Promise((r) => setTimeout(r, 5));
  hub.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useLiveList", () => {
  it("subscribes first, then loads once", async () => {
    const c = controlledLoad<string[]>();
    const { result } = renderHook(() => useLiveList(c.load, [ORDERS], "k"));
    expect(result.current.isLoading).toBe(true);
    await flush();
    expect(hub.state.subscribed).toEqual(["venue/v1/orders", "PB_CONNECT"]);
    expect(c.load).toHaveBeenCalledTimes(1);
    await c.answer(0, ["a"]);
    expect(result.current).toMatchObject({ data: ["a"], isLoading: false, hasFailed: false, error: null });
    await flush();
    expect(c.load).toHaveBeenCalledTimes(1);
  });

  it("loads after a short wait when subscribing hangs, and again once subscribed (reload after subscribe)", async () => {
    vi.useFakeTimers();
    hub.state.isHolding = true;
    const c = controlledLoad<string[]>();
    const { result } = renderHook(() => useLiveList(c.load, [ORDERS], "k"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(c.load).toHaveBeenCalledTimes(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(c.load).toHaveBeenCalledTimes(1);
    await c.answer(0, ["before"]);
    expect(result.current.data).toEqual(["before"]);
    // A record created before the subscription was in place would be missed: load once more.
    await act(async () => hub.release());
    await flush();
    expect(c.load).toHaveBeenCalledTimes(2);
    await c.answer(1, ["before", "meanwhile"]);
    expect(result.current.data).toEqual(["before", "meanwhile"]);
  });

  it("coalesces events: at most one load in flight and one queued", async () => {
    const c = controlledLoad<string[]>();
    const onEvent = vi.fn();
    const { result } = renderHook(() => useLiveList(c.load, [ORDERS], "k", onEvent));
    await flush();
    await c.answer(0, ["a"]);
    act(() => hub.emit("venue/v1/orders", event("b")));
    expect(c.load).toHaveBeenCalledTimes(2);
    // Three more events while that load is in flight: one queued load, not three.
    act(() => {
      hub.emit("venue/v1/orders", event("c"));
      hub.emit("venue/v1/orders", event("d"));
      hub.emit("venue/v1/orders", event("e"));
    });
    expect(onEvent).toHaveBeenCalledTimes(4);
    expect(onEvent.mock.calls.map((call) => (call[0] as RecordEvent).record.id)).toEqual(["b", "c", "d", "e"]);
    expect(c.load).toHaveBeenCalledTimes(2);
    await c.answer(1, ["a", "b"]);
    await flush();
    expect(c.load).toHaveBeenCalledTimes(3);
    await c.answer(2, ["a", "b", "c", "d", "e"]);
    await flush();
    expect(c.load).toHaveBeenCalledTimes(3);
    expect(result.current.data).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("reloads on every reconnect after the first load, and when the browser is back online", async () => {
    const c = controlledLoad<string[]>();
    const { result } = renderHook(() => useLiveList(c.load, [ORDERS], "k"));
    await flush();
    await c.answer(0, ["a"]);
    act(() => hub.emit("PB_CONNECT", {}));
    expect(c.load).toHaveBeenCalledTimes(2);
    await c.answer(1, ["a", "missed while away"]);
    expect(result.current.data).toEqual(["a", "missed while away"]);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(c.load).toHaveBeenCalledTimes(3);
    await c.answer(2, ["a", "missed while away", "more"]);
    expect(result.current.data).toEqual(["a", "missed while away", "more"]);
  });

  it("does not load twice for the first connect (before the first load)", async () => {
    hub.state.isHolding = true;
    const c = controlledLoad<string[]>();
    renderHook(() => useLiveList(c.load, [ORDERS], "k"));
    await act(async () => hub.release());
    act(() => hub.emit("PB_CONNECT", {})); // the stream's first connect
    await flush();
    expect(c.load).toHaveBeenCalledTimes(1);
  });

  it("tears down on unmount: unsubscribes everything, and later events load nothing", async () => {
    const c = controlledLoad<string[]>();
    const { unmount } = renderHook(() => useLiveList(c.load, [ORDERS], "k"));
    await flush();
    await c.answer(0, ["a"]);
    unmount();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5)); // unsubscribing waits for the next task
    });
    expect(hub.state.unsubscribed.sort()).toEqual(["PB_CONNECT", "venue/v1/orders"]);
    hub.emit("venue/v1/orders", event("late"));
    window.dispatchEvent(new Event("online"));
    expect(c.load).toHaveBeenCalledTimes(1);
  });

  it("unsubscribes a subscription that completes after unmount", async () => {
    hub.state.isHolding = true;
    const c = controlledLoad<string[]>();
    const { unmount } = renderHook(() => useLiveList(c.load, [ORDERS], "k"));
    unmount();
    await act(async () => hub.release());
    await flush();
    expect(hub.state.unsubscribed.sort()).toEqual(["PB_CONNECT", "venue/v1/orders"]);
    expect(c.load).not.toHaveBeenCalled();
  });

  it("a new key subscribes and loads again, and never shows the old key's data", async () => {
    const c = controlledLoad<string[]>();
    const { result, rerender } = renderHook(({ k }) => useLiveList(c.load, [ORDERS], k), {
      initialProps: { k: "page1" },
    });
    await flush();
    await c.answer(0, ["p1"]);
    rerender({ k: "page2" });
    expect(result.current).toMatchObject({ data: undefined, isLoading: true });
    await flush();
    expect(c.load).toHaveBeenCalledTimes(2);
    await c.answer(1, ["p2"]);
    expect(result.current.data).toEqual(["p2"]);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
    // The old key's subscriptions are gone; the new key's remain.
    expect(hub.state.unsubscribed.sort()).toEqual(["PB_CONNECT", "venue/v1/orders"]);
    expect(hub.state.listeners.get("venue/v1/orders")?.size).toBe(1);
  });

  it("a failed first load is an error state (not an empty list); Retry loads again", async () => {
    const c = controlledLoad<string[]>();
    const { result } = renderHook(() => useLiveList(c.load, [ORDERS], "k"));
    await flush();
    const failure = new Error("offline");
    await c.fail(0, failure);
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, hasFailed: true, error: failure });
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ isLoading: true, hasFailed: false });
    await c.answer(1, []);
    expect(result.current).toMatchObject({ data: [], isLoading: false, hasFailed: false, error: null });
  });

  it("a failed reload keeps the list already shown", async () => {
    const c = controlledLoad<string[]>();
    const { result } = renderHook(() => useLiveList(c.load, [ORDERS], "k"));
    await flush();
    await c.answer(0, ["a"]);
    act(() => hub.emit("venue/v1/orders", event("b")));
    await c.fail(1, new Error("offline"));
    expect(result.current).toMatchObject({ data: ["a"], isLoading: false, hasFailed: false });
    expect(result.current.error).toBeInstanceOf(Error);
  });

  it("drops a queued reload when unmounted before it runs", async () => {
    const c = controlledLoad<string[]>();
    const { unmount } = renderHook(() => useLiveList(c.load, [ORDERS], "k"));
    await flush();
    act(() => hub.emit("venue/v1/orders", event("b"))); // queued behind the first load
    unmount();
    await c.answer(0, ["a"]);
    await flush();
    expect(c.load).toHaveBeenCalledTimes(1);
  });

  describe("merge and apply (a group send's delta, docs/table-tab.md#sending)", () => {
    const merge = (data: string[], e: RecordEvent) => {
      const r = e.record as unknown as { add?: string; gap?: boolean };
      if (e.action !== "sent") return undefined;
      return r.gap ? null : data.concat(r.add ?? []);
    };
    const sent = (record: Record<string, unknown>) => ({ action: "sent", record }) as unknown as RecordEvent;

    it("an event merge folds in loads nothing; one it cannot (a gap) or another event loads", async () => {
      const c = controlledLoad<string[]>();
      const { result } = renderHook(() => useLiveList(c.load, [ORDERS], "k", undefined, merge));
      await flush();
      await c.answer(0, ["a"]);
      act(() => hub.emit("venue/v1/orders", sent({ add: "b" })));
      expect(result.current.data).toEqual(["a", "b"]);
      expect(c.load).toHaveBeenCalledTimes(1);
      act(() => hub.emit("venue/v1/orders", sent({ gap: true })));
      expect(c.load).toHaveBeenCalledTimes(2);
      await c.answer(1, ["a", "b", "c"]);
      act(() => hub.emit("venue/v1/orders", event("x")));
      expect(c.load).toHaveBeenCalledTimes(3);
    });

    it("while a load is in flight, an event is not merged into older data: one more load follows", async () => {
      const c = controlledLoad<string[]>();
      const { result } = renderHook(() => useLiveList(c.load, [ORDERS], "k", undefined, merge));
      await flush();
      await c.answer(0, ["a"]);
      act(() => result.current.reload());
      act(() => hub.emit("venue/v1/orders", sent({ add: "b" })));
      expect(result.current.data).toEqual(["a"]);
      // The load in flight may have been read before the send: its answer is followed by another.
      await c.answer(1, ["a"]);
      await flush();
      expect(c.load).toHaveBeenCalledTimes(3);
      await c.answer(2, ["a", "b"]);
      expect(result.current.data).toEqual(["a", "b"]);
    });

    it("apply changes the data without a load, and loads when the change cannot be made", async () => {
      const c = controlledLoad<string[]>();
      const { result } = renderHook(() => useLiveList(c.load, [ORDERS], "k"));
      await flush();
      await c.answer(0, ["a"]);
      act(() => result.current.apply((d) => d.concat("b")));
      expect(result.current.data).toEqual(["a", "b"]);
      expect(c.load).toHaveBeenCalledTimes(1);
      act(() => result.current.apply(() => null));
      expect(c.load).toHaveBeenCalledTimes(2);
    });
  });
});
