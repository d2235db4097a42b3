import type express from "express";
import type { Server } from "node:http";

/**
 * Starts listening, or rejects with one line an operator can act on. Express 5 hands a listen
 * error to the callback it was given; taking it for "listening" once printed Ready for a port
 * another program held, and the process then exited 0 (issue 30).
 */
export function listen(app: express.Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => {
      if (!error) return resolve(server);
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EADDRINUSE")
        reject(new Error(`port ${port} on ${host} is already in use by another program: stop it, or choose another port with PORT=...`));
      else if (code === "EACCES")
        reject(new Error(`port ${port} on ${host} needs privileges this user does not have: choose a port above 1023 with PORT=...`));
      else if (code === "EADDRNOTAVAIL") reject(new Error(`HOST ${host} is not an address of this machine (port ${port}).`));
      else reject(new Error(`cannot listen on ${host}:${port} (${error.message}).`));
    });
  });
}
