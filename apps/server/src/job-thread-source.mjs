// The job thread's entry where it is not built (tests, development under tsx): loads the
// TypeScript source through tsx, which a worker thread does not inherit from its parent's --import.
import { register } from "tsx/esm/api";

register();
await import(new URL("./job-thread.ts", import.meta.url).href);
