// `npm run psgc`: writes server/lending/bank-card/psgc-places.json, the list of places the bank
// binding form offers, from the PSGC release @aivangogh/ph-address packages (docs/decisions/113).
import fs from "node:fs";
import path from "node:path";
import { buildPlaces } from "../server/lending/bank-card/psgc-extract";

const file = path.join(import.meta.dirname, "..", "server", "lending", "bank-card", "psgc-places.json");
const places = buildPlaces();
fs.writeFileSync(file, `${JSON.stringify(places, null, 0).replace(/\},\{/g, "},\n{")}\n`);
console.log(`Wrote ${places.length} places to ${path.relative(process.cwd(), file)}.`);
