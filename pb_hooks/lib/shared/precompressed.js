// The build's compressed copies of static files (vite.config.ts precompress), sent as they are
// (pb_hooks/public.pb.js).
/**
 * The build's compressed copy of dist/`name` that the browser accepts (vite.config.ts precompress):
 * brotli, else (with `gzipCopy`) gzip; a function that writes it past the gzip middleware, once.
 * Null when there is none (a small file: the gzip middleware compresses it).
 */
function precompressed(dist, name, accepts, gzipCopy) {
  const types = {
    js: "text/javascript; charset=utf-8",
    css: "text/css; charset=utf-8",
    svg: "image/svg+xml",
    json: "application/json",
    ttf: "font/ttf",
  };
  const wanted = [];
  if (/\bbr\b/.test(accepts)) wanted.push(["br", ".br"]);
  if (gzipCopy && /\bgzip\b/.test(accepts)) wanted.push(["gzip", ".gz"]);
  for (const [encoding, suffix] of wanted) {
    let bytes = null;
    try {
      bytes = $os.readFile($filepath.join(dist, name + suffix));
    } catch (_) {
      continue;
    }
    return (e) => {
      // The gzip middleware wrapped the response when gzip is accepted: write past it.
      if (/\bgzip\b/.test(accepts)) e.response = e.response.unwrap();
      e.response.header().set("Content-Encoding", encoding);
      return e.blob(200, types[name.split(".").pop()] || "application/octet-stream", bytes);
    };
  }
  return null;
}

module.exports = { precompressed };
