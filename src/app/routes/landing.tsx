import { LandingPage } from "../../features/auth/landing-page";

export function Component() {
  return <LandingPage />;
}
