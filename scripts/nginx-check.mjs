// `node scripts/nginx-check.mjs`: runs the nginx example of docs/deployment.md, as written there, in
// front of two instances on the local PostgreSQL, and checks what the example promises: a client's
// X-Forwarded-For and Host are overwritten, the per-address limits hold across both instances,
// plain HTTP is sent to HTTPS, and an instance that is down is skipped. Needs Debian's `nginx` and
// `postgresql` and a build (`npm run build`). Not part of `npm test`: CI has no nginx.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { applyPostgresMigrations, root } from "./lib/database.mjs";
import { recreateDatabase, startPostgres } from "./lib/postgres.mjs";

const NAME = "pautang.example.ph";
const CONTACTS_PER_ADDRESS = 3;

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (spawnSync("nginx", ["-v"]).status !== 0) fail("nginx is not installed (Debian: apt-get install nginx).");
if (!fs.existsSync(path.join(root, "build", "index.js"))) fail("No build: run npm run build first.");

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The example exactly as the deployment guide shows it, with only addresses, ports and certificate paths made local. */
function exampleConfig(ports, dir) {
  const doc = fs.readFileSync(path.join(root, "docs", "deployment.md"), "utf8");
  const example = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!example) fail("docs/deployment.md has no ```nginx block.");
  const local = example
    .replace("10.0.0.11:3000", `127.0.0.1:${ports.a}`)
    .replace("10.0.0.12:3000", `127.0.0.1:${ports.b}`)
    .replace(/listen 80( default_server)?;/g, (_m, d = "") => `listen 127.0.0.1:${ports.http}${d};`)
    .replace(/listen 443 ssl( http2)?( default_server)?;/g, (_m, h2 = "", d = "") => `listen 127.0.0.1:${ports.https} ssl${h2}${d};`)
    .replaceAll("/etc/ssl/pautang/fullchain.pem", path.join(dir, "cert.pem"))
    .replaceAll("/etc/ssl/pautang/privkey.pem", path.join(dir, "key.pem"));
  for (const left of ["10.0.0.", "listen 80", "listen 443", "/etc/ssl/"])
    if (local.includes(left)) fail(`Could not make the example local (${left} is left).`);
  // The frame an nginx.conf gives the example: everything in the temporary folder.
  const asRoot = process.getuid?.() === 0 ? "user root;" : "";
  return `${asRoot}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${local}
}
`;
}

function waitFor(child, pattern, what) {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${out}`)), 60_000);
    const read = (chunk) => {
      out += chunk;
      if (pattern.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => reject(new Error(`${what} exited (${code}):\n${out}`)));
  });
}

/** One request to nginx: over TLS with the given SNI name and Host header, or plain HTTP. */
function request(port, { tls = true, method = "GET", path: target = "/", host = NAME, sni = NAME, headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const options = {
      host: "127.0.0.1",
      port,
      method,
      path: target,
      headers: { Host: host, ...headers },
      ...(tls ? { servername: sni, rejectUnauthorized: false } : {}),
    };
    const req = (tls ? https : http).request(options, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on("error", (error) => resolve({ status: 0, error: error.code ?? error.message, text: "" }));
    if (body) req.write(body);
    req.end();
  });
}

/** Writes the example for these upstream ports, checks it with nginx -t and starts nginx; null when -t refuses it. */
async function startNginx(ports, label) {
  const conf = path.join(dir, `nginx-${label}.conf`);
  fs.writeFileSync(conf, exampleConfig(ports, dir));
  const test = spawnSync("nginx", ["-t", "-c", conf, "-p", dir], { encoding: "utf8" });
  if (label === "echo") {
    check("nginx -t accepts the example", test.status === 0, test.stderr.trim());
    check("nginx -t warns of nothing", test.status === 0 && !/\[warn\]/.test(test.stderr), test.stderr.trim());
  }
  if (test.status !== 0) return null;
  const nginx = spawn("nginx", ["-c", conf, "-p", dir], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(nginx);
  for (let i = 0; i < 50 && (await request(ports.https, { path: "/api/healthz" })).status === 0; i++)
    await new Promise((r) => setTimeout(r, 100));
  return nginx;
}

const results = [];
function check(what, ok, detail) {
  results.push(ok);
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${ok ? "" : `: ${detail}`}`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-check-"));
fs.chmodSync(dir, 0o755);
const children = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
};
process.on("exit", stopAll);

