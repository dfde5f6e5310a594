import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLoad } from "./use-load";

/** A load whose calls wait until the test answers them. */
function controlledLoad<T>() {
  const calls: Array<{ resolve: (v: T) => void; reject: (e: unknown) => void }> = [];
  const load = vi.fn(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })));
  return {
    load,
    answer: (i: number, v: T) => act(async () => calls[i].resolve(v)),
    fail: (i: number, e: unknown) => act(async () => calls[i].reject(e)),
  };
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("useLoad", () => {
  it("loads once per key and drops an answer for an older key", async () => {
    const c = controlledLoad<string>();
    const { result, rerender } = renderHook(({ k }) => useLoad(c.load, k), { initialProps: { k: "a" } });
    expect(result.current).toMatchObject({ data: undefined, isLoading: true, hasFailed: false });
    rerender({ k: "b" });
    expect(c.load).toHaveBeenCalledTimes(2);
    await c.answer(0, "for a");
    expect(result.current).toMatchObject({ data: undefined, isLoading: true });
    await c.answer(1, "for b");
    expect(result.current).toMatchObject({ data: "for b", isLoading: false, error: null });
    rerender({ k: "b" });
    expect(c.load).toHaveBeenCalledTimes(2);
  });

  it("loads nothing for a null key", () => {
    const c = controlledLoad<string>();
    const { result } = renderHook(() => useLoad(c.load, null));
    expect(c.load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, hasFailed: false });
  });

  it("a failure is an error state; Retry shows loading, then the answer", async () => {
    const c = controlledLoad<string[]>();
    const { result } = renderHook(() => useLoad(c.load, "k"));
    const failure = new Error("offline");
    await c.fail(0, failure);
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, hasFailed: true, error: failure });
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ isLoading: true, hasFailed: false });
    expect(c.load).toHaveBeenCalledTimes(2);
    await c.answer(1, []);
    expect(result.current).toMatchObject({ data: [], isLoading: false, hasFailed: false, error: null });
  });

  it("a reload keeps the result shown until the new one, and a failed reload keeps it too", async () => {
    const c = controlledLoad<string>();
    const { result } = renderHook(() => useLoad(c.load, "k"));
    await c.answer(0, "first");
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: "first", isLoading: false });
    await c.fail(1, new Error("offline"));
    expect(result.current).toMatchObject({ data: "first", hasFailed: false });
    act(() => result.current.reload());
    await c.answer(2, "second");
    expect(result.current.data).toBe("second");
  });
});
