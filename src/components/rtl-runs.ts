// Right-to-left text for the receipt's Unicode PDF (receipt-pdf-unicode.ts). fontkit shapes a line
// as one run in the script of its first letter and, for Hebrew or Arabic, reverses the whole run's
// glyphs: the RTL words then read right, but a number in the line would too ("12" printed "21").
// pdfkit has no Unicode bidi algorithm; this keeps numbers and Latin words readable there.
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;
const LTR_RUN = /[^\s\p{Script=Hebrew}\p{Script=Arabic}×]+/gu;

/**
 * `text` prepared for fontkit's layout: in a line that starts (first letter) in Hebrew or Arabic,
 * each run of other characters (digits, Latin words, punctuation) is reversed, so fontkit's reversal
 * of the line puts it back in reading order. Any other text is returned as it is.
 */
export function rtlRuns(text: string): string {
  const first = text.match(/\p{L}/u);
  if (!first || !RTL_LETTER.test(first[0])) return text;
  return text.replace(LTR_RUN, (run) => [...run].reverse().join(""));
}
