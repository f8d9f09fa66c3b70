import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  custodyResponseSchema,
  custodySchema,
  handInSchema,
  moveItemSchema,
  newStoragePlaceSchema,
  storagePlaceChangeSchema,
  storagePlaceListSchema,
  storagePlaceResponseSchema,
} from "@campus/shared";
import { adminOnly, requireAdmin } from "../../http/access";
import { t } from "../../http/language";
import { addStoragePlace, changeStoragePlace, custodyOf, handIn, moveItem, storagePlaces } from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const id = z.object({ id: z.string().min(1).max(64) });

/** `/api/admin/storage-places` and a found item's custody (`/api/admin/reports/:id/custody`). Admins only. */
export const custodyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { preValidation: adminOnly };
  const tags = ["custody"];

  app.get(
    "/admin/storage-places",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Every storage place, retired ones too, with the items kept in each",
        response: { 200: storagePlaceListSchema, ...errors },
      },
    },
    async () => ({ places: await storagePlaces(app.context) }),
  );

  app.post(
    "/admin/storage-places",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Add a storage place (a shelf, bin or safe)",
        body: newStoragePlaceSchema,
        response: { 201: storagePlaceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const place = await addStoragePlace(app.context, await requireAdmin(request), request.body);
      return reply.status(201).send({ place, message: t(request, "custody.places.added") });
    },
  );

  app.patch(
    "/admin/storage-places/:id",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Rename a storage place, change its kind, retire it or offer it again",
        params: id,
        body: storagePlaceChangeSchema,
        response: { 200: storagePlaceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { place, messageKey } = await changeStoragePlace(
        app.context,
        await requireAdmin(request),
        request.params.id,
        request.body,
      );
      return { place, message: t(request, messageKey) };
    },
  );

  app.get(
    "/admin/reports/:id/custody",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Where a found item is now, and each step of its custody",
        params: id,
        response: { 200: custodySchema, ...errors },
      },
    },
    async (request) => custodyOf(app.context, request.params.id),
  );

  app.post(
    "/admin/reports/:id/custody/hand-in",
    {
      ...guarded,
      schema: {
        tags,
        summary: "The found item was brought to the counter: the office keeps it in a storage place",
        params: id,
        body: handInSchema,
        response: { 200: custodyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const custody = await handIn(app.context, await requireAdmin(request), request.params.id, request.body);
      return { custody, message: t(request, "custody.handedIn") };
    },
  );

  app.post(
    "/admin/reports/:id/custody/move",
    {
      ...guarded,
      schema: {
        tags,
        summary: "The office moved a found item it keeps to another storage place",
        params: id,
        body: moveItemSchema,
        response: { 200: custodyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const custody = await moveItem(app.context, await requireAdmin(request), request.params.id, request.body);
      return { custody, message: t(request, "custody.moved") };
    },
  );
};
