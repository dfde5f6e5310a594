import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in German. */
const de: MessageWords = {
  soldOut: "{{dish}} ist ausverkauft.",
  notServed: "{{dish}} gibt es zu dieser Zeit nicht.",
  slotFull: "Diese Abholzeit ist voll: Bitte wählen Sie eine andere.",
  slotTooSoon: "Diese Abholzeit ist zu früh: Bitte wählen Sie eine spätere.",
  choosePickup: "Wählen Sie eine Abholzeit.",
  scanTheCode: "Scannen Sie den QR-Code auf Ihrem Tisch, um auf seine Rechnung zu bestellen.",
  cartSent: "Dieser Warenkorb wurde bereits gesendet.",
  cartChanged: "Der Warenkorb hat sich inzwischen geändert: Prüfen Sie ihn und senden Sie erneut.",
  cartFull: "Der Warenkorb ist voll: Senden Sie ihn, bevor Sie mehr hinzufügen.",
  cartEmpty: "Der Warenkorb ist leer.",
  visitEnded: "Der Besuch an diesem Tisch ist beendet.",
  groupFull: "Die Gruppe dieses Tisches ist voll ({{count}} Handys).",
  invitationInvalid: "Diese Einladung ist nicht gültig.",
  joinFirst: "Treten Sie zuerst mit der Einladung der Gruppe dieses Tisches bei.",
  payTheStaff: "Dieses Lokal nimmt keine Online-Zahlung an: Bitte zahlen Sie beim Personal.",
  paymentNoAnswer:
    "Der Zahlungsdienst hat nicht geantwortet. Es wurde nichts abgebucht: Versuchen Sie es gleich noch einmal.",
  shareAlreadyPaid: "Dieser Anteil ist bereits bezahlt.",
  genericError: "Bei der Bearbeitung Ihrer Anfrage ist ein Fehler aufgetreten.",
  loadingMenu: "Die Speisekarte wird geladen",
  menuNotFound: "Speisekarte nicht gefunden",
  menuNotFoundText:
    "Unter dieser Adresse gibt es keine Speisekarte. Bitte scannen Sie den QR-Code auf Ihrem Tisch erneut oder fragen Sie das Personal.",
  menuLoadFailed: "Die Speisekarte konnte nicht geladen werden",
  checkConnection: "Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  tryAgain: "Erneut versuchen",
};

export default de;
