// The bill request's sound on the board: it follows the board's "Sound for new orders" switch
// (stored by the orders feature under this key), three notes so it differs from a new order's two.
const BOARD_CHIME_KEY = "draft_orders_chime";
let ctx: AudioContext | null = null;

/** Plays the bill chime when the board's sound is on (and the browser lets the page play audio). */
export function playBillChime(): void {
  try {
    if (localStorage.getItem(BOARD_CHIME_KEY) !== "1" || typeof AudioContext === "undefined") return;
    ctx = ctx ?? new AudioContext();
    if (ctx.state === "suspended") ctx.resume().catch(() => {});
    const ac = ctx;
    [660, 880, 1100].forEach((freq, i) => {
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      const t = ac.currentTime + i * 0.15;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.13);
      osc.connect(gain).connect(ac.destination);
      osc.start(t);
      osc.stop(t + 0.14);
    });
  } catch {
    // No sound is no failure: the banner and the push notification carry the request.
  }
}