try {
  const ports = { a: await freePort(), b: await freePort(), http: await freePort(), https: await freePort() };
  startPostgres();
  const databaseUrl = recreateDatabase("nginx_check");
  await applyPostgresMigrations(databaseUrl);

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: "production",
    APP_PROFILE: "local",
    PUBLIC_URL: `https://${NAME}`,
    TRUST_PROXY: "1",
    CONTACT_MESSAGES_PER_IP_PER_HOUR: String(CONTACTS_PER_ADDRESS),
    OPS_PASSWORD: "nginx-check-ops-password",
  };
  for (const port of [ports.a, ports.b]) {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
  }
  await Promise.all(children.map((child, i) => waitFor(child, /Ready:/, `instance ${i + 1}`)));

  const openssl = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${NAME}`,
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { encoding: "utf8" },
  );
  if (openssl.status !== 0) fail(`openssl failed: ${openssl.stderr}`);

  // First behind the example: a stand-in upstream that answers with the headers it received.
  const echo = http.createServer((req, res) =>
    res.end(
      JSON.stringify({
        host: req.headers.host,
        for: req.headers["x-forwarded-for"],
        forwardedHost: req.headers["x-forwarded-host"],
        proto: req.headers["x-forwarded-proto"],
      }),
    ),
  );
  await new Promise((resolve) => echo.listen(0, "127.0.0.1", resolve));
  const echoPort = echo.address().port;
  let nginx = await startNginx({ ...ports, a: echoPort, b: echoPort }, "echo");
  if (!nginx) process.exit(1);
  const seen = JSON.parse(
    (
      await request(ports.https, {
        headers: { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" },
      })
    ).text || "{}",
  );
  check("an instance receives the address nginx saw, not the client's X-Forwarded-For", seen.for === "127.0.0.1", JSON.stringify(seen));
  check(
    "an instance receives the site's name as Host and X-Forwarded-Host",
    seen.host === NAME && seen.forwardedHost === NAME,
    JSON.stringify(seen),
  );
  check("an instance receives the scheme nginx answered on", seen.proto === "https", JSON.stringify(seen));
  nginx.kill("SIGTERM");
  await new Promise((resolve) => nginx.on("exit", resolve));
  echo.close();

  // Then in front of the two instances.
  nginx = await startNginx(ports, "app");
  if (!nginx) process.exit(1);

  const health = await request(ports.https, { path: "/api/healthz" });
  check("HTTPS reaches an instance", health.status === 200, `status ${health.status} ${health.error ?? ""}`);

  const plain = await request(ports.http, { tls: false, path: "/promotion?x=1" });
  check(
    "plain HTTP is sent to HTTPS on the same path",
    plain.status === 301 && plain.headers.location === `https://${NAME}/promotion?x=1`,
    `${plain.status} ${plain.headers?.location}`,
  );

  // Every post claims another address; nginx replaces the claim with the address it sees, so
  // the allowance of that one address is used up across both instances.
  const codes = [];
  for (let i = 1; i <= CONTACTS_PER_ADDRESS + 2; i++) {
    const answer = await request(ports.https, {
      method: "POST",
      path: "/api/v3/site/contact",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `203.0.113.${i}` },
      body: new URLSearchParams({ name: "Juan", telephone: "09171234567", email: "juan@example.ph", remark: "Please call me." }).toString(),
    });
    codes.push(JSON.parse(answer.text || "{}").code);
  }
  const wanted = [...Array(CONTACTS_PER_ADDRESS).fill(0), 1429, 1429];
  check(
    "a client's own X-Forwarded-For is overwritten (one allowance across both instances)",
    JSON.stringify(codes) === JSON.stringify(wanted),
    `codes ${JSON.stringify(codes)}`,
  );

  // Host: the instances see the site's name, whatever the client sent. A browser's same-site
  // post (Origin of the site, no fetch metadata) passes the cross-site check; one from another
  // site is refused, also when the client names that site as Host.
  const origin = (value, host = NAME) =>
    request(ports.https, {
      method: "POST",
      path: "/promotion",
      host,
      headers: { Origin: value, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
  const same = await origin(`https://${NAME}`);
  check("a post from the site's own origin passes the cross-site check", same.status !== 403 && same.status > 0, `status ${same.status}`);
  const other = await origin("https://evil.example");
  check("a post from another origin is refused", other.status === 403, `status ${other.status}`);
  const forged = await origin("https://evil.example", "evil.example");
  check(
    "a Host of another site does not reach an instance",
    forged.status !== 200 && !(forged.status >= 300 && forged.status < 400) && forged.status !== 404,
    `status ${forged.status}`,
  );
  const sniOther = await request(ports.https, { path: "/api/healthz", host: "evil.example", sni: "evil.example" });
  check("a TLS name of another site does not reach an instance", sniOther.status !== 200, `status ${sniOther.status}`);

  // An instance that is down: nginx sends its requests to the other one.
  children[0].kill("SIGTERM");
  await new Promise((resolve) => children[0].on("exit", resolve));
  const afterStop = [];
  for (let i = 0; i < 4; i++) afterStop.push((await request(ports.https, { path: "/api/healthz" })).status);
  check(
    "an instance that is down is skipped",
    afterStop.every((s) => s === 200),
    `statuses ${afterStop.join(", ")}`,
  );
} catch (error) {
  check("the check ran", false, error instanceof Error ? error.message : String(error));
} finally {
  stopAll();
}
const failed = results.filter((ok) => !ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
