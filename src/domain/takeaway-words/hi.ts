import type { TakeawayWords } from "../takeaway-words";

/** The takeaway page's words in Hindi. */
const hi: TakeawayWords = {
  pickupTime: "पिकअप का समय",
  loadingTimes: "पिकअप के समय लोड हो रहे हैं…",
  timesFailed: "पिकअप के समय लोड नहीं हो सके।",
  tryAgain: "फिर से कोशिश करें",
  noTimes: "आज के लिए पिकअप का कोई समय नहीं बचा।",
  chooseTime: "समय चुनें",
  full: "{{time}} (भरा हुआ)",
  pickupName: "आपका नाम (पिकअप के लिए)",
  payOnline: "ऑर्डर स्वीकार होने से पहले आप ऑनलाइन भुगतान करते हैं।",
  payAtPickup: "आप पिकअप के समय भुगतान करते हैं।",
  notifyOn: "ऑर्डर {{number}} तैयार होने पर आपको सूचना मिलेगी।",
  notifyBlocked: "इस ब्राउज़र में सूचनाएँ ब्लॉक हैं: ऑर्डर कब तैयार होगा, यह देखने के लिए यह पेज खुला रखें।",
  turningOn: "सूचनाएँ चालू की जा रही हैं…",
  notifyMe: "तैयार होने पर मुझे बताएँ",
  notifyFailed: "सूचनाएँ चालू नहीं हो सकीं। फिर से कोशिश करें।",
  today: "आज",
  tomorrow: "कल",
  tonight: "आज रात",
  noTimesLeft: "पिकअप का कोई समय नहीं बचा।",
};

export default hi;
