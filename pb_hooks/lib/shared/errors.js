// The one way a hook answers "this input is wrong" (400) about a field. PocketBase's own record
// validation answers {status: 400, message, data: {<field>: {code, message}}}; ours has the same
// shape, so the app shows our messages under the field exactly like PocketBase's
// (src/data/errors.ts reads `data.<field>.message`). A 400 that names no field is PocketBase's plain
// `new BadRequestError(message)`.

/**
 * A 400 naming one field. The JSON a client sees:
 * `{"data":{"<field>":{"code":"<code>","message":"<message>"}},"message":"<message>","status":400}`.
 * @param {string} field the record field (or body key) at fault
 * @param {string} message the sentence the user reads (top-level message and the field's message)
 * @param {string} [code] the machine-readable code; "validation_invalid_<field>" when left out
 * @returns {BadRequestError} to `throw`
 */
function fieldError(field, message, code) {
  /** @type {{ [field: string]: ValidationError }} */
  const data = {};
  data[field] = new ValidationError(code || "validation_invalid_" + field, message);
  return new BadRequestError(message, data);
}

/**
 * A 400 naming several fields at once (a form with more than one wrong answer).
 * @param {string} message the top-level sentence ("Please check the form.")
 * @param {{ [field: string]: { code: string, message: string } }} fields each field's code and message
 * @returns {BadRequestError} to `throw`
 */
function fieldsError(message, fields) {
  /** @type {{ [field: string]: ValidationError }} */
  const data = {};
  for (const name of Object.keys(fields)) data[name] = new ValidationError(fields[name].code, fields[name].message);
  return new BadRequestError(message, data);
}

module.exports = { fieldError, fieldsError };
