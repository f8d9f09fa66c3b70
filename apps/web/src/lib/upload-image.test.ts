import { describe, expect, it } from "vitest";
import { imageProblem } from "./upload-image";

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file of `bytes` bytes starting with `head`. */
const file = (type: string, bytes: number, head: number[] = type === "image/png" ? PNG : JPEG) => {
  const content = new Uint8Array(bytes);
  content.set(head.slice(0, bytes));
  return new File([content], "photo", { type });
};

describe("imageProblem", () => {
  it("accepts JPG and PNG within the size limit", async () => {
    expect(await imageProblem(file("image/jpeg", 1000), 5, "en")).toBeNull();
    expect(await imageProblem(file("image/png", 5 * 1024 * 1024), 5, "en")).toBeNull();
  });

  it("refuses other types and oversized files before anything is sent, in the user's language", async () => {
    expect(await imageProblem(file("image/gif", 10), 5, "en")).toBe("Only JPG, JPEG and PNG images can be uploaded");
    expect(await imageProblem(file("image/png", 5 * 1024 * 1024 + 1), 5, "my")).toBe("Imej ini melebihi 5 MB");
  });

  it("reads the content: a text file named .jpg is no image, and a PNG named .jpg is mislabelled", async () => {
    const text = new File(["hello, this is text"], "fake.jpg", { type: "image/jpeg" });
    expect(await imageProblem(text, 5, "en")).toBe("This file is not a JPG or PNG image");
    expect(await imageProblem(text, 5, "my")).toBe("Fail ini bukan imej JPG atau PNG");
    expect(await imageProblem(file("image/jpeg", 100, PNG), 5, "en")).toBe(
      "The file's content does not match its type. Choose a real JPG or PNG image.",
    );
    expect(await imageProblem(new File([], "empty.png", { type: "image/png" }), 5, "en")).toBe(
      "This file is not a JPG or PNG image",
    );
  });
});
