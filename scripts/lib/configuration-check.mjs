// The server's own configuration rules (server/config.ts), run by `npm start` before it writes
// anything: a refused start leaves no database file, no migration, no `.env` and no build behind,
// and says why in one line (issue 40, W20).
import { tsImport } from "tsx/esm/api";

/**
 * What the server would refuse to start with, as one line, or null when it would start.
 * @param {Record<string, string | undefined>} env the environment the server will be given
 * @returns {Promise<string | null>}
 */
export async function configurationProblem(env) {
  const { configFrom } = await tsImport("../../server/config.ts", import.meta.url);
  try {
    configFrom(env);
    return null;
  } catch (error) {
    // A schema error spans lines (a heading, then one per variable): the operator reads one line.
    const message = error instanceof Error ? error.message : String(error);
    return message
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .join(" ");
  }
}
