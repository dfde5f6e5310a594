export { PushBell } from "./push-bell";
