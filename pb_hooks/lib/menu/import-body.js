// The menu import's body (docs/security-and-isolation.md#import-floods), checked before anything
// decodes it. Its bytes are bounded (MAX_IMPORT_BYTES, natively: photos make a real import large),
// but what decoding costs is the count of values: 60 MB of `0,0,0,...` took 19 s and took the
// server from 65 MB to 1.7 GB, for one owner's request. So the body is read as text and the values
// it can hold counted (every ",", "[" and "{", a string's included: an overcount) before PocketBase
// decodes it: more than MAX_VALUES is a 400. A real menu has some tens of values a dish (3,000
// dishes at the most): the cap leaves over 300 a dish.
const MAX_VALUES = 1000000;

/**
 * Refuses an import body with no length (411) or with more than MAX_VALUES values (400), reading
 * it once (PocketBase's body wrapper rewinds it for the decoding that follows: the route's native
 * limits are twice MAX_IMPORT_BYTES for that second read, the length is checked here).
 * @param {core.RequestEvent} e
 */
function checkImportBody(e) {
  const max = require(`${__hooks}/lib/shared/domain.js`).MAX_IMPORT_BYTES;
  const length = Number(e.request.contentLength);
  if (length < 0 || length > max) {
    // Refused unread: the connection is closed after the answer.
    e.response.header().set("Connection", "close");
    if (length < 0) throw new ApiError(411, "Send the menu file with its length (Content-Length).", {});
    throw new ApiError(413, "Request entity too large", {});
  }
  const text = toString(e.request.body, max + 1);
  if (countValues(text, MAX_VALUES) > MAX_VALUES) {
    throw new BadRequestError("The menu file has too many values (more than a million): it is not a menu export.");
  }
}

/**
 * The count of `marks` (",", "[" and "{" unless given) in `text`, up to just over `max` (it stops
 * there).
 * @param {string} text
 * @param {number} max
 * @param {string[]} [marks]
 */
function countValues(text, max, marks) {
  let n = 0;
  for (const ch of marks || [",", "[", "{"]) {
    let i = text.indexOf(ch);
    while (i !== -1) {
      n += 1;
      if (n > max) return n;
      i = text.indexOf(ch, i + 1);
    }
  }
  return n;
}

module.exports = { MAX_VALUES, checkImportBody, countValues };
