import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useChime } from "./use-chime";

describe("useChime", () => {
  beforeEach(() => localStorage.clear());

  it("is off by default", () => {
    const { result } = renderHook(() => useChime());
    expect(result.current.isOn).toBe(false);
  });

  it("remembers the choice in this browser", () => {
    const first = renderHook(() => useChime());
    act(() => first.result.current.setOn(true));
    expect(first.result.current.isOn).toBe(true);
    first.unmount();
    expect(renderHook(() => useChime()).result.current.isOn).toBe(true);
    const again = renderHook(() => useChime());
    act(() => again.result.current.setOn(false));
    expect(renderHook(() => useChime()).result.current.isOn).toBe(false);
  });

  it("playing without Web Audio (or when off) does nothing and does not throw", () => {
    const { result } = renderHook(() => useChime());
    expect(() => result.current.play()).not.toThrow();
    act(() => result.current.setOn(true));
    expect(() => result.current.play()).not.toThrow();
  });
});
