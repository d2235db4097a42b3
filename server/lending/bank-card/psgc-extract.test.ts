import { describe, expect, it } from "vitest";
import { allPlaces } from "./places";
import { buildPlaces } from "./psgc-extract";

describe("the places the server reads", () => {
  it("are exactly what the packaged PSGC release gives (run `npm run psgc` after updating the package)", () => {
    expect(allPlaces()).toEqual(buildPlaces());
  });
});
