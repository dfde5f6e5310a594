import { useRef, type CSSProperties } from "react";
import { QRCodeSVG } from "qrcode.react";
import { useReactToPrint } from "react-to-print";
import { guestMenuUrl } from "../../domain/paths";
import type { DiningTable } from "../../domain/tables";

/** The venue's look on the printed page (docs/storefront.md): brand colour and cover picture URL, "" for none. */
export interface QrLook {
  brandColor: string;
  coverUrl: string;
}

const NO_LOOK: QrLook = { brandColor: "", coverUrl: "" };

/** Printing starts 500 ms after the click, so the print sheet can render its QR codes first. */
const PRINT_DELAY_MS = 500;

/** The printed QR page of one table: custom text, QR, table number and the site name (in the venue's look). */
export function QrSheet({
  table,
  publicLink,
  qrtext,
  look = NO_LOOK,
}: {
  table: DiningTable;
  publicLink: string;
  qrtext: string;
  look?: QrLook;
}) {
  const url = guestMenuUrl(window.location.origin, publicLink, table.tableNumber);
  const brand = look.brandColor
    ? ({ borderColor: look.brandColor, color: look.brandColor } as CSSProperties)
    : undefined;
  return (
    <div className={look.brandColor ? "qr-sheet qr-sheet-branded" : "qr-sheet"} style={brand}>
      {look.coverUrl && <img className="qr-sheet-cover" src={look.coverUrl} alt="" width={720} height={240} />}
      {qrtext && <p className="qr-sheet-text">{qrtext}</p>}
      <QRCodeSVG value={url} size={144} level="L" />
      <p className="qr-sheet-table">Table {table.tableNumber}</p>
      <p className="qr-sheet-site">{window.location.host}</p>
    </div>
  );
}

/** Prints `contentRef` after PRINT_DELAY_MS; `onPrint` runs at the click (the checklist's tick). */
export function useDelayedPrint(
  contentRef: React.RefObject<HTMLDivElement | null>,
  title: string,
  onPrint?: () => void,
) {
  const print = useReactToPrint({ contentRef, documentTitle: title });
  return () => {
    onPrint?.();
    window.setTimeout(() => print(), PRINT_DELAY_MS);
  };
}

/** QR panel of the selected table with its Print button. */
export function QrPanel({
  table,
  publicLink,
  qrtext,
  look,
  onPrint,
}: {
  table: DiningTable;
  publicLink: string;
  qrtext: string;
  look?: QrLook;
  onPrint?: () => void;
}) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const print = useDelayedPrint(sheetRef, `Table ${table.tableNumber} QR`, onPrint);
  const url = guestMenuUrl(window.location.origin, publicLink, table.tableNumber);
  return (
    <section className="card qr-panel" aria-labelledby="qr-panel-title">
      <h2 id="qr-panel-title">QR code: table {table.tableNumber}</h2>
      <div className="qr-code" data-testid="table-qr">
        <QRCodeSVG value={url} size={144} level="L" title={`QR code of table ${table.tableNumber}`} />
      </div>
      <p className="qr-url">
        <a href={url} target="_blank" rel="noreferrer">
          {url}
        </a>
      </p>
      <button type="button" className="button" onClick={print}>
        Print
      </button>
      <div className="print-source">
        <div ref={sheetRef}>
          <QrSheet table={table} publicLink={publicLink} qrtext={qrtext} look={look} />
        </div>
      </div>
    </section>
  );
}

/** A 'Print all tables' button printing one QR page per table. */
export function PrintAllTables({
  tables,
  publicLink,
  qrtext,
  look,
  onPrint,
}: {
  tables: DiningTable[];
  publicLink: string;
  qrtext: string;
  look?: QrLook;
  onPrint?: () => void;
}) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const print = useDelayedPrint(sheetRef, "All tables QR", onPrint);
  return (
    <>
      <button type="button" className="button secondary" onClick={print} disabled={tables.length === 0}>
        Print all tables
      </button>
      <div className="print-source">
        <div ref={sheetRef} className="qr-sheet-all">
          {tables.map((t) => (
            <QrSheet key={t.id} table={t} publicLink={publicLink} qrtext={qrtext} look={look} />
          ))}
        </div>
      </div>
    </>
  );
}
