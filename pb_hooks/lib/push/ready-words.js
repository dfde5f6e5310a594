// The takeaway guest's "ready" push in the language the guest's page was in when they asked for it
// (docs/push.md#the-guests-ready-push, issue 37). The order's trigger writes the English text
// (pb_migrations/1770890000_guest_push.js); a guest who registered from a page in another language
// (guest_push.lang, sent by the page) gets the same push in that language, its number kept. English
// stays exactly as the trigger wrote it. Words written by the team, not reviewed by native speakers.

/** Title and body of the ready push per language ({{number}}: the pickup number). */
const READY_WORDS = {
  ar: { title: "الطلب {{number}} جاهز", body: "الطلب {{number}} جاهز للاستلام" },
  bg: { title: "Поръчка {{number}} е готова", body: "Поръчка {{number}} е готова за вземане" },
  ca: { title: "La comanda {{number}} és a punt", body: "La comanda {{number}} és a punt per recollir" },
  cs: { title: "Objednávka {{number}} je hotová", body: "Objednávka {{number}} je připravena k vyzvednutí" },
  da: { title: "Bestilling {{number}} er klar", body: "Bestilling {{number}} er klar til afhentning" },
  de: { title: "Bestellung {{number}} ist fertig", body: "Bestellung {{number}} ist abholbereit" },
  el: { title: "Η παραγγελία {{number}} είναι έτοιμη", body: "Η παραγγελία {{number}} είναι έτοιμη για παραλαβή" },
  es: { title: "El pedido {{number}} está listo", body: "El pedido {{number}} está listo para recoger" },
  et: { title: "Tellimus {{number}} on valmis", body: "Tellimus {{number}} on järeletulekuks valmis" },
  fi: { title: "Tilaus {{number}} on valmis", body: "Tilaus {{number}} on noudettavissa" },
  fr: { title: "La commande {{number}} est prête", body: "La commande {{number}} est prête à être retirée" },
  ga: { title: "Tá ordú {{number}} réidh", body: "Tá ordú {{number}} réidh le bailiú" },
  he: { title: "הזמנה {{number}} מוכנה", body: "הזמנה {{number}} מוכנה לאיסוף" },
  hi: { title: "ऑर्डर {{number}} तैयार है", body: "ऑर्डर {{number}} पिकअप के लिए तैयार है" },
  hr: { title: "Narudžba {{number}} je gotova", body: "Narudžba {{number}} je spremna za preuzimanje" },
  hu: { title: "A(z) {{number}}. rendelés elkészült", body: "A(z) {{number}}. rendelés átvehető" },
  id: { title: "Pesanan {{number}} sudah siap", body: "Pesanan {{number}} siap diambil" },
  is: { title: "Pöntun {{number}} er tilbúin", body: "Pöntun {{number}} er tilbúin til afhendingar" },
  it: { title: "L'ordine {{number}} è pronto", body: "L'ordine {{number}} è pronto per il ritiro" },
  ja: { title: "ご注文{{number}}番ができました", body: "ご注文{{number}}番のお受け取りの準備ができました" },
  ko: { title: "{{number}}번 주문이 준비되었습니다", body: "{{number}}번 주문을 찾아가실 수 있습니다" },
  lt: { title: "Užsakymas {{number}} paruoštas", body: "Užsakymas {{number}} paruoštas atsiimti" },
  lv: { title: "Pasūtījums {{number}} ir gatavs", body: "Pasūtījums {{number}} ir gatavs saņemšanai" },
  mt: { title: "L-ordni {{number}} lest", body: "L-ordni {{number}} lest għall-ġbir" },
  nl: { title: "Bestelling {{number}} is klaar", body: "Bestelling {{number}} is klaar om af te halen" },
  no: { title: "Bestilling {{number}} er klar", body: "Bestilling {{number}} er klar til henting" },
  pl: { title: "Zamówienie {{number}} jest gotowe", body: "Zamówienie {{number}} jest gotowe do odbioru" },
  pt: { title: "O pedido {{number}} está pronto", body: "O pedido {{number}} está pronto para recolha" },
  ro: { title: "Comanda {{number}} este gata", body: "Comanda {{number}} este gata de ridicare" },
  ru: { title: "Заказ {{number}} готов", body: "Заказ {{number}} готов к выдаче" },
  sk: { title: "Objednávka {{number}} je hotová", body: "Objednávka {{number}} je pripravená na vyzdvihnutie" },
  sl: { title: "Naročilo {{number}} je pripravljeno", body: "Naročilo {{number}} je pripravljeno za prevzem" },
  sq: { title: "Porosia {{number}} është gati", body: "Porosia {{number}} është gati për t'u marrë" },
  sr: { title: "Поруџбина {{number}} је готова", body: "Поруџбина {{number}} је спремна за преузимање" },
  sv: { title: "Beställning {{number}} är klar", body: "Beställning {{number}} är klar att hämta" },
  th: { title: "คำสั่งซื้อ {{number}} พร้อมแล้ว", body: "คำสั่งซื้อ {{number}} พร้อมให้รับแล้ว" },
  tr: { title: "{{number}} numaralı sipariş hazır", body: "{{number}} numaralı sipariş teslim almaya hazır" },
  uk: { title: "Замовлення {{number}} готове", body: "Замовлення {{number}} готове до видачі" },
  vi: { title: "Đơn {{number}} đã xong", body: "Đơn {{number}} đã sẵn sàng để nhận" },
  zh: { title: "订单 {{number}} 已备好", body: "订单 {{number}} 已可取餐" },
};

/** `lang` when the ready push has words in it (a page's language other than English), else "". */
function readyLanguage(lang) {
  return typeof lang === "string" && Object.prototype.hasOwnProperty.call(READY_WORDS, lang) ? lang : "";
}

// The trigger's English title: the number is read back from it.
const ENGLISH_TITLE = /^Order (\d+) is ready$/;

/**
 * The ready push `payload` ({title, body, url, icon, tag}, as the trigger wrote it) in `lang`: its
 * title and body translated, the rest kept. English, an unknown language or another payload: as is.
 */
function readyPayload(payload, lang) {
  const words = readyLanguage(lang) ? READY_WORDS[lang] : null;
  const m = words && payload && typeof payload.title === "string" ? ENGLISH_TITLE.exec(payload.title) : null;
  if (!m) return payload;
  const fill = (text) => text.replace("{{number}}", m[1]);
  const out = {};
  for (const k of Object.keys(payload)) out[k] = payload[k];
  out.title = fill(words.title);
  out.body = fill(words.body);
  return out;
}

module.exports = { READY_WORDS, readyLanguage, readyPayload };
