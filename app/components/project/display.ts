/** What a project shows for a blank name or description. */
export const UNTITLED_PROJECT = "Untitled Project";
export const NO_DESCRIPTION = "No description available";

export function projectDisplayName(name: string): string {
  return name.trim() === "" ? UNTITLED_PROJECT : name;
}

export function projectDisplayDescription(description: string): string {
  return description.trim() === "" ? NO_DESCRIPTION : description;
}

/** Only web addresses become links; anything else (javascript:, garbage) is shown as plain text. */
export function safeExternalUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether a project's live link is its preview's: it is until a deployment gives the app an address of its own. */
export function isPreviewLink(url: string): boolean {
  return url.includes("/preview/");
}
