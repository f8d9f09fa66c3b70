import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { jpegWithGps } from "../../../test/images";
import { createTestApp, type TestApp } from "../../../test/test-app";

const dir = mkdtempSync(path.join(tmpdir(), "campus-s3-"));
let s3: S3rver;
let endpoint: string;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "campus-test", configs: [] }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: "campus-test",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_REGION: "us-east-1",
  });
  await addToRoster(t.app, [{ matrixNo: "A22CS0100" }]);
  cookie = await signUpAndLogIn(t.app);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("S3-compatible storage", () => {
  it("uploads through a presigned URL, then checks, re-encodes and serves the photo", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/generate-upload-url?content_type=image/jpeg",
      headers: { cookie },
    });
    const { upload_url, public_url, filename } = res.json<{
      upload_url: string;
      public_url: string;
      filename: string;
    }>();
    expect(upload_url.startsWith(`${endpoint}/campus-test/incoming/`)).toBe(true);
    expect(upload_url).toContain("X-Amz-Signature=");

    const uploaded = await fetch(upload_url, {
      method: "PUT",
      headers: { "content-type": "image/jpeg" },
      body: new Uint8Array(await jpegWithGps()),
    });
    expect(uploaded.status).toBe(200);

    const used = await t.app.inject({
      method: "PUT",
      url: "/api/profile/photo",
      headers: { origin: ORIGIN, cookie },
      payload: { filename },
    });
    expect(used.statusCode).toBe(200);
    expect(public_url).toBe(`${t.config.publicUrl}/api/files/${filename}`);
    expect(used.json().user.profileImage).toBe(`/api/files/${filename}`);
    const served = await t.app.inject({ method: "GET", url: `/api/files/${filename}` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(await t.app.context.storage.read(`incoming/${used.json().user.id}/${filename}`)).toBeNull();
  });

  it("lets the browser reach the bucket under the Content-Security-Policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ping" });
    expect(String(res.headers["content-security-policy"])).toContain(`connect-src 'self' ${endpoint}`);
  });
});
