// A tiny SMTP sink on 127.0.0.1 for tests of what the server mails: accepts every message and
// keeps it (recipients and raw data).
import net from "node:net";

export interface Mail {
  to: string[];
  data: string;
}

export interface SmtpSink {
  port: number;
  mails: Mail[];
  close: () => void;
}

/** A tiny SMTP sink on 127.0.0.1: accepts every message and keeps it. */
export function smtpSink(): Promise<SmtpSink> {
  const mails: Mail[] = [];
  const srv = net.createServer((sock) => {
    let buf = "";
    let inData = false;
    let cur: Mail = { to: [], data: "" };
    sock.write("220 sink ESMTP\r\n");
    sock.on("data", (chunk) => {
      buf += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buf.indexOf("\r\n.\r\n");
          if (end < 0) return;
          cur.data = buf.slice(0, end);
          buf = buf.slice(end + 5);
          inData = false;
          mails.push(cur);
          cur = { to: [], data: "" };
          sock.write("250 OK\r\n");
          continue;
        }
        const nl = buf.indexOf("\r\n");
        if (nl < 0) return;
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "EHLO" || cmd === "HELO") sock.write("250 sink\r\n");
        else if (cmd === "RCPT") {
          cur.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, "$1"));
          sock.write("250 OK\r\n");
        } else if (cmd === "DATA") {
          inData = true;
          sock.write("354 go\r\n");
        } else if (cmd === "QUIT") {
          sock.end("221 bye\r\n");
          return;
        } else sock.write("250 OK\r\n");
      }
    });
    sock.on("error", () => {});
  });
  return new Promise((resolve) => {
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      resolve({ port, mails, close: () => srv.close() });
    });
  });
}
