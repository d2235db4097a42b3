// A process that logs like the server and then stops the way server/index.ts does (closeLog, then
// exit), for server/log-exit.test.ts. It writes until stdout is full or closed, says so on stderr,
// and waits for SIGTERM.
import { closeLog, log } from "../log";

const line = "x".repeat(200);
let written = 0;
const fill = setInterval(() => {
  for (let i = 0; i < 500; i++) log().info({ line, n: written++ }, "request");
}, 5);
setTimeout(() => process.stderr.write(`logged ${written}\n`), 300);
process.on("SIGTERM", () => {
  clearInterval(fill);
  log().info("stopping");
  void closeLog().then(() => process.exit(0));
});
