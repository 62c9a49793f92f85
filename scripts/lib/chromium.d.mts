/** The Chromium every browser run here uses (see chromium.mjs). */
export function chromiumPath(): Promise<string>;
