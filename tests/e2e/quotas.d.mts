export const E2E_QUOTAS: Record<string, string>;
