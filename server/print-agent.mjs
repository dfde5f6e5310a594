#!/usr/bin/env node
// The print agent (docs/kitchen.md#the-print-agent): runs on any machine in the venue's own network,
// signs in as a shared device of the venue, follows the venue's tickets over realtime and prints
// them on the stations' ESC/POS network printers (raw TCP, port 9100). The server never connects to
// a printer; printers never face the internet. `npm run print-agent`, or
// `node server/print-agent.mjs` from the production build.
//
// Delivery: per printer, jobs print one at a time in their order (seq). A job counts as printed only
// once the printer has taken every byte: the agent half-closes the connection after the ticket and
// waits for the printer to close its side (it has read all of it), then writes the job's id to its
// local journal (fsync) and reports it (POST /api/print/jobs/{id}/printed, idempotent). The journal
// is reported again at every start, so a report lost to a crash or a network error is not printed
// twice. A printer that refuses, times out or drops the connection keeps its queue: the same job
// is tried again every PRINT_AGENT_RETRY_MS, the printer is reported offline, and the rest follow
// in order once it is back. What can still print twice: a ticket whose bytes reached the printer
// when the agent died (or the connection broke) before the printer closed its side (the window
// between the last byte and the journal's fsync).
//
// Environment: PRINT_AGENT_SERVER (the app's URL), PRINT_AGENT_CREDENTIALS (a JSON file
// {email, password} of the device; default ./print-agent.json), PRINT_AGENT_INVITE (the device's
// invitation link or token: on the first start, sets up the device and writes the credentials
// file, mode 0600), PRINT_AGENT_JOURNAL (default: the credentials file + ".journal"),
// PRINT_AGENT_RETRY_MS (5000), PRINT_AGENT_TIMEOUT_MS (10000: connect, and the printer's close
// after a ticket), PRINT_AGENT_PROBE_MS (30000: idle printers' status), PRINT_AGENT_TIME_ZONE
// (the tickets' clock; default the machine's), LOG_LEVEL.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import PocketBase from "pocketbase";
import { createLogger } from "./log.mjs";
import { ticketBytes } from "./print/ticket.mjs";
import { receiptBytes } from "./print/receipt-layout.mjs";

const log = createLogger("print-agent");
const env = process.env;
const num = (v, d) => (Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : d);
const SERVER = env.PRINT_AGENT_SERVER || "";
const CREDENTIALS = env.PRINT_AGENT_CREDENTIALS || "print-agent.json";
const JOURNAL = env.PRINT_AGENT_JOURNAL || CREDENTIALS + ".journal";
const RETRY_MS = num(env.PRINT_AGENT_RETRY_MS, 5000);
const TIMEOUT_MS = num(env.PRINT_AGENT_TIMEOUT_MS, 10000);
const PROBE_MS = num(env.PRINT_AGENT_PROBE_MS, 30000);
const TIME_ZONE = env.PRINT_AGENT_TIME_ZONE || undefined;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `bytes` to host:port; resolves once the printer has closed its side after reading them all. */
export function sendToPrinter(host, port, bytes, timeoutMs = TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    let sent = false;
    const socket = net.connect({ host, port });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(sent ? "the printer did not finish" : "timeout")));
    socket.on("error", () => {}); // the close below reports it
    socket.on("data", () => {}); // status bytes some printers send
    socket.on("connect", () => socket.end(Buffer.from(bytes), () => (sent = true)));
    socket.on("end", () => socket.end());
    socket.on("close", (hadError) => {
      if (sent && !hadError) resolve();
      else reject(new Error(socket.errored ? String(socket.errored.message || socket.errored) : "connection closed"));
    });
  });
}

/** Whether a printer accepts a connection (nothing is sent). */
function probe(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error("timeout")));
    socket.on("connect", () => {
      socket.destroy();
      resolve(null);
    });
    socket.on("error", (err) => resolve(err.code || err.message));
  });
}

/** The invitation token in a link or the token itself. */
function inviteToken(value) {
  const m = String(value).match(/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
  return m ? m[0] : "";
}

/** The device's credentials: the file, or set up once from the invitation. */
async function credentials(pb) {
  if (fs.existsSync(CREDENTIALS)) return JSON.parse(fs.readFileSync(CREDENTIALS, "utf8"));
  const token = inviteToken(env.PRINT_AGENT_INVITE || "");
  if (!token) throw new Error(`No ${CREDENTIALS}: set PRINT_AGENT_INVITE to the device's invitation link once.`);
  const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));
  const password = crypto.randomBytes(24).toString("hex");
  await pb.collection("staff").confirmPasswordReset(token, password, password);
  const creds = { email: String(claims.email || ""), password };
  fs.writeFileSync(CREDENTIALS, JSON.stringify(creds), { mode: 0o600 });
  log.info("device set up", { file: CREDENTIALS });
  return creds;
}

