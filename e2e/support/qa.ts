import { execFileSync } from "node:child_process";
import { E2E_DATABASE_URL } from "../../playwright.config";

/** Runs the QA command line against the end-to-end database and returns its JSON answer. */
export function qa<T = any>(...args: string[]): T {
  let out: string;
  try {
    out = execFileSync(process.execPath, ["--import", "tsx", "scripts/qa.ts", ...args], {
      env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, UPLOAD_DIR: "data/e2e-uploads" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    // What the command line said goes into the test's report, so a failure there can be read. It
    // answers its own failures on stdout as {"error": ...} (scripts/qa.ts); faults reach stderr.
    const { stdout, stderr, status, signal } = error as { stdout?: string; stderr?: string; status?: number; signal?: string };
    const said = [
      String(stdout ?? "").trim(),
      String(stderr ?? "")
        .trim()
        .split("\n")
        .slice(-12)
        .join("\n"),
    ]
      .filter(Boolean)
      .join("\n");
    throw new Error(`qa ${args.join(" ")} exited with ${status ?? signal}: ${said || "(nothing on stdout or stderr)"}`);
  }
  return JSON.parse(out) as T;
}

export interface QaOrder {
  orderId: number;
  orderNo: string;
  productId: number;
  userId: number;
  query: string;
  pages: Record<string, string>;
}

export function qaOrder(status: number, ...flags: string[]): QaOrder {
  return qa<QaOrder>("order", "--status", String(status), ...flags);
}
