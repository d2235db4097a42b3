import places from "./psgc-places.json";

/**
 * Every Philippine city and municipality, each with the province it lies in, from the Philippine
 * Standard Geographic Code (PSGC) of the Philippine Statistics Authority, release of the 4th
 * quarter of 2025, as packaged by @aivangogh/ph-address 2025.4.4 (docs/decisions/113). A borrower
 * picks one label, "City, Province"; the backend accepts only a label of this list.
 */
export const PSGC_RELEASE = "PSGC 2025 Q4 (Philippine Statistics Authority), @aivangogh/ph-address 2025.4.4";

export interface Place {
  /** What the borrower reads, picks and what is stored: "Cebu City, Cebu". */
  label: string;
  city: string;
  province: string;
  /** The city's or municipality's 10-digit PSGC code. */
  psgcCode: string;
}

let cache: { list: Place[]; byKey: Map<string, Place>; byCity: Map<string, Place[]> } | undefined;

function key(text: string): string {
  return text
    .normalize("NFC")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\s*,\s*/g, ", ")
    .toLowerCase();
}

function loaded() {
  if (!cache) {
    const list = places as Place[];
    const byKey = new Map<string, Place>();
    const byCity = new Map<string, Place[]>();
    for (const place of list) {
      byKey.set(key(place.label), place);
      byKey.set(place.psgcCode, place);
      byCity.set(key(place.city), [...(byCity.get(key(place.city)) ?? []), place]);
    }
    cache = { list, byKey, byCity };
  }
  return cache;
}

/** Every place, sorted by label. */
export function allPlaces(): readonly Place[] {
  return loaded().list;
}

/** The provinces a place can be in: the 82 provinces, Metro Manila and the Special Geographic Area. */
export function allProvinceNames(): string[] {
  return [...new Set(loaded().list.map((place) => place.province))].sort((a, b) => a.localeCompare(b, "en"));
}

/**
 * The places a city's or municipality's name alone, as the list writes it, can mean: "Quezon City"
 * one, "San Jose" ten. A province's name ("Cebu") or a shortened one ("Manila") is not guessed at.
 */
function placesCalled(text: string): Place[] {
  return loaded().byCity.get(key(text)) ?? [];
}

/**
 * The place a borrower's text names: its label in any case and spacing, its PSGC code, or a city's
 * name alone when only one place has it ("Quezon City", as the field's example shows; issue 30 item 17).
 */
export function findPlace(text: string): Place | undefined {
  const found = loaded().byKey.get(key(text));
  if (found) return found;
  const called = placesCalled(text);
  return called.length === 1 ? called[0] : undefined;
}

/** The places a name alone leaves open ("San Jose": 20 provinces have one); empty when it names one or none. */
export function placesToChooseFrom(text: string): Place[] {
  if (loaded().byKey.has(key(text))) return [];
  const called = placesCalled(text);
  return called.length > 1 ? called : [];
}
