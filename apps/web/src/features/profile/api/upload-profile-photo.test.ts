import { describe, expect, it } from "vitest";
import { photoProblem } from "./upload-profile-photo";

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], "photo", { type });

describe("photoProblem", () => {
  it("accepts JPG and PNG within the size limit", () => {
    expect(photoProblem(file("image/jpeg", 1000), 5, "en")).toBeNull();
    expect(photoProblem(file("image/png", 5 * 1024 * 1024), 5, "en")).toBeNull();
  });

  it("refuses other types and oversized files before anything is sent, in the user's language", () => {
    expect(photoProblem(file("image/gif", 10), 5, "en")).toBe("Only JPG, JPEG and PNG images can be uploaded");
    expect(photoProblem(file("image/png", 5 * 1024 * 1024 + 1), 5, "my")).toBe("Imej ini melebihi 5 MB");
  });
});
