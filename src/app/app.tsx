import { RouterProvider } from "react-router-dom";
import { router } from "./router";

/** The whole app: one data router; every route module is loaded lazily. */
export function App() {
  return <RouterProvider router={router} />;
}
