import type { FastifyInstance } from "fastify";
import { crc32, deflateSync } from "node:zlib";
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

/**
 * A PNG whose header says `width` × `height` though its data is tiny: what a "decompression bomb"
 * looks like to whoever reads only the header. Made by hand, so the test decodes nothing itself.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
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
