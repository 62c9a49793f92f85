import { usdFromNano } from "./usage";

/**
 * US dollars as every screen shows them, one way whatever the screen (the same amount reads the same everywhere):
 * - nothing: "$0.00", the built-in engine's work included (a screen that shows it says once that it costs nothing);
 * - under a cent: four decimals, so a model call's price is not read as nothing ("$0.0030", "$0.0031"), and
 *   "<$0.0001" for less than that;
 * - a cent or more: dollars and cents with thousands separators ("$0.42", "$1,234.50").
 */

/** Made by the first amount shown, not when the module loads: it loads the runtime's locale data. */
let cents: Intl.NumberFormat | undefined;
const centsFormat = () => (cents ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** The decimals an amount under a cent shows. */
const SUB_CENT_DECIMALS = 4;
const SMALLEST_SHOWN = 10 ** -SUB_CENT_DECIMALS;

export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return "—";
  if (amount === 0) return centsFormat().format(0);
  const size = Math.abs(amount);
  const sign = amount < 0 ? "-" : "";
  if (size < SMALLEST_SHOWN) return `${sign}<$${SMALLEST_SHOWN.toFixed(SUB_CENT_DECIMALS)}`;
  const rounded = size.toFixed(SUB_CENT_DECIMALS);
  // 0.00999 rounds up to a cent: shown as one.
  if (Number(rounded) < 0.01) return `${sign}$${rounded}`;
  return centsFormat().format(amount);
}

/** A ledger amount (whole nanodollars) as the screens show dollars: the Worker's messages name money this way. */
export const formatNanoUsd = (nano: number): string => formatMoney(usdFromNano(nano));
