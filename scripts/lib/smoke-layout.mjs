// The smoke's layout checks: every screen the journey visits fits a phone (nothing scrolls sideways at
// 390x844), the header's navigation is one row at 1,100 px, and the two menus (the narrow screen's Menu
// button, the wide screen's "More") open, close and lead somewhere with the mouse and the keyboard.
// SMOKE_SCREENSHOTS=<folder> keeps a picture of each screen at both widths there.
// The functions passed to page.evaluate run in the page, with the browser's globals:
/* global document, window, getComputedStyle, requestAnimationFrame */
import { mkdirSync } from "node:fs";
import { join } from "node:path";

/** A phone held upright (an iPhone 12 to 15's CSS size). */
export const PHONE = { width: 390, height: 844 };
/** A small laptop: the navigation must still be one row. */
export const DESKTOP = { width: 1100, height: 900 };

const screenshots = process.env.SMOKE_SCREENSHOTS;
let shots = 0;

async function settle(page) {
  // Two frames: the resize has been laid out and painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function keepPicture(page, screen, width) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  const slug = screen.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").toLowerCase();
  const file = join(screenshots, `${String(++shots).padStart(2, "0")}-${slug}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

/**
 * What makes the page wider than its window, if anything: the outermost element reaching furthest right that
 * no scrolling box of its own holds (a table in its scroll box is fine), with its width and text.
 */
function sidewaysOverflow() {
  const root = document.scrollingElement ?? document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth <= width) return null;
  const held = (element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== "visible") return true;
    }
    return false;
  };
  let widest = null;
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const right = box.right + window.scrollX;
    if (right <= width + 0.5 || held(element)) continue;
    if (!widest || right > widest.right + 0.5) widest = { element, right, width: box.width };
  }
  const name = (element) => {
    const parts = [];
    for (let node = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${[...node.classList].map((name) => `.${name}`).join("")}`);
    }
    return parts.join(" > ");
  };
  return {
    scrollWidth: root.scrollWidth,
    clientWidth: width,
    element: widest ? name(widest.element) : "(no single element)",
    elementWidth: widest ? Math.round(widest.width) : 0,
    right: widest ? Math.round(widest.right) : 0,
    text: widest ? (widest.element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60) : "",
  };
}

/** The header's parts that leave the window (the account's name, Sign out), by their text. */
function headerOutside() {
  const header = document.querySelector("header");
  if (!header) return [];
  const width = (document.scrollingElement ?? document.documentElement).clientWidth;
  return [...header.querySelectorAll("a, button, span, nav, div")]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
    })
    .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`);
}

/**
 * The main navigation's rows on a wide screen: its visible links and buttons grouped by line, and whether it
 * shares one line with the app's name and the account, without running into the account.
 */
function navigationRows() {
  const nav = document.querySelector('nav[aria-label="Main"]');
  if (!nav) return null;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const items = [...nav.querySelectorAll("a, button")].filter(visible);
  const rows = [];
  for (const item of items) {
    const box = item.getBoundingClientRect();
    const row = rows.find((candidate) => Math.abs(candidate.top - box.top) < 4);
    const label = (item.textContent ?? "").trim().replace(/\s+/g, " ");
    if (row) row.labels.push(label);
    else rows.push({ top: box.top, labels: [label] });
  }
  const header = nav.closest("header");
  const middle = (element) => {
    const box = element.getBoundingClientRect();
    return (box.top + box.bottom) / 2;
  };
  const parts = header ? [...header.children].filter((element) => visible(element) && element !== nav) : [];
  const navMiddle = items.length > 0 ? middle(items[0]) : middle(nav);
  const offRow = parts.filter((element) => Math.abs(middle(element) - navMiddle) > 12).map((element) => (element.className || element.tagName).toString());
  const account = header?.querySelector(".account");
  const accountLeft = account && visible(account) ? account.getBoundingClientRect().left : Infinity;
  const overlapping = items.filter((item) => item.getBoundingClientRect().right > accountLeft + 0.5).map((item) => (item.textContent ?? "").trim());
  return { rows: rows.map((row) => row.labels), offRow, overlapping };
}

/** One screen as the journey left it: at 390x844 nothing scrolls sideways, at 1,100 px the navigation is one row. */
export async function checkScreenFits(page, screen) {
  const before = page.viewportSize();
  await page.locator("h1").first().waitFor();
  await page.getByText(/^Loading\b/).first().waitFor({ state: "hidden" });
  try {
    await page.setViewportSize(PHONE);
    await settle(page);
    const overflow = await page.evaluate(sidewaysOverflow);
    const outside = await page.evaluate(headerOutside);
    await keepPicture(page, screen, PHONE.width);
    if (overflow) {
      throw new Error(
        `${screen} scrolls sideways at ${PHONE.width}x${PHONE.height}: the page is ${overflow.scrollWidth} px wide in a ${overflow.clientWidth} px window; ` +
          `widest: ${overflow.element} (${overflow.elementWidth} px wide, reaching ${overflow.right} px${overflow.text ? `, "${overflow.text}"` : ""})`,
      );
    }
    if (outside.length > 0) throw new Error(`${screen} at ${PHONE.width} px: the header's ${outside.join(", ")} leave the window`);

    await page.setViewportSize(DESKTOP);
    await settle(page);
    const nav = await page.evaluate(navigationRows);
    await keepPicture(page, screen, DESKTOP.width);
    if (nav && nav.rows.length > 1) {
      throw new Error(`${screen} at ${DESKTOP.width} px: the navigation takes ${nav.rows.length} rows (${nav.rows.map((row) => row.join(", ")).join(" | ")})`);
    }
    if (nav && nav.offRow.length > 0) throw new Error(`${screen} at ${DESKTOP.width} px: the header is not one row (${nav.offRow.join(", ")} sit apart from the navigation)`);
    if (nav && nav.overlapping.length > 0) throw new Error(`${screen} at ${DESKTOP.width} px: ${nav.overlapping.join(", ")} run into the account`);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/**
 * Clicks a link of the main navigation as a user would reach it: through the Menu button on a narrow screen,
 * through "More" when it is grouped there.
 */
