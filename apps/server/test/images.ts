import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** A small JPEG carrying a GPS position in its EXIF metadata. */
export async function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "3/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "101/1 41/1 0/1" },
    })
    .toBuffer();
}

export async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#2980b9" } })
    .png()
    .toBuffer();
}

/** Runs the upload flow's first two steps as a signed-in user; returns the filename to hand over. */
export async function uploadImage(
  app: FastifyInstance,
  publicUrl: string,
  cookie: string,
  body: Buffer,
  contentType: string,
): Promise<string> {
  const target = await app.inject({
    method: "GET",
    url: `/api/generate-upload-url?content_type=${encodeURIComponent(contentType)}`,
    headers: { cookie },
  });
  const { upload_url, filename } = target.json<{ upload_url: string; filename: string }>();
  const put = await app.inject({
    method: "PUT",
    url: upload_url.replace(publicUrl, ""),
    headers: { cookie, origin: publicUrl, "content-type": contentType },
    payload: body,
  });
  if (put.statusCode !== 204) throw new Error(`upload failed: ${put.body}`);
  return filename;
}
