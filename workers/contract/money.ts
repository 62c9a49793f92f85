import { usdFromNano } from "./usage";

/**
 * US dollars as the screens show them, at the precision the amount needs:
 * - nothing: "$0.00", or "Free" where the work was the built-in engine's (it never costs money);
 * - under a cent: two significant digits, so a model call's price is not read as nothing ("$0.0032", "$0.00019");
 * - a cent or more: dollars and cents with thousands separators ("$0.42", "$1,234.50").
 * The ledger counts whole nanodollars, so no amount needs more than nine decimals.
 */

export interface MoneyOptions {
  /** Zero reads "Free": the amount is the built-in engine's work. */
  free?: boolean;
}

const CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

const MOST_DECIMALS = 9;

export function formatMoney(amount: number, options: MoneyOptions = {}): string {
  if (!Number.isFinite(amount)) return "—";
  if (amount === 0) return options.free ? "Free" : CENTS.format(0);
  const size = Math.abs(amount);
  if (size < 0.01) {
    // Two significant digits: 0.0032 has its first at the third decimal, so it shows four.
    const decimals = Math.min(MOST_DECIMALS, 1 - Math.floor(Math.log10(size)));
    const rounded = size.toFixed(decimals);
    // 0.00999 rounds up to a cent: shown as one.
    if (Number(rounded) < 0.01) {
      const digits = rounded.replace(/0+$/, "");
      return `${amount < 0 ? "-" : ""}$${digits === "0." ? "0.00" : digits}`;
    }
  }
  return CENTS.format(amount);
}

/** A ledger amount (whole nanodollars) as the screens show dollars: the Worker's messages name money this way. */
export const formatNanoUsd = (nano: number): string => formatMoney(usdFromNano(nano));
