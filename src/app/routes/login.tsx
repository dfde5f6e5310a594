import { LoginPage } from "../../features/auth/login-page";

export function Component() {
  return <LoginPage />;
}
