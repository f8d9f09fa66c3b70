import { describe, expect, it } from "vitest";
import { imageProblem } from "./upload-image";

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], "photo", { type });

describe("imageProblem", () => {
  it("accepts JPG and PNG within the size limit", () => {
    expect(imageProblem(file("image/jpeg", 1000), 5, "en")).toBeNull();
    expect(imageProblem(file("image/png", 5 * 1024 * 1024), 5, "en")).toBeNull();
  });

  it("refuses other types and oversized files before anything is sent, in the user's language", () => {
    expect(imageProblem(file("image/gif", 10), 5, "en")).toBe("Only JPG, JPEG and PNG images can be uploaded");
    expect(imageProblem(file("image/png", 5 * 1024 * 1024 + 1), 5, "my")).toBe("Imej ini melebihi 5 MB");
  });
});
