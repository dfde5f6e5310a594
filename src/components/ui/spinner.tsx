/** Loading indicator; `fullScreen` covers the viewport (home, guest menu). */
export function Spinner({ fullScreen = false, label = "Loading" }: { fullScreen?: boolean; label?: string }) {
  return (
    <div className={fullScreen ? "spinner-screen" : "spinner-inline"} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
