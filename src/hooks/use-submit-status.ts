import { useCallback, useState } from "react";

export interface SubmitResult {
  kind: "success" | "error";
  text: string;
}

/**
 * The state of a form that sends one request: `isBusy` while it runs, then a success or failure
 * banner text. `submit(action, success, failure)` runs the action; a failure is logged and shown
 * as `failure`, never thrown. Returns whether it succeeded.
 */
export function useSubmitStatus() {
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [isBusy, setBusy] = useState(false);
  const clear = useCallback(() => setResult(null), []);
  const submit = useCallback(async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await action();
      setResult({ kind: "success", text: success });
      return true;
    } catch (err) {
      console.error(failure, err);
      setResult({ kind: "error", text: failure });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { result, isBusy, submit, clear };
}
