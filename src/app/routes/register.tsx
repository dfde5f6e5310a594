import { RegisterPage } from "../../features/auth/register-page";

export function Component() {
  return <RegisterPage />;
}
