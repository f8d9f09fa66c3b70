import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema, uploadUrlResponseSchema } from "@campus/shared";
import { AppError } from "../../http/app-error";
import type { DiskStorage } from "../../infra/storage/disk-storage";
import { requireUser, signedIn } from "../../http/access";
import { clientKey, enforceRateLimit, type RateLimitRule } from "../../http/rate-limit";
import { isImageContentType } from "./image";
import { markUploadReceived } from "./repository";
import { createUpload, createVisitorUpload, fileKey, incomingKey, isUploadFilename, thumbKey } from "./service";

const contentTypes = { jpg: "image/jpeg", png: "image/png" } as const;

export const uploadLimits = {
  /** Visitors have no account, so the photos they may upload are limited per client address. */
  visitorUploadPerClient: {
    name: "visitor-upload:ip",
    max: 10,
    windowMs: 3_600_000,
    messageKey: "uploads.errors.tooManyVisitorUploads",
  },
} satisfies Record<string, RateLimitRule>;

/** The upload flow (GET /api/generate-upload-url, PUT /api/uploads/…) and GET /api/files/…. */
export const uploadRoutes: FastifyPluginAsyncZod<{ disk: DiskStorage | undefined }> = async (app, { disk }) => {
  const { config, storage } = app.context;
  app.get(
    "/generate-upload-url",
    {
      preValidation: signedIn,
      schema: {
        tags: ["uploads"],
        summary:
          "Where to PUT an image (jpg, jpeg or png), valid five minutes; then hand `filename` to the step that uses it",
        querystring: z.object({ content_type: z.string() }),
        response: { 200: uploadUrlResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const type = request.query.content_type.toLowerCase();
      if (!isImageContentType(type)) throw new AppError(400, "UNSUPPORTED_FILE_TYPE", "uploads.errors.type");
      reply.header("cache-control", "no-store");
      return createUpload(app.context, user.id, type);
    },
  );

  app.get(
    "/public/upload-url",
    {
      schema: {
        tags: ["uploads"],
        summary:
          "For the visitors' found-item form (no account): where to PUT the item's photo (jpg, jpeg or png), valid five minutes; limited per client",
        querystring: z.object({ content_type: z.string() }),
        response: { 200: uploadUrlResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const type = request.query.content_type.toLowerCase();
      if (!isImageContentType(type)) throw new AppError(400, "UNSUPPORTED_FILE_TYPE", "uploads.errors.type");
      await enforceRateLimit(app.context.database.db, uploadLimits.visitorUploadPerClient, clientKey(request));
      reply.header("cache-control", "no-store");
      return createVisitorUpload(app.context, type);
    },
  );

  if (disk) {
    // Disk storage: the signed URL points here. The body is the raw image, at most MAX_UPLOAD_MB.
    app.addContentTypeParser(
      ["image/jpeg", "image/jpg", "image/png"],
      { parseAs: "buffer", bodyLimit: config.maxUploadBytes },
      (_request, body, done) => done(null, body),
    );
    app.put(
      "/uploads/incoming/:userId/:filename",
      {
        bodyLimit: config.maxUploadBytes,
        schema: {
          tags: ["uploads"],
          summary:
            "Disk storage only: the signed upload URL from generate-upload-url (PUT the raw image with its Content-Type)",
          params: z.object({ userId: z.string(), filename: z.string() }),
          querystring: z.object({ type: z.string(), expires: z.coerce.number(), signature: z.string() }),
        },
      },
      async (request, reply) => {
        const { userId, filename } = request.params;
        const { type, expires, signature } = request.query;
        const key = incomingKey(userId, filename);
        const valid =
          isUploadFilename(filename) &&
          disk.verifyUpload({ key, contentType: type, expires }, signature) &&
          expires * 1000 > Date.now();
        if (!valid) throw new AppError(403, "UPLOAD_LINK_INVALID", "uploads.errors.linkInvalid");
        if (request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() !== type)
          throw new AppError(400, "MISLABELLED_FILE", "uploads.errors.mislabelled");
        // A link works once: a second PUT (even after the file was published) is refused.
        if (!(await markUploadReceived(app.context.database.db, filename, userId, new Date().toISOString())))
          throw new AppError(409, "UPLOAD_LINK_USED", "uploads.errors.linkInvalid");
        await disk.write(key, request.body as Buffer, type);
        return reply.status(204).send();
      },
    );
  }

  const serve = (thumb: boolean) => async (request: { params: { filename: string } }, reply: FastifyReply) => {
    const { filename } = request.params;
    const body = isUploadFilename(filename) ? await storage.read(thumb ? thumbKey(filename) : fileKey(filename)) : null;
    if (!body) throw new AppError(404, "NOT_FOUND", "errors.notFound");
    return reply
      .type(contentTypes[filename.endsWith(".png") ? "png" : "jpg"])
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-disposition", "inline")
      .send(body);
  };
  const fileSchema = { schema: { tags: ["uploads"], params: z.object({ filename: z.string() }) } };
  app.get(
    "/files/:filename",
    { ...fileSchema, schema: { ...fileSchema.schema, summary: "A published image" } },
    serve(false),
  );
  app.get(
    "/files/thumbs/:filename",
    { ...fileSchema, schema: { ...fileSchema.schema, summary: "A published image's 256 px thumbnail" } },
    serve(true),
  );
};
