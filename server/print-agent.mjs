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
// (the tickets' clock; default the machine's), PRINT_AGENT_PAGE (100: a printer's jobs held and
// read at once), PRINT_AGENT_DEBOUNCE_MS (300: after an event), LOG_LEVEL.
//
// Reads (docs/kitchen.md#the-print-agent): a page per printer after its cursor (the seq of the last
// job held), none of a printer that holds a full page; bursts of events make one read, one at a
// time; a (re)connect pages from each printer's first queued job again.
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
// A read of the queue asks each printer for at most PAGE jobs (the server caps it at 100), and waits
// DEBOUNCE_MS after an event so a burst of events makes one read.
const PAGE = Math.min(num(env.PRINT_AGENT_PAGE, 100), 100);
const DEBOUNCE_MS = num(env.PRINT_AGENT_DEBOUNCE_MS, 300);

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

  /** @type {Map<string, {id: string, host: string, port: number, name: string, station: string, queue: any[], cursor: number, more: boolean, busy: boolean, online: boolean | null}>} */
  const printers = new Map();
  const stations = new Map();
  const done = new Set(readJournal()); // printed, maybe not reported yet
  let unreported = [...done];
  // Reads of the queue: one at a time, bursts of events coalesced (DEBOUNCE_MS), each a bounded
  // page after each printer's cursor. `readsStarted` numbers them: a printed job is forgotten
  // (dropped from `done`) once a read that started after its report has come back.
  const reported = new Map(); // job id -> readsStarted when its report was taken
  let readsStarted = 0;
  let reading = false;
  let readAgain = false;
  let fromStart = true; // the next read pages from each printer's first queued job
  let timer = null;
  let timeZoneOfVenue = "";
  const pending = (p) => p.queue.filter((j) => !done.has(j.id)).length;

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
      reported.set(id, readsStarted);
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
            : ticketBytes(job, {
                station: stations.get(job.station),
                timeZone: TIME_ZONE,
                venueTimeZone: timeZoneOfVenue || TIME_ZONE,
              });
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
        p.queue = p.queue.filter((j) => j.id !== job.id);
        log.info("printed", { job: job.id, printer: p.id, seq: job.seq, kind: job.kind });
        await report(p, true);
        await flushReports();
        // The printer's page is running out and the server holds more: the next page.
        if (p.more && pending(p) < Math.ceil(PAGE / 2)) schedule(0);
      }
    } finally {
      p.busy = false;
    }
  };

  /** One read: a page per printer after its cursor (none for a printer holding a full page). */
  const readOnce = async () => {
    const full = fromStart;
    fromStart = false;
    const started = ++readsStarted;
    const after = [];
    const skip = [];
    const sent = new Map();
    if (!full) {
      for (const p of printers.values()) {
        if (pending(p) >= PAGE) {
          // It holds a full page (an offline printer's backlog): nothing of it is read now.
          skip.push(p.id);
          sent.set(p.id, "skip");
        } else {
          after.push(`${p.id}:${p.cursor}`);
          sent.set(p.id, p.cursor);
        }
      }
    }
    await flushReports();
    const params = new URLSearchParams({ limit: String(PAGE) });
    if (after.length) params.set("after", after.join(","));
    if (skip.length) params.set("skip", skip.join(","));
    let q;
    try {
      q = await pb.send("/api/print/queue?" + params.toString(), {});
    } catch (err) {
      if (full) fromStart = true; // the whole page is still to read
      throw err;
    }
    log.debug("queue read", { full, jobs: q.jobs.length, skipped: skip.length, more: (q.more || []).length });
    timeZoneOfVenue = q.timeZone || "";
    stations.clear();
    for (const s of q.stations) stations.set(s.id, s.name);
    const more = new Set(q.more || []);
    const seen = new Set();
    for (const pr of q.printers) {
      seen.add(pr.id);
      const known = printers.get(pr.id);
      const p = known || { id: pr.id, queue: [], cursor: 0, more: false, busy: false, online: null };
      Object.assign(p, { host: pr.host, port: pr.port, name: pr.name, station: pr.station });
      const jobs = q.jobs.filter((j) => j.printer === pr.id && !done.has(j.id)).sort((x, y) => x.seq - y.seq);
      const how = full || !known ? "page" : sent.get(pr.id);
      if (how === "skip") {
        p.more = true;
      } else if (how === "page" || how === undefined) {
        // From its first queued job: the page replaces what the agent held.
        p.queue = jobs;
        p.cursor = jobs.length ? jobs[jobs.length - 1].seq : 0;
        p.more = more.has(pr.id);
      } else {
        // After its cursor: only jobs it has not seen (a job's seq is fixed when it is written).
        const fresh = jobs.filter((j) => j.seq > p.cursor);
        p.queue = p.queue.filter((j) => !done.has(j.id)).concat(fresh);
        if (fresh.length) p.cursor = fresh[fresh.length - 1].seq;
        p.more = more.has(pr.id);
      }
      printers.set(pr.id, p);
    }
    for (const id of [...printers.keys()]) if (!seen.has(id)) printers.delete(id);
    for (const [id, at] of reported) {
      if (at < started) {
        reported.delete(id);
        done.delete(id);
      }
    }
    for (const p of printers.values()) {
      void work(p);
      if (p.more && pending(p) < Math.ceil(PAGE / 2)) readAgain = true;
    }
  };

  const read = async () => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        try {
          await readOnce();
        } catch (err) {
          log.warn("reload failed", { status: err.status || 0 });
        }
      } while (readAgain);
    } finally {
      reading = false;
    }
  };

  /** A read after `delay` ms; the events of a burst share it. */
  function schedule(delay = DEBOUNCE_MS) {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void read();
    }, delay);
  }
  /** The (re)connect: the events sent meanwhile are lost, so every printer is paged from its start. */
  const readFromStart = () => {
    fromStart = true;
    schedule(0);
  };

  // Every (re)connect reads the queue from each printer's start (paged): events sent while the
  // agent was away are lost. An event reads only what came after the cursors.
  // The first connect is covered by the read after the subscriptions below (which may be sent
  // after PB_CONNECT): one full read at start, not two.
  let subscribed = false;
  await pb.realtime.subscribe("PB_CONNECT", () => subscribed && readFromStart());
  await pb.realtime.subscribe(`venue/${venue}/orders`, () => schedule());
  await pb.realtime.subscribe(`venue/${venue}/print`, (ev) => {
    if (ev.action === "update" && ev.record && ev.record.state) return; // a job we reported
    schedule();
  });
  subscribed = true;
  readFromStart();

  // Idle printers are tried now and then, so the board shows one that is off before a ticket waits.
  const probeTimer = setInterval(async () => {
    for (const p of printers.values()) {
      if (p.busy) continue;
      const error = await probe(p.host, p.port);
      await report(p, !error, error || "");
    }
    schedule();
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
