import { z } from "zod";

/** The one error envelope every /api error answers with. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
