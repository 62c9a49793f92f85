import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import type { Config, Env } from "../env";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import type { TokenClaims } from "../auth/tokens";
import { validationError } from "./errors";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    config: Config;
    /** The bearer token's verified claims (the session may still be revoked: see requireAuth). */
    claims: TokenClaims;
    user: UserRow;
    sessionId: string;
  };
}

type Target = "json" | "query" | "param";

/** zod validation for a request part; a failure becomes a 400 envelope naming the field. */
export function validate<T extends ZodType, P extends Target>(target: P, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}
