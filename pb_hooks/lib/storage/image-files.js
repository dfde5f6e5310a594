// Image checks on PocketBase file objects (goja only; the header parsing is lib/storage/image-size.js).
// Every new file of a record's file fields is checked before it is stored: one that is not a
// readable PNG/JPEG/GIF/WebP header or declares more pixels than the cap is refused with a 400.

/** A read(offset, length) over an open io.ReadSeeker (reads only the bytes asked for). */
function seekReader(r) {
  return function (offset, length) {
    r.seek(offset, 0);
    return toBytes(r, length);
  };
}

/** Reason a stored or new file object is refused, or "". */
function checkFile(file) {
  const size = require(`${__hooks}/lib/storage/image-size.js`);
  const r = file.reader.open();
  try {
    return size.checkImage(seekReader(r));
  } finally {
    r.close();
  }
}

/**
 * Declared size of the stored file at `key` (in the app's filesystem), or null when unreadable.
 * @param {CoreApp} app
 * @param {string} key
 */
function storedImageSize(app, key) {
  const size = require(`${__hooks}/lib/storage/image-size.js`);
  const fsys = app.newFilesystem();
  try {
    const r = fsys.getReader(key);
    try {
      return size.imageSize(seekReader(r));
    } finally {
      r.close();
    }
  } finally {
    fsys.close();
  }
}

/**
 * Throws a 400 naming the field when any new file of `record` is refused.
 * @param {core.Record} record
 * @returns {void}
 */
function checkRecordFiles(record) {
  const fields = record.collection().fields;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (field.type() !== "file") continue;
    const name = field.getName();
    const files = record.getUnsavedFiles(name);
    for (let j = 0; j < files.length; j++) {
      const reason = checkFile(files[j]);
      if (reason) {
        // PocketBase's convention: a short message, the reason on the field (the app shows both).
        throw require(`${__hooks}/lib/shared/errors.js`).fieldsError("The image was refused.", {
          [name]: { code: "validation_invalid_image", message: reason },
        });
      }
    }
  }
}

module.exports = { checkFile, storedImageSize, checkRecordFiles, seekReader };
