import type { MessageWords } from "../message-words";

/** The server's messages and the pre-menu words in Hindi. */
const hi: MessageWords = {
  soldOut: "{{dish}} बिक चुका है।",
  notServed: "{{dish}} इस समय नहीं परोसा जाता।",
  slotFull: "यह पिकअप समय भर चुका है: कोई दूसरा चुनें।",
  slotTooSoon: "यह पिकअप समय बहुत जल्दी है: बाद का समय चुनें।",
  choosePickup: "पिकअप समय चुनें।",
  scanTheCode: "टेबल के बिल पर ऑर्डर करने के लिए अपनी टेबल पर लगा QR कोड स्कैन करें।",
  cartSent: "यह कार्ट पहले ही भेजी जा चुकी है।",
  cartChanged: "इस बीच कार्ट बदल गई: उसे जाँचें और फिर से भेजें।",
  cartFull: "कार्ट भर गई है: और जोड़ने से पहले उसे भेजें।",
  cartEmpty: "कार्ट खाली है।",
  visitEnded: "इस टेबल की विज़िट समाप्त हो गई है।",
  groupFull: "इस टेबल का समूह भर गया है ({{count}} फ़ोन)।",
  invitationInvalid: "यह आमंत्रण मान्य नहीं है।",
  joinFirst: "पहले इसके आमंत्रण से इस टेबल के समूह में शामिल हों।",
  payTheStaff: "यह जगह ऑनलाइन भुगतान नहीं लेती: स्टाफ़ को भुगतान करें।",
  paymentNoAnswer: "भुगतान सेवा ने जवाब नहीं दिया। कुछ भी नहीं काटा गया: थोड़ी देर में फिर से कोशिश करें।",
  shareAlreadyPaid: "यह हिस्सा पहले ही चुकाया जा चुका है।",
  genericError: "आपके अनुरोध को संसाधित करते समय कुछ गलत हो गया।",
  loadingMenu: "मेन्यू लोड हो रहा है",
  menuNotFound: "मेन्यू नहीं मिला",
  menuNotFoundText: "इस पते पर कोई मेन्यू नहीं है। कृपया अपनी टेबल का QR कोड फिर से स्कैन करें या स्टाफ़ से पूछें।",
  menuLoadFailed: "मेन्यू लोड नहीं हो सका",
  checkConnection: "कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।",
  tryAgain: "फिर से कोशिश करें",
};

export default hi;
