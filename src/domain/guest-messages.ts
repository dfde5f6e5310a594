// The messages of the catalogue (src/domain/messages.ts, docs/messages.md) that the guest page
// shows, in a module of their own: the guest's download then carries these few, not the owner
// screens' whole catalogue (npm run size). messages.ts includes them: msg(key) reads them as ever.
export const GUEST_MESSAGES = {
  orderSent: "Order sent!",
  // Not spec 8: a price list began or ended while the cart was open (docs/tax-and-receipts.md).
  orderSentPricesChanged: "Order sent! Some prices changed since you opened the menu: your order has today's prices.",
  // A waiter call's answer (not 'Order sent!': the guest asked for a person, not food).
  waiterCalled: "Waiter called! Someone will come to your table.",
  orderSendFailed: "Failed to send order. Please try again.",
  orderQueuedOffline: "You are offline. Your order is kept and will be sent when you are back online.",
  // A waiting (offline) order the server then refused: its lines and the server's reason.
  orderRefusedAfterOffline: "Your order ({{lines}}) was not sent: {{reason}}",
  backToMenu: "Back to the menu",
  myOrdersLoadFailed: "Your sent orders could not be loaded.",
  // Client error funnel
  genericError: "Something went wrong while processing your request.",
} as const;
