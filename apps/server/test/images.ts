import sharp from "sharp";

/** A small JPEG carrying a GPS position in its EXIF metadata. */
export async function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "test" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "3/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "101/1 41/1 0/1" } })
    .toBuffer();
}

export async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#2980b9" } }).png().toBuffer();
}
