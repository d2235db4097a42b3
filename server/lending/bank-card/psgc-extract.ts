import { getAllProvinces, getMunicipalitiesByProvince } from "@aivangogh/ph-address";
import type { Place } from "./places";

/**
 * How the list of places (psgc-places.json) is made from the PSGC as @aivangogh/ph-address packages
 * it. Run by `npm run psgc` when the package moves to a new PSGC release; the server reads only the
 * JSON, because the package keeps every barangay in memory (about 68 MiB) for 1,642 places.
 * server/lending/bank-card/psgc-extract.test.ts keeps the JSON equal to what this makes.
 */
/** The National Capital Region has no province: its 16 cities and Pateros go under its common name. */
const METRO_MANILA = { code: "1300000000", name: "Metro Manila" };
/** The Bangsamoro Special Geographic Area: eight municipalities outside any province. */
const SPECIAL_GEOGRAPHIC_AREA = { code: "1999900000", name: "Special Geographic Area (BARMM)" };
/**
 * Cities the PSGC lists apart from any province (highly urbanized cities outside Metro Manila, and
 * the City of Isabela), keyed by their code, with the province they lie in, so that a borrower who
 * types "Cebu" also finds "Cebu City, Cebu". Manila's 14 districts are left out: Manila City is the
 * place.
 */
const INDEPENDENT_CITIES: Record<string, string> = {
  "0330100000": "Pampanga", // Angeles City
  "1830200000": "Negros Occidental", // Bacolod City
  "1430300000": "Benguet", // Baguio City
  "1630400000": "Agusan del Norte", // Butuan City
  "1030500000": "Misamis Oriental", // Cagayan de Oro City
  "0730600000": "Cebu", // Cebu City
  "1130700000": "Davao del Sur", // Davao City
  "1230800000": "South Cotabato", // General Santos City
  "1030900000": "Lanao del Norte", // Iligan City
  "0631000000": "Iloilo", // Iloilo City
  "0731100000": "Cebu", // Lapu-Lapu City
  "0431200000": "Quezon", // Lucena City
  "0731300000": "Cebu", // Mandaue City
  "0331400000": "Zambales", // Olongapo City
  "1731500000": "Palawan", // Puerto Princesa City
  "0831600000": "Leyte", // Tacloban City
  "0931700000": "Zamboanga del Sur", // Zamboanga City
  "0990100000": "Basilan", // City of Isabela
};

/** The package capitalises Spanish particles ("Cagayan De Oro"); PSGC writes them in lower case. */
function tidy(name: string): string {
  return name.replace(/ (De|Del|De La|De Los) (?=\S)/g, (particle) => particle.toLowerCase());
}

export function buildPlaces(): Place[] {
  const places: Place[] = [];
  const add = (provinceName: string, groupCode: string) => {
    for (const town of getMunicipalitiesByProvince(groupCode)) {
      const city = tidy(town.name);
      places.push({ label: `${city}, ${provinceName}`, city, province: provinceName, psgcCode: town.psgcCode });
    }
  };
  for (const province of getAllProvinces()) add(province.name, province.psgcCode);
  add(METRO_MANILA.name, METRO_MANILA.code);
  add(SPECIAL_GEOGRAPHIC_AREA.name, SPECIAL_GEOGRAPHIC_AREA.code);
  for (const [code, provinceName] of Object.entries(INDEPENDENT_CITIES)) add(provinceName, code);
  return places.sort((a, b) => a.label.localeCompare(b.label, "en"));
}
