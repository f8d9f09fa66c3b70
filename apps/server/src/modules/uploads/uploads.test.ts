import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { jpegWithGps, pngDeclaring, png } from "../../../test/images";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { cleanStaleUploads, incomingKey } from "./service";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: "1" });
  await addToRoster(t.app, [{ matrixNo: "A22CS0100" }]);
  cookie = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());

async function uploadUrl(contentType: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/generate-upload-url?content_type=${encodeURIComponent(contentType)}`,
    headers: { cookie },
  });
  return { res, body: res.json<{ upload_url: string; public_url: string; filename: string }>() };
}
const put = (url: string, body: Buffer, contentType: string) =>
  t.app.inject({
    method: "PUT",
    url: url.replace(t.config.publicUrl, ""),
    headers: { origin: ORIGIN, cookie, "content-type": contentType },
    payload: body,
  });
const usePhoto = (filename: string) =>
  t.app.inject({
    method: "PUT",
    url: "/api/profile/photo",
    headers: { origin: ORIGIN, cookie },
    payload: { filename },
  });

describe("profile photo through the upload flow (disk storage)", () => {
  it("uploads, strips metadata, makes a thumbnail, and replaces the old photo", async () => {
    const first = await uploadUrl("image/jpeg");
    expect(first.res.statusCode).toBe(200);
    expect(first.body.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(first.body.upload_url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/api\/uploads\/incoming\/.+\?type=image%2Fjpeg&expires=\d+&signature=/,
    );
    expect(first.body.public_url).toBe(`http://127.0.0.1:3000/api/files/${first.body.filename}`);

    const original = await jpegWithGps(2400, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect((await put(first.body.upload_url, original, "image/jpeg")).statusCode).toBe(204);
    const used = await usePhoto(first.body.filename);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({
      message: "Profile photo updated",
      user: { profileImage: `/api/files/${first.body.filename}` },
    });

    const served = await t.app.inject({ method: "GET", url: `/api/files/${first.body.filename}` });
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBe(1600);
    const thumb = await sharp(
      (await t.app.inject({ method: "GET", url: `/api/files/thumbs/${first.body.filename}` })).rawPayload,
    ).metadata();
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
    expect(
      (await t.app.inject({ method: "GET", url: "/api/generate-upload-url?content_type=image/png" })).statusCode,
    ).toBe(401);
  });

  it("refuses forged, expired, reused and mislabelled uploads", async () => {
    const { body } = await uploadUrl("image/jpeg");
    const jpeg = await jpegWithGps();
    expect(
      (await put(body.upload_url.replace(/signature=[^&]+/, "signature=forged"), jpeg, "image/jpeg")).statusCode,
    ).toBe(403);
    expect((await put(body.upload_url.replace(/expires=\d+/, "expires=1000"), jpeg, "image/jpeg")).statusCode).toBe(
      403,
    );
    expect((await put(body.upload_url, jpeg, "image/png")).json().code).toBe("MISLABELLED_FILE");
    expect((await put(body.upload_url, jpeg, "image/jpeg")).statusCode).toBe(204);
    expect((await put(body.upload_url, jpeg, "image/jpeg")).statusCode).toBe(409);
  });

  it("refuses a file that is too large or not an image, and keeps the old photo", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).json().user
      .profileImage;
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

    // A small file declaring 16,000 × 16,000 px is refused from its header, before it is decoded.
    const bomb = await uploadUrl("image/png");
    await put(bomb.body.upload_url, pngDeclaring(16_000, 16_000), "image/png");
    const tooManyPixels = await usePhoto(bomb.body.filename);
    expect(tooManyPixels.statusCode).toBe(400);
    expect(tooManyPixels.json()).toMatchObject({
      code: "IMAGE_TOO_MANY_PIXELS",
      message: "The photo is too big: at most 50 megapixels. Choose a smaller photo or take a new one.",
    });

    expect((await usePhoto("not-a-real-upload.jpg")).json().code).toBe("UPLOAD_NOT_FOUND");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).json().user.profileImage,
    ).toBe(before);
  });
});

describe("an upload is used once, by one owner", () => {
  it("refuses a second PUT after publishing, and a second use of the same file, so a published file never changes", async () => {
    const { body } = await uploadUrl("image/png");
    expect((await put(body.upload_url, await png(), "image/png")).statusCode).toBe(204);
    expect((await usePhoto(body.filename)).statusCode).toBe(200);
    const published = (await t.app.inject({ method: "GET", url: `/api/files/${body.filename}` })).rawPayload;

    // The same signed URL again, now that the incoming file is gone: refused.
    const again = await put(body.upload_url, await jpegWithGps(), "image/png");
    expect(again.statusCode).toBe(409);
    // The same file for a second owner (a report) or the same one again: refused.
    const { db } = t.app.context.database;
    const location = await db.selectFrom("locations").select("id").executeTakeFirst();
    const report = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: { origin: ORIGIN, cookie },
      payload: {
        type: "lost",
        itemType: "wallet",
        color: "Brown",
        locationId: location?.id ?? "none",
        eventDate: "2026-01-05",
        image: body.filename,
      },
    });
    expect(report.statusCode).toBe(400);
    expect((await usePhoto(body.filename)).json().code).toBe("UPLOAD_NOT_FOUND");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/files/${body.filename}` })).rawPayload.equals(published),
    ).toBe(true);
  });
});

describe("uploads waiting to be used", () => {
  it("are limited per user, with a clear message", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0160" }]);
    const other = await signUpAndLogIn(t.app, { matrixNo: "A22CS0160", email: "many.uploads@student.demo.edu.my" });
    const ask = () =>
      t.app.inject({
        method: "GET",
        url: "/api/generate-upload-url?content_type=image/png",
        headers: { cookie: other, "accept-language": "ms" },
      });
    for (let i = 0; i < 10; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "TOO_MANY_UPLOADS",
      message:
        "Terlalu banyak foto sedang menunggu untuk digunakan. Gunakan atau buang foto tersebut, atau cuba lagi kemudian.",
    });
  });

  it("are cleaned, record and file, an hour after they were handed out", async () => {
    const { body } = await uploadUrl("image/png");
    expect((await put(body.upload_url, await png(), "image/png")).statusCode).toBe(204);
    const { db } = t.app.context.database;
    const user = await db
      .selectFrom("uploads")
      .select("user_id")
      .where("filename", "=", body.filename)
      .executeTakeFirstOrThrow();
    const incoming = incomingKey(user.user_id, body.filename);
    expect(await t.app.context.storage.read(incoming)).not.toBeNull();
    const later = (ms: number) => ({ ...t.app.context, clock: () => new Date(Date.now() + ms) });
    expect(await cleanStaleUploads(later(30 * 60 * 1000))).toBe(0);
    expect(await cleanStaleUploads(later(61 * 60 * 1000))).toBeGreaterThan(0);
    expect(await t.app.context.storage.read(incoming)).toBeNull();
    expect(
      await db.selectFrom("uploads").select("filename").where("filename", "=", body.filename).executeTakeFirst(),
    ).toBeUndefined();
    expect((await usePhoto(body.filename)).json().code).toBe("UPLOAD_NOT_FOUND");
  });
});
