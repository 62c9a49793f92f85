// Quotas for the browser tests' servers: every journey registers its accounts from this machine's one
// address, and the dashboard's paging journey makes over a hundred projects in one account. The quotas
// themselves are tested in the Workers pool (workers/api/quotas.test.ts).
export const E2E_QUOTAS = {
  QUOTA_REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
  QUOTA_PROJECTS_PER_ACCOUNT: "100000",
  QUOTA_STARTS_PER_PROJECT_PER_HOUR: "100000",
  QUOTA_REPLANS_PER_PROJECT_PER_HOUR: "100000",
};
