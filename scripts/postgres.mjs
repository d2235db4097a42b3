// `node scripts/postgres.mjs start|stop|status|url`: the local PostgreSQL for development and tests
// (scripts/lib/postgres.mjs). `start` prints the DATABASE_URL to use on stdout.
import { postgresBin, postgresDir, postgresPort, postgresRunning, postgresUrl, startPostgres, stopPostgres } from "./lib/postgres.mjs";

const command = process.argv[2] ?? "status";
try {
  if (command === "start") {
    const url = startPostgres();
    console.error(`PostgreSQL runs on 127.0.0.1:${postgresPort}, data in ${postgresDir}.`);
    console.log(url);
  } else if (command === "stop") {
    console.error(stopPostgres() ? "PostgreSQL stopped." : "PostgreSQL was not running.");
  } else if (command === "status") {
    if (!postgresBin()) console.error("PostgreSQL is not installed (Debian: apt-get install postgresql).");
    else
      console.error(postgresRunning() ? `PostgreSQL runs on 127.0.0.1:${postgresPort} (${postgresUrl()}).` : "PostgreSQL is not running.");
    process.exit(postgresRunning() ? 0 : 3);
  } else if (command === "url") {
    console.log(postgresUrl());
  } else {
    console.error("Usage: node scripts/postgres.mjs start|stop|status|url");
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
