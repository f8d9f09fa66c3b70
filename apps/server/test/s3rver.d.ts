// s3rver ships no types; this covers what the tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: Array<{ name: string; configs: string[] }>;
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
