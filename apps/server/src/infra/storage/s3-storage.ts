import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Config } from "../../config";
import { UPLOAD_URL_TTL_SECONDS, type FileStorage } from "./file-storage";

/** Files in an S3-compatible bucket; the browser uploads with a presigned PUT URL. */
export function createS3Storage(s3: NonNullable<Config["s3"]>): FileStorage & { destroy(): void } {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
    // Otherwise presigned PUTs carry an empty-body checksum the browser's upload cannot match.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    createUploadUrl: (key, contentType) =>
      getSignedUrl(client, new PutObjectCommand({ Bucket: s3.bucket, Key: key, ContentType: contentType }), {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
      }),
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async write(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
    destroy: () => client.destroy(),
  };
}
