/**
 * A module loaded the first time it is needed, then kept: `const sharp = lazy(() => import("sharp"))`,
 * then `(await sharp()).default(...)`. The server imports its large, seldom-used libraries this way
 * (image processing, the S3 client, SMTP, the auth library, the API reference), so that a start and
 * an idle server pay for none of them (docs/decisions.md, "Start-up and the request path").
 * A load that fails is tried again on the next call.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
