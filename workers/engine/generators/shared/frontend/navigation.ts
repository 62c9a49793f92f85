import type { AppModel } from "../../../model";

export interface NavItem {
  to: string;
  label: string;
}

/** The main navigation: the dashboard, each entity's list, then the feature screens. */
export function navigation(model: AppModel): NavItem[] {
  return model.screens
    .filter((screen) => screen.kind === "dashboard" || screen.kind === "list" || screen.kind === "feature")
    .map((screen) => ({ to: screen.path, label: screen.title }));
}

/**
 * The width (CSS px) below which the navigation folds behind a "Menu" button: the `max-width: 959.98px` media
 * query of styles.css. From there up the header is one row: the app's name, the navigation, the account.
 */
export const NAV_FOLD_WIDTH = 960;

/**
 * The narrowest header (CSS px) the wide navigation is laid out for, the account's name shown. Between
 * NAV_FOLD_WIDTH and this width styles.css hides the account's name (Sign out stays), which frees more room
 * than the 140 px less: what fits one row here fits from NAV_FOLD_WIDTH up.
 */
export const NAV_ROW_WIDTH = 1100;

/**
 * What the header's row spends besides the links, in CSS px, at the widest the design tokens make it (the
 * "creative" style's 1.125rem space): styles.css caps the app's name at 16rem and the account's name at 10rem.
 */
const HEADER = {
  padding: 2 * 1.5 * 18,
  gaps: 2 * 18,
  brandMax: 16 * 16,
  brandFontSize: 18,
  account: 10 * 16 + 9 + 104,
  linkPadding: 24,
  linkGap: 5,
  more: 84,
};

/**
 * A label's width in em, for a wide sans-serif (DejaVu Sans's advances, which Inter, Segoe UI, Roboto and
 * San Francisco all stay under): so a row that fits here fits wherever the app is opened.
 */
const NARROW = new Set([..."fijlrtI!.,:;'|()[]"]);
const WIDE = new Set([..."mwMW@%"]);
function emWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (char === " ") width += 0.32;
    else if (NARROW.has(char)) width += 0.4;
    else if (WIDE.has(char)) width += 1;
    else if (/[A-Z]/.test(char)) width += 0.75;
    else if (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char)) width += 1;
    else if (/[\p{Lu}]/u.test(char)) width += 0.78;
    else width += 0.66;
  }
  return width;
}

const linkWidth = (item: NavItem) => Math.ceil(emWidth(item.label) * 16) + HEADER.linkPadding + HEADER.linkGap;

/**
 * The navigation as the header shows it on a wide screen: the first items, as many as fit one row of a
 * header NAV_ROW_WIDTH wide beside the app's name (and the account, with sign-in); the others behind a
 * "More" button. On a narrow screen the Menu button opens all of them, `more` after `main`.
 */
export function navigationGroups(model: AppModel): { main: NavItem[]; more: NavItem[] } {
  const items = navigation(model);
  const brand = Math.min(HEADER.brandMax, Math.ceil(emWidth(model.name) * HEADER.brandFontSize * 1.08));
  const room = NAV_ROW_WIDTH - HEADER.padding - HEADER.gaps - brand - (model.features.includes("auth") ? HEADER.account : 0);
  const widths = items.map(linkWidth);
  if (widths.reduce((sum, width) => sum + width, 0) <= room) return { main: items, more: [] };
  let used = HEADER.more;
  let count = 0;
  while (count < items.length && used + (widths[count] ?? 0) <= room) used += widths[count++] ?? 0;
  // One link at least stays on the row, and "More" holds two at least (a menu of one is a detour).
  count = Math.max(1, count);
  if (items.length - count < 2) count = Math.max(1, items.length - 2);
  return { main: items.slice(0, count), more: items.slice(count) };
}
