// `npm run bench -- --against <commit> --profile DIR` loads this into each server it starts
// (NODE_OPTIONS=--import; Node refuses --cpu-prof there). SIGUSR2 starts a CPU profile of the
// process (V8's sampler through node:inspector, every 0.5 ms); the next SIGUSR2 writes it to
// $BENCH_PROFILE_FILE as a .cpuprofile (Chrome DevTools, speedscope), so a profile covers the
// measured seconds only, not start-up, data making or warm-up. Measurement only: never in `npm start`.
import fs from "node:fs";
import inspector from "node:inspector";

let session;
process.on("SIGUSR2", () => {
  if (!session) {
    session = new inspector.Session();
    session.connect();
    session.post("Profiler.enable", () =>
      session.post("Profiler.setSamplingInterval", { interval: 500 }, () => session.post("Profiler.start")),
    );
    return;
  }
  const ending = session;
  session = undefined;
  // Read when the profile is written, so the bench can name each measured drive's file.
  const file = fs.readFileSync(process.env.BENCH_PROFILE_FILE, "utf8").trim();
  ending.post("Profiler.stop", (error, result) => {
    if (!error) fs.writeFileSync(file, JSON.stringify(result.profile));
    ending.disconnect();
  });
});
