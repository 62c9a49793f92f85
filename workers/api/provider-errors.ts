import type { ProviderError } from "../integrations/provider-http";
import { ApiError, badRequest } from "./errors";

/** A provider's refusal as the API's error: the user's to fix (400), a wait (429), a plan limit (402), or the provider's (502). */
export function providerProblem(error: ProviderError): ApiError {
  switch (error.failure) {
    case "bad_token":
    case "refused":
      return badRequest(error.message, "provider_refused");
    case "rate_limited":
      return new ApiError(429, "provider_rate_limited", error.message);
    case "name_taken":
      return new ApiError(409, "provider_name_taken", error.message);
    case "quota":
      return new ApiError(402, "provider_quota", error.message);
    case "not_found":
    case "unavailable":
      return new ApiError(502, "provider_unavailable", error.message);
  }
}