/** The journal: ids of jobs printed but not yet reported. */
function readJournal() {
  if (!fs.existsSync(JOURNAL)) return [];
  return fs.readFileSync(JOURNAL, "utf8").split("\n").filter(Boolean);
}
function appendJournal(id) {
  const fd = fs.openSync(JOURNAL, "a", 0o600);
  try {
    fs.writeSync(fd, id + "\n");
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
function writeJournal(ids) {
  const tmp = JOURNAL + ".tmp";
  fs.writeFileSync(tmp, ids.map((id) => id + "\n").join(""), { mode: 0o600 });
  fs.renameSync(tmp, JOURNAL);
}

async function main() {
  if (!SERVER) throw new Error("Set PRINT_AGENT_SERVER to the app's URL.");
  if (typeof globalThis.EventSource === "undefined") {
    globalThis.EventSource = (await import("eventsource")).EventSource;
  }
  const pb = new PocketBase(SERVER);
  pb.autoCancellation(false);
  const creds = await credentials(pb);
  for (;;) {
    try {
      await pb.collection("staff").authWithPassword(creds.email, creds.password);
      break;
    } catch (err) {
      if (err.status === 400)
        throw new Error("The device's credentials were refused (removed from the team?).", { cause: err });
      log.warn("sign-in failed, retrying", { status: err.status || 0 });
      await sleep(RETRY_MS);
    }
  }
  const venue = pb.authStore.record.venue;
  log.info("signed in", { device: pb.authStore.record.id });

  /** @type {Map<string, {id: string, host: string, port: number, name: string, station: string, queue: any[], busy: boolean, online: boolean | null}>} */
  const printers = new Map();
  const stations = new Map();
  const done = new Set(readJournal()); // printed, maybe not reported yet
  let unreported = [...done];
  let reloading = null;
  let reloadAgain = false;

  const report = async (p, online, error = "") => {
    if (p.online === online) return;
    p.online = online;
    log[online ? "info" : "warn"]("printer " + (online ? "online" : "offline"), { printer: p.id, error });
    await pb
      .send(`/api/print/printers/${p.id}/status`, {
        method: "POST",
        body: { status: online ? "online" : "offline", error: String(error).slice(0, 200) },
      })
      .catch(() => (p.online = null));
  };

  const flushReports = async () => {
    for (const id of [...unreported]) {
      try {
        await pb.send(`/api/print/jobs/${id}/printed`, { method: "POST" });
      } catch (err) {
        if (err.status !== 404) return; // the server is away: next time
      }
      unreported = unreported.filter((x) => x !== id);
      writeJournal(unreported);
    }
  };

  const work = async (p) => {
    if (p.busy) return;
    p.busy = true;
    try {
      for (;;) {
        const job = p.queue.find((j) => !done.has(j.id));
        if (!job || !printers.has(p.id)) break;
        // A receipt job (docs/tax-and-receipts.md#printing) holds the receipt in its lines.
        const bytes =
          job.kind === "receipt"
            ? receiptBytes(job.lines[0] ?? {})
            : ticketBytes(job, { station: stations.get(job.station), timeZone: TIME_ZONE });
        try {
          await sendToPrinter(p.host, p.port, bytes);
        } catch (err) {
          await report(p, false, err.code || err.message);
          await sleep(RETRY_MS);
          continue;
        }
        done.add(job.id);
        appendJournal(job.id);
        unreported.push(job.id);
        log.info("printed", { job: job.id, printer: p.id, seq: job.seq, kind: job.kind });
        await report(p, true);
        await flushReports();
      }
    } finally {
      p.busy = false;
    }
  };

  const reload = async () => {
    if (reloading) {
      reloadAgain = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        reloadAgain = false;
        try {
          await flushReports();
          const q = await pb.send("/api/print/queue", {});
          stations.clear();
          for (const s of q.stations) stations.set(s.id, s.name);
          const seen = new Set();
          for (const pr of q.printers) {
            seen.add(pr.id);
            const p = printers.get(pr.id) || { id: pr.id, queue: [], busy: false, online: null };
            Object.assign(p, { host: pr.host, port: pr.port, name: pr.name, station: pr.station });
            p.queue = q.jobs.filter((j) => j.printer === pr.id).sort((x, y) => x.seq - y.seq);
            printers.set(pr.id, p);
          }
          for (const id of [...printers.keys()]) if (!seen.has(id)) printers.delete(id);
          const queued = new Set(q.jobs.map((j) => j.id));
          for (const id of [...done]) if (!queued.has(id) && !unreported.includes(id)) done.delete(id);
          for (const p of printers.values()) void work(p);
        } catch (err) {
          log.warn("reload failed", { status: err.status || 0 });
        }
      } while (reloadAgain);
      reloading = null;
    })();
    return reloading;
  };

  // Every (re)connect reloads the queue: events sent while the agent was away are lost.
  await pb.realtime.subscribe("PB_CONNECT", () => void reload());
  await pb.realtime.subscribe(`venue/${venue}/orders`, () => void reload());
  await pb.realtime.subscribe(`venue/${venue}/print`, (ev) => {
    if (ev.action === "update" && ev.record && ev.record.state) return; // a job we reported
    void reload();
  });
  await reload();

  // Idle printers are tried now and then, so the board shows one that is off before a ticket waits.
  const probeTimer = setInterval(async () => {
    for (const p of printers.values()) {
      if (p.busy) continue;
      const error = await probe(p.host, p.port);
      await report(p, !error, error || "");
    }
    void reload();
  }, PROBE_MS);
  // The device's session lasts 8 hours: renewed every hour while the agent runs.
  const refreshTimer = setInterval(
    () =>
      pb
        .collection("staff")
        .authRefresh()
        .catch(() => pb.collection("staff").authWithPassword(creds.email, creds.password))
        .catch(() => log.warn("session refresh failed")),
    3600 * 1000,
  );
  const stop = () => {
    clearInterval(probeTimer);
    clearInterval(refreshTimer);
    pb.realtime.unsubscribe().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    log.error("print agent stopped", { error: err.message });
    process.exit(1);
  });
}
