// What the benches (tools/bench.mjs, tools/bench-capacity.mjs) measure with: a bounded pool of
// concurrent tasks, percentiles, and a process's CPU time (Linux /proc).
import fs from "node:fs";

/** Runs `fn(i)` for i < n with `limit` at a time; resolves to the answers in order. */
export async function pool(n, limit, fn) {
  let next = 0;
  const out = new Array(n);
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

/** The `p`th percentile of `xs` (NaN when there are none). */
export function pct(xs, p) {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
}
