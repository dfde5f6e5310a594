import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in French. */
const fr: MessageWords = {
  soldOut: "{{dish}} est épuisé.",
  notServed: "{{dish}} n'est pas servi à cette heure.",
  slotFull: "Ce créneau de retrait est complet : choisissez-en un autre.",
  slotTooSoon: "Ce créneau de retrait est trop tôt : choisissez-en un plus tard.",
  choosePickup: "Choisissez une heure de retrait.",
  scanTheCode: "Scannez le QR code de votre table pour commander sur son addition.",
  cartSent: "Ce panier a déjà été envoyé.",
  cartChanged: "Le panier a changé entre-temps : vérifiez-le et envoyez-le à nouveau.",
  cartFull: "Le panier est plein : envoyez-le avant d'en ajouter plus.",
  cartEmpty: "Le panier est vide.",
  visitEnded: "La visite de cette table est terminée.",
  groupFull: "Le groupe de cette table est complet ({{count}} téléphones).",
  invitationInvalid: "Cette invitation n'est pas valide.",
  joinFirst: "Rejoignez d'abord le groupe de cette table avec son invitation.",
  payTheStaff: "Cet établissement n'accepte pas le paiement en ligne : payez le personnel.",
  paymentNoAnswer: "Le service de paiement n'a pas répondu. Rien n'a été débité : réessayez dans un instant.",
  shareAlreadyPaid: "Cette part est déjà payée.",
  genericError: "Une erreur s'est produite lors du traitement de votre demande.",
  loadingMenu: "Chargement du menu",
  menuNotFound: "Menu introuvable",
  menuNotFoundText:
    "Il n'y a pas de menu à cette adresse. Veuillez scanner à nouveau le QR code de votre table ou demander au personnel.",
  menuLoadFailed: "Le menu n'a pas pu être chargé",
  checkConnection: "Vérifiez votre connexion et réessayez.",
  tryAgain: "Réessayer",
};

export default fr;
