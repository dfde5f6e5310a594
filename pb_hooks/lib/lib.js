// `lib("capability/name")`: the module pb_hooks/lib/<capability>/<name>.js, required once per hook VM.
//
// Why: the JSVM's require() resolves its path on disk on every call, cached module or not
// (goja_nodejs: filepath.EvalSymlinks, one lstat per path segment), before it looks in its module
// cache. A guest order's hook required seven modules per request that way: about a tenth of the
// server's CPU per order (docs/PERFORMANCE.md, "Server hot paths"). A hot handler requires this
// module once and takes the others from it; each VM of the pool keeps its own copies, exactly as
// require() itself does.
/** @type {Record<string, any>} */
const loaded = {};

/**
 * The exports of pb_hooks/lib/<capability>/<name>.js (`name` is "capability/name", without ".js"),
 * typed as require() types them. The name is the path: no table, no extra work on the hot path.
 * The generated domain bundles are untyped here (checked through src/domain); any other name must be
 * in HookLibs, so a wrong name fails the type check.
 * @type {{ <K extends keyof HookLibs>(name: K): HookLibs[K]; (name: "shared/domain" | "shared/domain-csv"): any }}
 */
const lib = (name) => {
  const found = loaded[name];
  if (found) return found;
  const mod = require(`${__hooks}/lib/${name}.js`);
  loaded[name] = mod;
  return mod;
};

module.exports = lib;
