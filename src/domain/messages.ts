import { WAITER_CALL_NOT_COMBINED } from "./order-lines";

// Every user-facing message, word for word, under typed keys (docs/messages.md). Screens use `msg(key)`;
// tests assert against this catalogue, never a copy of its text.
export const messages = {
  // Auth
  loginFailed: "Wrong email or password",
  registerFailed: "Registration failed",
  passwordsDoNotMatch: "Passwords do not match",
  pinRemoved: "The PIN was removed. Set a new one in Settings if you want one.",
  notLoggedIn: "Not logged in",
  pleaseLogIn: "Please log in to see this page.",
  // After a sign-up (docs/security-and-isolation.md#sign-up).
  registeredCheckMail:
    "Check your mail: open the link we sent to confirm your address, then sign in here. Nothing of a new account works before that.",
  registeredNoMail: "Your account is ready: sign in. This server sends no mail, so it does not confirm addresses.",
  confirmHint: "New account? Open the link we mailed you before you sign in.",
  confirmResent: "If this address has an account waiting for confirmation, a new link is on its way.",
  confirmResendFailed: "Could not ask for a new link. Please try again.",
  enterEmailFirst: "Enter your email first.",

  // Menu (editor)
  menuUpdated: "Menu updated successfully!",
  menuUpdateFailed: "Failed to update menu: ",
  menuPleaseLogIn: "Please log in to edit your menu.",
  // The look of the menu and a new venue's checklist (docs/storefront.md)
  lookSaved: "The look of your menu was saved.",
  lookSaveFailed: "The look of your menu was not saved: ",
  // Menu languages (docs/menu-and-serving-windows.md#menu-languages).
  languagesSaved: "The languages of your menu were saved.",
  languagesSaveFailed: "The languages of your menu were not saved: ",
  checklistHideFailed: "The checklist could not be hidden. Please try again.",

  // Monthly orders (Settings, docs/operations.md#monthly-orders)
  monthlyOrdersFailed: "Could not load this month's order count.",
  monthlyOrdersFree: "Free: a $10 fee applies only past 500 orders in a month.",
  monthlyOrdersNear: "Close to the 500 free orders of the month.",
  monthlyOrdersOver: "Past the 500 free orders this month: a $10 fee applies. Taking the fee is not online yet.",

  // Orders
  orderSent: "Order sent!",
  // Not spec 8: a price list began or ended while the cart was open (docs/tax-and-receipts.md).
  orderSentPricesChanged: "Order sent! Some prices changed since you opened the menu: your order has today's prices.",
  orderSendFailed: "Failed to send order. Please try again.",
  orderQueuedOffline: "You are offline. Your order is kept and will be sent when you are back online.",
  // A waiting (offline) order the server then refused: its lines and the server's reason.
  orderRefusedAfterOffline: "Your order ({{lines}}) was not sent: {{reason}}",
  backToMenu: "Back to the menu",
  orderFinishFailed: "Failed to finish order.",
  orderDeleteFailed: "Failed to delete order.",
  orderUpdateFailed: "Failed to update order.",
  ordersCombineFailed: "Failed to combine orders.",
  ordersNotFound: "Selected orders not found.",
  orderStartFailed: "Failed to start order.",
  selectExactlyTwo: "Select exactly two orders to combine.",
  orderStarted: "Order started.",
  orderFinished: "Order finished.",
  ordersCombined: "Orders combined.",
  waiterCallNotCombined: WAITER_CALL_NOT_COMBINED,
  orderDeleted: "Order deleted.",
  orderUpdated: "Order updated.",
  newOrderFromTable: "new order from table {{table}}",
  // Staff order entry.
  staffOrderCreated: "Order for table {{table}} created.",

  // Tables
  tableCreateFailed: "Failed to create table.",
  tableDeleteFailed: "Failed to delete table.",
  tablePositionFailed: "Failed to save position.",
  tableNumberMin: "Table number must be 1 or greater.",
  tableExists: "Table {{tableNumber}} already exists.",

  // Storage
  storageAddFailed: "Error adding item",
  storageDeleteFailed: "Failed to delete entry.",

  // Settings
  incorrectPin: "Incorrect PIN",
  pinUpdateFailed: "Failed to update PIN.",
  pinFormat: "PIN must be a 4-digit number.",
  pinUpdated: "PIN updated.",
  newPasswordsDoNotMatch: "New passwords do not match.",
  passwordChangeFailed: "Failed to change password. Please check your current password and try again.",
  passwordChanged: "Password changed.",
  exportFailed: "Failed to export menu",
  importSucceeded: "Menu imported successfully!",
  importFailed: "Failed to import menu: {{reason}}",
  invalidFileFormat: "Invalid file format",
  userNotLoaded: "User not loaded",
  noFileSelected: "No file selected",

  // Help
  supportFailed: "There was an error sending your message.",
  supportSent: "Thank you! Your message has been sent. We will get back to you soon.",

  // Push
  pushNotEnabled: "Push notifications not enabled!",
  pushEnabled: "Push notifications enabled!",
  pushDisabled: "Push notifications disabled.",

  // Category and dish failures: a translated message followed by the server's message.
  categoryAddFailed: "Failed to add category: ",
  categoryUpdateFailed: "Failed to update category: ",
  categoryDeleteFailed: "Failed to delete category: ",
  categoryReorderFailed: "Failed to reorder categories: ",
  dishAdded: "Dish added: {{title}}.",
  dishAddFailed: "Failed to add dish: ",
  dishUpdateFailed: "Failed to update dish: ",
  dishDeleteFailed: "Failed to delete dish: ",
  dishReorderFailed: "Failed to reorder dishes: ",

  // Loads that failed: each is shown with a Retry in place of the list, never as an empty list
  // (docs/messages.md#how-errors-reach-the-screen).
  ordersLoadFailed: "The orders could not be loaded. They load again when the connection is back.",
  finishedLoadFailed: "Failed to load finished orders. They will reload when the connection is back.",
  storageLoadFailed: "The storage entries could not be loaded.",
  tablesLoadFailed: "The tables could not be loaded.",
  menuLoadFailed: "Your menu could not be loaded.",
  dishesLoadFailed: "The dishes could not be loaded.",
  myOrdersLoadFailed: "Your sent orders could not be loaded.",
  oldLinksLoadFailed: "Could not load your old links.",
  pinStatusLoadFailed: "Could not check whether a PIN is set.",

  // Client error funnel
  genericError: "Something went wrong while processing your request.",
} as const;

export type MessageKey = keyof typeof messages;

/** The catalogue text for `key` with `{{name}}` placeholders filled from `params`. */
export function msg(key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{{${name}}}`,
  );
}
