import { useRef, type CSSProperties } from "react";
import { QRCodeSVG } from "qrcode.react";
import { useReactToPrint } from "react-to-print";
import { guestMenuUrl } from "../../domain/guest-menu-url";
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
  const url = guestMenuUrl(window.location.origin, publicLink, table.tableNumber, table.key);
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
  onReissue,
}: {
  table: DiningTable;
  publicLink: string;
  qrtext: string;
  look?: QrLook;
  onPrint?: () => void;
  /** Makes a new key for the table's code (after a confirmation); absent for a view-only role. */
  onReissue?: () => void;
}) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const print = useDelayedPrint(sheetRef, `Table ${table.tableNumber} QR`, onPrint);
  const url = guestMenuUrl(window.location.origin, publicLink, table.tableNumber, table.key);
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
      {onReissue && (
        <button type="button" className="button secondary" onClick={onReissue}>
          New code
        </button>
      )}
      <div className="print-source">
        <div ref={sheetRef}>
          <QrSheet table={table} publicLink={publicLink} qrtext={qrtext} look={look} />
        </div>
      </div>
    </section>
  );
}

/** What a printed table card names besides the table: the venue's name and logo. */
export interface QrVenue {
  title: string;
  logoUrl: string;
}

/** A4 with room for the printer's margins; the cards flow two across, six to a page. */
const ALL_TABLES_PAGE_STYLE = "@page { size: A4; margin: 10mm; } html, body { margin: 0; background: #fff; }";

/**
 * One table's card on the all-tables sheet: the venue's logo and name, the custom text, a QR code
 * 5 cm across (scannable across a table), the table number and the site name.
 */
function QrTile({
  table,
  publicLink,
  qrtext,
  venue,
  look = NO_LOOK,
}: {
  table: DiningTable;
  publicLink: string;
  qrtext: string;
  venue: QrVenue;
  look?: QrLook;
}) {
  const url = guestMenuUrl(window.location.origin, publicLink, table.tableNumber, table.key);
  // The venue's brand colour frames the card and names it (the cover picture is left to the one-table page).
  const brand = look.brandColor
    ? ({ borderColor: look.brandColor, color: look.brandColor } as CSSProperties)
    : undefined;
  return (
    <div className="qr-tile" data-testid="qr-tile" style={brand}>
      <div className="qr-tile-venue">
        {venue.logoUrl && <img src={venue.logoUrl} alt="" width={40} height={40} />}
        {venue.title && <span>{venue.title}</span>}
      </div>
      {qrtext && <p className="qr-sheet-text">{qrtext}</p>}
      <QRCodeSVG value={url} size={144} level="L" className="qr-tile-code" />
      <p className="qr-sheet-table">Table {table.tableNumber}</p>
      <p className="qr-sheet-site">{window.location.host}</p>
    </div>
  );
}

/** A 'Print all tables' button: every table's QR card, six to an A4 page. */
export function PrintAllTables({
  tables,
  publicLink,
  qrtext,
  look,
  onPrint,
  venue,
}: {
  tables: DiningTable[];
  publicLink: string;
  qrtext: string;
  look?: QrLook;
  onPrint?: () => void;
  venue: QrVenue;
}) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef: sheetRef,
    documentTitle: "All tables QR",
    pageStyle: ALL_TABLES_PAGE_STYLE,
  });
  return (
    <>
      <button
        type="button"
        className="button secondary"
        onClick={() => {
          onPrint?.();
          window.setTimeout(() => print(), PRINT_DELAY_MS);
        }}
        disabled={tables.length === 0}
      >
        Print all tables
      </button>
      <div className="print-source">
        <div ref={sheetRef} className="qr-sheet-all" data-testid="qr-sheet-all">
          {tables.map((t) => (
            <QrTile key={t.id} table={t} publicLink={publicLink} qrtext={qrtext} venue={venue} look={look} />
          ))}
        </div>
      </div>
    </>
  );
}
