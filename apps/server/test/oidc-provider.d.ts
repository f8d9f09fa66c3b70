// oidc-provider ships no types; this covers what the tests use.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients: Array<Record<string, unknown>>;
    jwks?: { keys: Array<Record<string, unknown>> };
    ttl?: Record<string, number>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    findAccount(ctx: unknown, id: string): Promise<Account | undefined>;
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string };
    features?: Record<string, unknown>;
    pkce?: { required(): boolean };
    cookies?: { keys: string[] };
    conformIdTokenClaims?: boolean;
  }
  class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; prompt: { name: string }; params: Record<string, unknown>; grantId?: string }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
