// The framework's chunks, marked to be compiled as they download (docs/decisions/235).
//
// esbuild wraps React, ReactDOM and the scheduler (CommonJS packages) each in one function that
// runs when the page's module graph is evaluated. V8 compiles a function lazily, on the main
// thread, the first time it is called: on the measuring host that was two thirds of the
// evaluation task (10-12 ms unthrottled, a long task at a phone's speed). V8's explicit compile
// hint, a first line `//# allFunctionsCalledOnLoad` (Chrome 136 and later, Android's WebView with
// it), compiles every function of the file eagerly, on a background thread while the file streams
// in. Only the chunks the client entry imports are marked: all of their code runs at hydration.
// A browser without the hint reads a comment.
import fs from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The browser manifest Remix wrote into `publicBuildDir` (`manifest-<hash>.js`,
 * `window.__remixManifest={...};`), as an object.
 * @param {string} publicBuildDir
 * @returns {{ entry: { module: string, imports?: string[] } }}
 */
export function readBrowserManifest(publicBuildDir) {
  const files = fs.readdirSync(publicBuildDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (files.length !== 1) throw new Error(`expected one manifest-*.js in ${publicBuildDir}, found ${files.length}`);
  const text = fs.readFileSync(path.join(publicBuildDir, files[0]), "utf8");
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (!text.startsWith("window.__remixManifest=") || start < 0 || end < start) {
    throw new Error(`${files[0]} is not a Remix browser manifest`);
  }
  return JSON.parse(text.slice(start, end + 1));
}

/**
 * Prepends the compile hint to the client entry and every chunk it imports, once (a file that
 * already begins with it is left alone, so building twice changes nothing).
 * @param {string} publicBuildDir the browser build (`public/build`)
 * @returns {string[]} the files marked now, as the manifest names them
 */
export function markStartupChunks(publicBuildDir) {
  const { entry } = readBrowserManifest(publicBuildDir);
  const urls = [entry.module, ...(entry.imports ?? [])];
  const publicDir = path.dirname(publicBuildDir);
  const marked = [];
  for (const url of urls) {
    const file = path.join(publicDir, ...url.split("/").filter(Boolean));
    if (!file.startsWith(publicBuildDir + path.sep)) throw new Error(`${url} is outside ${publicBuildDir}`);
    const text = fs.readFileSync(file, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + text);
    marked.push(url);
  }
  return marked;
}
