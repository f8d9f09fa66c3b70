import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { jpegWithGps, png } from "../../../test/images";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: "1" });
  await addToRoster(t.app, [{ matrixNo: "A22CS0100" }]);
  cookie = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());

async function uploadUrl(contentType: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/generate-upload-url?content_type=${encodeURIComponent(contentType)}`, headers: { cookie } });
  return { res, body: res.json<{ upload_url: string; public_url: string; filename: string }>() };
}
const put = (url: string, body: Buffer, contentType: string) =>
  t.app.inject({ method: "PUT", url: url.replace(t.config.publicUrl, ""), headers: { origin: ORIGIN, cookie, "content-type": contentType }, payload: body });
const usePhoto = (filename: string) => t.app.inject({ method: "PUT", url: "/api/profile/photo", headers: { origin: ORIGIN, cookie }, payload: { filename } });

describe("profile photo through the upload flow (disk storage)", () => {
  it("uploads, strips metadata, makes a thumbnail, and replaces the old photo", async () => {
    const first = await uploadUrl("image/jpeg");
    expect(first.res.statusCode).toBe(200);
    expect(first.body.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(first.body.upload_url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/uploads\/incoming\/.+\?type=image%2Fjpeg&expires=\d+&signature=/);
    expect(first.body.public_url).toBe(`http://127.0.0.1:3000/api/files/${first.body.filename}`);

    const original = await jpegWithGps(2400, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect((await put(first.body.upload_url, original, "image/jpeg")).statusCode).toBe(204);
    const used = await usePhoto(first.body.filename);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ message: "Profile photo updated", user: { profileImage: `/api/files/${first.body.filename}` } });

    const served = await t.app.inject({ method: "GET", url: `/api/files/${first.body.filename}` });
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBe(1600);
    const thumb = await sharp((await t.app.inject({ method: "GET", url: `/api/files/thumbs/${first.body.filename}` })).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([256, 256]);

    const second = await uploadUrl("image/png");
    await put(second.body.upload_url, await png(), "image/png");
    expect((await usePhoto(second.body.filename)).json().user.profileImage).toBe(`/api/files/${second.body.filename}`);
    expect((await t.app.inject({ method: "GET", url: `/api/files/${first.body.filename}` })).statusCode).toBe(404);
  });

  it("refuses other content types when asking for an upload URL", async () => {
    const { res } = await uploadUrl("image/gif");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Only JPG, JPEG and PNG images can be uploaded");
    expect((await t.app.inject({ method: "GET", url: "/api/generate-upload-url?content_type=image/png" })).statusCode).toBe(401);
  });

  it("refuses forged, expired, reused and mislabelled uploads", async () => {
    const { body } = await uploadUrl("image/jpeg");
    const jpeg = await jpegWithGps();
    expect((await put(body.upload_url.replace(/signature=[^&]+/, "signature=forged"), jpeg, "image/jpeg")).statusCode).toBe(403);
    expect((await put(body.upload_url.replace(/expires=\d+/, "expires=1000"), jpeg, "image/jpeg")).statusCode).toBe(403);
    expect((await put(body.upload_url, jpeg, "image/png")).json().code).toBe("MISLABELLED_FILE");
    expect((await put(body.upload_url, jpeg, "image/jpeg")).statusCode).toBe(204);
    expect((await put(body.upload_url, jpeg, "image/jpeg")).statusCode).toBe(409);
  });

  it("refuses a file that is too large or not an image, and keeps the old photo", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).json().user.profileImage;
    const big = await uploadUrl("image/png");
    const tooLarge = await put(big.body.upload_url, Buffer.alloc(1024 * 1024 + 10, 1), "image/png");
    expect(tooLarge.statusCode).toBe(413);

    const fake = await uploadUrl("image/png");
    await put(fake.body.upload_url, Buffer.from("<html>not an image</html>"), "image/png");
    const refused = await usePhoto(fake.body.filename);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("This file is not a JPG or PNG image");

    const disguised = await uploadUrl("image/png");
    await put(disguised.body.upload_url, await jpegWithGps(), "image/png");
    expect((await usePhoto(disguised.body.filename)).json().code).toBe("MISLABELLED_FILE");

    expect((await usePhoto("not-a-real-upload.jpg")).json().code).toBe("UPLOAD_NOT_FOUND");
    expect((await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).json().user.profileImage).toBe(before);
  });
});
