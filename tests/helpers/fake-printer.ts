// A fake ESC/POS network printer for the print agent's tests: a raw TCP server on a loopback port
// (as port 9100 of a kitchen printer) that decodes what it receives well enough to read the text
// lines of each ticket (in the code page the stream selects) and where the paper was cut.
import net from "node:net";
import { EventEmitter } from "node:events";
import CodepageEncoder from "@point-of-sale/codepage-encoder";
import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";

export interface PrintedTicket {
  lines: string[];
  /** False for the bytes of a connection that ended before its cut (a half-printed ticket). */
  cut: boolean;
}

// ESC t n -> the code page's 256 code points, as the encoder maps them (its default, Epson's).
function codepageTables(): Map<number, number[]> {
  const tables = new Map<number, number[]>();
  for (const cp of CodepageEncoder.getEncodings()) {
    let bytes: Uint8Array;
    try {
      bytes = new ReceiptPrinterEncoder().codepage(cp).text("A").encode();
    } catch {
      continue;
    }
    for (let i = 0; i + 2 < bytes.length; i++) {
      if (bytes[i] === 0x1b && bytes[i + 1] === 0x74 && !tables.has(bytes[i + 2])) {
        tables.set(bytes[i + 2], CodepageEncoder.getCodepoints(cp, false));
      }
    }
  }
  return tables;
}
const TABLES = codepageTables();

/** Reads an ESC/POS byte stream into tickets; keeps state across chunks. */
export class EscPosReader {
  tickets: PrintedTicket[] = [];
  private lines: string[] = [];
  private text = "";
  private table: number[] | undefined = TABLES.get(0);
  private pending: number[] = [];

  push(chunk: Uint8Array): void {
    this.pending.push(...chunk);
    let i = 0;
    const b = this.pending;
    const need = (n: number) => i + n <= b.length;
    for (;;) {
      if (i >= b.length) break;
      const c = b[i];
      if (c === 0x1b) {
        if (!need(2)) break;
        const cmd = b[i + 1];
        if (cmd === 0x40 || cmd === 0x32)
          i += 2; // ESC @ (initialise), ESC 2
        else {
          if (!need(3)) break;
          if (cmd === 0x74) this.table = TABLES.get(b[i + 2]); // ESC t n: code page
          i += 3; // ESC E/-/a/!/M/G/d/J/3/V n
        }
      } else if (c === 0x1d) {
        if (!need(3)) break;
        const cmd = b[i + 1];
        if (cmd === 0x56) {
          const m = b[i + 2];
          const long = [65, 66, 97, 98, 103, 104].includes(m);
          if (long && !need(4)) break;
          i += long ? 4 : 3;
          this.cut();
        } else if (cmd === 0x4c || cmd === 0x57) {
          if (!need(4)) break;
          i += 4;
        } else i += 3; // GS ! n, GS B n, ...
      } else if (c === 0x1c) {
        if (!need(2)) break;
        i += b[i + 1] === 0x43 ? 3 : 2; // FS C n, FS . / FS &
      } else if (c === 0x0a) {
        this.lines.push(this.text);
        this.text = "";
        i += 1;
      } else if (c === 0x0d) i += 1;
      else {
        const cp = c < 0x80 ? c : this.table?.[c];
        this.text += cp ? String.fromCodePoint(cp) : "\uFFFD";
        i += 1;
      }
    }
    this.pending = b.slice(i);
  }

  private cut(): void {
    this.tickets.push({ lines: this.lines.filter((l) => l.trim() !== ""), cut: true });
    this.lines = [];
  }

  /** The connection ended: anything after the last cut is a half-printed ticket. */
  end(): void {
    if (this.text) this.lines.push(this.text);
    const rest = this.lines.filter((l) => l.trim() !== "");
    if (rest.length) this.tickets.push({ lines: rest, cut: false });
    this.lines = [];
    this.text = "";
  }
}

export class FakePrinter extends EventEmitter {
  tickets: PrintedTicket[] = [];
  port = 0;
  connections = 0;
  /** "normal": ends each connection when the agent does; "hold": keeps it open (never acknowledges). */
  mode: "normal" | "hold" = "normal";
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();

  /** Listens on 127.0.0.1 (the same port again after refuse()). */
  async listen(): Promise<void> {
    const server = net.createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Stops listening and drops open connections: the printer is off (connections are refused). */
  async refuse(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async stop(): Promise<void> {
    await this.refuse();
  }

  /** Complete tickets (ending in a cut), each as its lines. */
  cutTickets(): string[][] {
    return this.tickets.filter((t) => t.cut).map((t) => t.lines);
  }

  /** Resolves once `predicate` holds for the tickets received (checked on each ticket). */
  async waitFor(predicate: (p: FakePrinter) => boolean): Promise<void> {
    while (!predicate(this)) await new Promise((resolve) => this.once("ticket", resolve));
  }

  private accept(socket: net.Socket): void {
    this.connections++;
    this.sockets.add(socket);
    const reader = new EscPosReader();
    let seen = 0;
    const flush = () => {
      while (seen < reader.tickets.length) {
        this.tickets.push(reader.tickets[seen++]);
        this.emit("ticket");
      }
    };
    socket.on("data", (chunk: Buffer) => {
      reader.push(chunk);
      flush();
    });
    socket.on("end", () => {
      if (this.mode === "normal") socket.end();
    });
    socket.on("close", () => {
      this.sockets.delete(socket);
      reader.end();
      flush();
    });
    socket.on("error", () => {});
  }
}
