import { useEffect, useState } from "react";
import { msg } from "../../domain/messages";
import { useOwner } from "../../hooks/use-session";
import { Dialog } from "../../components/ui/dialog";
import { Banner } from "../../components/ui/banner";
import { Spinner } from "../../components/ui/spinner";
import { disablePush, enablePush, loadPushState, type PushState } from "./push-client";
import "./push-bell.css";

type Shown = PushState | "loading";

const EXPLAIN =
  "Get a notification on this device when a guest sends an order, even when Draft is closed. " +
  "Your browser will ask for permission.";
const UNSUPPORTED =
  "This browser cannot receive push notifications here. Use a current Chrome, Edge, Firefox or Safari " +
  "over HTTPS; on iPhone and iPad, first add Draft to the Home Screen (Share, then Add to Home Screen) and open it from there.";
const DENIED =
  "Notifications are blocked for this site. To receive new orders, allow notifications for this site in your " +
  "browser's site settings (the icon left of the address), then open this dialog again.";
const ENABLE_FAILED =
  "Push notifications could not be turned on. Private and incognito windows cannot receive them; " +
  "otherwise please try again.";
const DISABLE_FAILED = "Push notifications could not be turned off. Please try again.";

/** Bell button of the Orders header: a dialog that turns Web Push for new orders on and off (docs/push.md). */
export function PushBell() {
  const owner = useOwner();
  const userId = owner?.id ?? "";
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<Shown>("loading");
  const [isBusy, setBusy] = useState(false);
  const [justDisabled, setJustDisabled] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    if (!userId) return;
    let isLive = true;
    loadPushState(userId, Date.now())
      .then((s) => isLive && setState(s))
      .catch((e: unknown) => {
        console.error("push: could not read the subscription", e); // only logged: the page works without push
        if (isLive) setState("off");
      });
    return () => {
      isLive = false;
    };
  }, [userId]);

  async function run(action: () => Promise<PushState>, after: (s: PushState) => void, failed: string) {
    setBusy(true);
    setError("");
    try {
      const s = await action();
      setState(s);
      after(s);
    } catch (e) {
      console.error("push:", e);
      setError(failed);
    } finally {
      setBusy(false);
    }
  }

  const enable = () =>
    run(
      () => enablePush(userId, Date.now()),
      () => setJustDisabled(false),
      ENABLE_FAILED,
    );
  const disable = () =>
    run(
      () => disablePush(userId),
      (s) => setJustDisabled(s === "off"),
      DISABLE_FAILED,
    );

  return (
    <>
      <button
        type="button"
        className={`icon-button push-bell ${state === "on" ? "is-on" : ""}`}
        aria-label="Push notifications"
        aria-haspopup="dialog"
        title={state === "on" ? msg("pushEnabled") : msg("pushNotEnabled")}
        onClick={() => setOpen(true)}
      >
        <BellIcon isOn={state === "on"} />
      </button>
      <Dialog
        open={open}
        title="Push notifications"
        onClose={() => setOpen(false)}
        actions={
          <>
            {state === "off" && (
              <button type="button" className="button" disabled={isBusy} onClick={enable}>
                Enable push notifications
              </button>
            )}
            {state === "on" && (
              <button type="button" className="button secondary" disabled={isBusy} onClick={disable}>
                Disable push notifications
              </button>
            )}
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>
              Close
            </button>
          </>
        }
      >
        <PushStatus state={state} justDisabled={justDisabled} />
        {isBusy && <Spinner label="Working" />}
        {error && <Banner kind="error">{error}</Banner>}
      </Dialog>
    </>
  );
}

function PushStatus({ state, justDisabled }: { state: Shown; justDisabled: boolean }) {
  if (state === "loading") return <Spinner label="Loading" />;
  if (state === "unsupported") {
    return (
      <>
        <p className="push-status" role="status">
          {msg("pushNotEnabled")}
        </p>
        <p className="push-note">{UNSUPPORTED}</p>
      </>
    );
  }
  if (state === "denied") {
    return (
      <>
        <p className="push-status" role="status">
          {msg("pushNotEnabled")}
        </p>
        <p className="push-note">{DENIED}</p>
      </>
    );
  }
  if (state === "on") {
    return (
      <p className="push-status is-on" role="status">
        {msg("pushEnabled")}
      </p>
    );
  }
  return (
    <>
      <p className="push-status" role="status">
        {justDisabled ? msg("pushDisabled") : msg("pushNotEnabled")}
      </p>
      <p className="push-note">{EXPLAIN}</p>
    </>
  );
}

function BellIcon({ isOn }: { isOn: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        fill={isOn ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      {!isOn && <path d="M4 3l17 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />}
    </svg>
  );
}
