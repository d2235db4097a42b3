import { describe, expect, it } from "vitest";
import { parseComplaintForm } from "./complaint-next.forms.server";

function form(fields: Record<string, string>, files: File[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const file of files) f.append("photos", file);
  return f;
}

describe("parseComplaintForm", () => {
  it("trims the description and ignores what is past 200 characters", () => {
    const parsed = parseComplaintForm(form({ problemDetail: `  ${"a".repeat(250)}`, problemImage: "/api/a.png, /api/b.png" }));
    expect(parsed.ok && parsed.value.problemDetail).toBe("a".repeat(198));
    expect(parsed.ok && parsed.value.problemImage).toEqual(["/api/a.png", "/api/b.png"]);
  });

  it("asks for a description when it is empty, keeping the photos already uploaded", () => {
    const parsed = parseComplaintForm(form({ problemDetail: "   ", problemImage: "/api/a.png" }));
    expect(parsed).toEqual({
      ok: false,
      errors: { problemDetail: "descriptionEmpty" },
      images: ["/api/a.png"],
    });
  });

  it("refuses more than 9 photos in all, and skips the empty file an untouched picker sends", () => {
    const urls = Array.from({ length: 8 }, (_, i) => `/api/${i}.png`).join(",");
    const two = [new File(["x"], "a.jpg"), new File(["y"], "b.jpg")];
    const parsed = parseComplaintForm(form({ problemDetail: "ok", problemImage: urls }, two));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.photos).toBe("uploadTooMany");
    const untouched = parseComplaintForm(form({ problemDetail: "ok" }, [new File([], "")]));
    expect(untouched.ok && untouched.value.photos).toEqual([]);
  });
});
