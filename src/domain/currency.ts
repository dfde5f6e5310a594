// A new venue's currency (docs/owner-screens.md#sign-in-and-sign-up): asked at sign-up, the choice
// preselected from the browser's locale, so a venue's prices never read a bare '4.50'. Pure.

// Region -> currency for the regions a locale most often names. Why a table: Intl gives a
// locale's region but not its currency; a region missing here preselects nothing (the owner picks).
const EURO = "AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK".split(" ");
const REGION_CURRENCY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(EURO.map((r) => [r, "EUR"])),
  AE: "AED",
  AR: "ARS",
  AU: "AUD",
  BG: "BGN",
  BR: "BRL",
  CA: "CAD",
  CH: "CHF",
  CL: "CLP",
  CN: "CNY",
  CO: "COP",
  CZ: "CZK",
  DK: "DKK",
  EG: "EGP",
  GB: "GBP",
  HK: "HKD",
  HU: "HUF",
  ID: "IDR",
  IL: "ILS",
  IN: "INR",
  IS: "ISK",
  JP: "JPY",
  KR: "KRW",
  LI: "CHF",
  MA: "MAD",
  MX: "MXN",
  MY: "MYR",
  NG: "NGN",
  NO: "NOK",
  NZ: "NZD",
  PE: "PEN",
  PH: "PHP",
  PK: "PKR",
  PL: "PLN",
  RO: "RON",
  RS: "RSD",
  SA: "SAR",
  SE: "SEK",
  SG: "SGD",
  TH: "THB",
  TR: "TRY",
  TW: "TWD",
  UA: "UAH",
  US: "USD",
  VN: "VND",
  ZA: "ZAR",
};

/** The currencies offered at sign-up: the table's, sorted by code. */
export const SIGNUP_CURRENCIES: readonly string[] = [...new Set(Object.values(REGION_CURRENCY))].sort();

/**
 * The currency of a BCP 47 locale's region ('de-AT' -> 'EUR', 'en-US' -> 'USD'); a language alone
 * takes its likely region ('de' -> Germany). "" when the region is unknown.
 */
export function currencyForLocale(locale: string): string {
  try {
    const region = new Intl.Locale(locale).maximize().region ?? "";
    return REGION_CURRENCY[region] ?? "";
  } catch {
    return "";
  }
}

/** 'EUR: Euro' for the currency select (the code alone where the browser has no name for it). */
export function currencyLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames(["en"], { type: "currency" }).of(code);
    return name && name !== code ? `${code}: ${name}` : code;
  } catch {
    return code;
  }
}
