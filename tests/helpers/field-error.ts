import { ClientResponseError } from "pocketbase";

/**
 * The error the PocketBase SDK throws for a 400 whose body names field errors, as the server
 * sends them: `{ message, data: { field: { code, message } } }`.
 */
export function fieldError(message: string, fields: Record<string, string>, status = 400): ClientResponseError {
  return new ClientResponseError({
    url: "http://127.0.0.1:8090/api/test",
    status,
    response: {
      status,
      message,
      data: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { code: "validation_invalid", message: v }])),
    },
  });
}
