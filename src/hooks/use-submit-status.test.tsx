import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { msg } from "../domain/messages";
import { fieldError } from "../../tests/helpers/field-error";
import { mapFieldErrors, useSubmitStatus } from "./use-submit-status";

afterEach(() => vi.restoreAllMocks());

describe("useSubmitStatus", () => {
  it("is busy while the action runs, then shows the success text", async () => {
    const { result } = renderHook(() => useSubmitStatus());
    let finish!: () => void;
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.submit(() => new Promise<void>((resolve) => (finish = resolve)), { success: "Saved." });
    });
    expect(result.current.isBusy).toBe(true);
    await act(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(result.current.isBusy).toBe(false);
    expect(result.current.result).toEqual({ kind: "success", text: "Saved." });
    expect(result.current.error).toBe("");
  });

  it("puts each server field error under the form field it maps to, the rest on the error line", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => useSubmitStatus({ tableSlug: "table", items: "items" }));
    const err = fieldError("Unknown table.", { tableSlug: "Unknown table.", user: "Not yours." });
    let ok = true;
    await act(async () => {
      ok = await result.current.submit(() => Promise.reject(err), { failure: "Failed to create table." });
    });
    expect(ok).toBe(false);
    expect(result.current.isBusy).toBe(false);
    // Mapped to the form's name; a field the form does not show stays off the fields.
    expect(result.current.fieldErrors).toEqual({ table: "Unknown table." });
    expect(result.current.error).toBe("Failed to create table.");
    expect(result.current.result).toEqual({ kind: "error", text: "Failed to create table." });
  });

  it("shows the failure's own message (toUserError) when the form names no text, and builds one from it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => useSubmitStatus(["title"]));
    await act(async () => {
      await result.current.submit(() =>
        Promise.reject(fieldError("Failed to create record.", { title: "Cannot be blank." })),
      );
    });
    expect(result.current.error).toBe("Failed to create record.");
    expect(result.current.fieldErrors).toEqual({ title: "Cannot be blank." });

    await act(async () => {
      await result.current.submit(() => Promise.reject(new TypeError("Failed to fetch")), {
        failure: (u) => `Failed: ${u.message}`,
      });
    });
    expect(result.current.error).toBe(`Failed: ${msg("genericError")}`);
    expect(result.current.fieldErrors).toEqual({});

    // An empty failure text: the fields say it all, no error line.
    await act(async () => {
      await result.current.submit(() => Promise.reject(fieldError("Wrong password.", { title: "Wrong." })), {
        failure: (u) => (Object.keys(u.fieldErrors).length ? "" : u.message),
      });
    });
    expect(result.current.result).toBeNull();
    expect(result.current.fieldErrors).toEqual({ title: "Wrong." });
  });

  it("shows nothing for an aborted request", async () => {
    const { result } = renderHook(() => useSubmitStatus());
    const aborted = new DOMException("The user aborted a request.", "AbortError");
    await act(async () => {
      expect(await result.current.submit(() => Promise.reject(aborted), { failure: "Failed." })).toBe(false);
    });
    expect(result.current.result).toBeNull();
    expect(result.current.isBusy).toBe(false);
  });

  it("keeps the form's own checks in the same field errors until the next submit or clear", async () => {
    const { result } = renderHook(() => useSubmitStatus(["pin"]));
    act(() => result.current.setFieldErrors({ pin: msg("pinFormat") }));
    expect(result.current.fieldErrors).toEqual({ pin: msg("pinFormat") });
    act(() => result.current.clear());
    expect(result.current.fieldErrors).toEqual({});
  });
});

describe("mapFieldErrors", () => {
  it("maps by the same name from a list, by the form's name from a record", () => {
    expect(mapFieldErrors({ email: "Invalid.", publicLink: "Taken." }, ["email", "password"])).toEqual({
      email: "Invalid.",
    });
    expect(mapFieldErrors({ identity: "Blank." }, { identity: "email" })).toEqual({ email: "Blank." });
    expect(mapFieldErrors({ constructor: "x", toString: "y" }, ["email"])).toEqual({});
  });
});
