/** The public guest menu of a venue's table (spec 2 "Public menu"). */
export function GuestMenuPage({ publicLink, tableNumber }: { publicLink: string; tableNumber: string }) {
  return (
    <h1>
      Menu {publicLink} {tableNumber}
    </h1>
  );
}
