import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../../config";
import { lazy } from "../lazy";
import { UPLOAD_URL_TTL_SECONDS, type FileStorage } from "./file-storage";

/**
 * Files in an S3-compatible bucket; the browser uploads with a presigned PUT URL. The AWS SDK
 * (about 90 ms and 30 MB) is loaded, and the client made, when a file is first asked for.
 */
export function createS3Storage(s3: NonNullable<Config["s3"]>): FileStorage & { destroy(): void } {
  let client: S3Client | undefined;
  const sdk = lazy(async () => {
    const [lib, { getSignedUrl }] = await Promise.all([
      import("@aws-sdk/client-s3"),
      import("@aws-sdk/s3-request-presigner"),
    ]);
    client = new lib.S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
      // Otherwise presigned PUTs carry an empty-body checksum the browser's upload cannot match.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    return { ...lib, getSignedUrl, client };
  });
  return {
    async createUploadUrl(key, contentType) {
      const { getSignedUrl, client, PutObjectCommand } = await sdk();
      return getSignedUrl(client, new PutObjectCommand({ Bucket: s3.bucket, Key: key, ContentType: contentType }), {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
      });
    },
    async read(key) {
      const { client, GetObjectCommand, NoSuchKey } = await sdk();
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async write(key, body, contentType) {
      const { client, PutObjectCommand } = await sdk();
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async remove(key) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
    destroy: () => client?.destroy(),
  };
}
