// The server's memory around a refused request (the request-size tests): VmRSS of the PocketBase
// process, with a generous bound, where one such request used to add 150 to 250 MB.
import fs from "node:fs";
import { expect } from "vitest";

/** What the server's memory may grow by over one refused request. */
export const MEMORY_SLACK_KB = 64 * 1024;

/** The resident memory (VmRSS) of process `pid`, in kB. */
export function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!m) throw new Error("no VmRSS");
  return Number(m[1]);
}

/** Runs `request` and checks the memory of process `pid` did not grow by more than MEMORY_SLACK_KB. */
export async function withinMemory<T>(pid: number, what: string, request: () => Promise<T>): Promise<T> {
  const before = rssKb(pid);
  const out = await request();
  const after = rssKb(pid);
  console.log(`${what}: server RSS ${before} kB -> ${after} kB`);
  expect(after - before, what).toBeLessThan(MEMORY_SLACK_KB);
  return out;
}