export async function clickNavLink(page, name) {
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
  if (!(await link.isVisible())) {
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    if (await menu.isVisible()) await menu.click();
  }
  if (!(await link.isVisible())) {
    const more = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "More", exact: true });
    if (await more.isVisible()) await more.click();
  }
  await link.click();
}

/** Waits (a frameworks may render a frame later) for a button's aria-expanded to say `value`. */
async function expanded(button, value, what) {
  const deadline = Date.now() + 3000;
  let actual = await button.getAttribute("aria-expanded");
  while (actual !== value && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 50));
    actual = await button.getAttribute("aria-expanded");
  }
  if (actual !== value) throw new Error(`${what}: aria-expanded is ${actual}, expected ${value}`);
}

const isFocused = (locator) => locator.evaluate((element) => element === document.activeElement);

/** Waits for the screen a link opened: its heading, then its data (no "Loading…" left). */
async function screenShown(page) {
  const main = page.getByRole("main");
  await main.getByRole("heading", { level: 1 }).first().waitFor();
  await main.getByText(/^Loading\b/).first().waitFor({ state: "hidden" });
}

/**
 * On a phone: the Menu button opens the navigation (with Enter, its state in aria-expanded), every link then
 * fits the window, Escape closes it and gives the focus back, and a link opens its screen and closes the menu.
 * Then every screen in the navigation is opened that way and must fit the phone too. Returns the labels seen.
 */
export async function checkPhoneMenu(page) {
  const before = page.viewportSize();
  try {
    await page.setViewportSize(PHONE);
    await settle(page);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    if (!(await menu.isVisible())) throw new Error(`No Menu button at ${PHONE.width} px`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expanded(menu, "false", "the Menu button, closed");
    if (await nav.isVisible()) throw new Error(`The navigation shows at ${PHONE.width} px before the Menu button opens it`);

    await menu.focus();
    await page.keyboard.press("Enter");
    await nav.waitFor();
    await expanded(menu, "true", "the Menu button, opened with Enter");
    const labels = await nav.getByRole("link").allTextContents();
    const outside = await page.evaluate(headerOutside);
    if (outside.length > 0) throw new Error(`With the menu open at ${PHONE.width} px, the header's ${outside.join(", ")} leave the window`);
    const overflow = await page.evaluate(sidewaysOverflow);
    if (overflow) throw new Error(`With the menu open, the page scrolls sideways at ${PHONE.width} px: widest: ${overflow.element} (${overflow.elementWidth} px)`);
    await keepPicture(page, "menu open", PHONE.width);

    await page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    await expanded(menu, "false", "the Menu button after Escape");
    if (!(await isFocused(menu))) throw new Error("Escape closed the menu but the focus did not go back to the Menu button");

    // Every screen in the navigation, opened from the menu: each link closes the menu and its screen fits.
    for (const label of labels.map((text) => text.trim())) {
      await menu.click();
      await nav.getByRole("link", { name: label, exact: true }).click();
      await nav.waitFor({ state: "hidden" });
      await expanded(menu, "false", `the Menu button after opening ${label}`);
      await screenShown(page);
      await settle(page);
      const wide = await page.evaluate(sidewaysOverflow);
      await keepPicture(page, label, PHONE.width);
      if (wide) {
        throw new Error(
          `${label} (${new URL(page.url()).pathname}) scrolls sideways at ${PHONE.width} px: the page is ${wide.scrollWidth} px wide; ` +
            `widest: ${wide.element} (${wide.elementWidth} px wide, reaching ${wide.right} px${wide.text ? `, "${wide.text}"` : ""})`,
        );
      }
    }
    return labels;
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/**
 * At 1,100 px, when the navigation groups links behind "More": the button opens the list (aria-expanded), its
 * links fit the window, Escape closes it and gives the focus back, and a link opens its screen and closes it.
 * Returns the grouped labels (none when nothing is grouped).
 */
export async function checkMoreMenu(page) {
  const before = page.viewportSize();
  try {
    await page.setViewportSize(DESKTOP);
    await settle(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const more = nav.getByRole("button", { name: "More", exact: true });
    if (!(await more.isVisible())) return [];
    await expanded(more, "false", "More, closed");
    const shown = await nav.getByRole("link").allTextContents();
    await more.click();
    await expanded(more, "true", "More, opened");
    const all = await nav.getByRole("link").allTextContents();
    const grouped = all.filter((label) => !shown.includes(label));
    if (grouped.length === 0) throw new Error("More opened no links");
    const outside = await nav.getByRole("link").evaluateAll((links) =>
      links.filter((link) => link.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((link) => link.textContent),
    );
    if (outside.length > 0) throw new Error(`More's links leave the window: ${outside.join(", ")}`);
    await keepPicture(page, "more open", DESKTOP.width);

    await page.keyboard.press("Escape");
    await expanded(more, "false", "More after Escape");
    if (!(await isFocused(more))) throw new Error("Escape closed More but the focus did not go back to its button");

    const target = grouped.at(-1)?.trim() ?? "";
    await more.click();
    await nav.getByRole("link", { name: target, exact: true }).click();
    await screenShown(page);
    await expanded(more, "false", `More after opening ${target}`);
    return grouped;
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
