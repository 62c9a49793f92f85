export const WORKER_VENDOR_FILE: string;
export function buildWorkerVendor(outDir: string): Promise<{ file: string; bytes: number }>;
