// How every browser run of the project launches Debian's Chromium: the e2e tests
// (playwright.config.ts), `npm run perf:guest` and `npm run bench:sales`. CHROMIUM_PATH picks
// another binary; the flags keep a headless run quiet (no sandbox as root, no GPU, no background
// traffic that would show up in the measured requests).
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
