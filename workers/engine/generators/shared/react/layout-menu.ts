import { lines } from "../../files";

/**
 * The Layout's menu state, the same in React and Next.js: which screen the Menu (and More, when the
 * navigation is grouped) was opened on, closing on a click outside the header, and Escape closing the open
 * one and returning focus to its button.
 */
export function menuState(grouped: boolean): string {
  return lines(
    "  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);",
    grouped && "  const [moreOpenAt, setMoreOpenAt] = useState<string | null>(null);",
    "  const menuOpen = menuOpenAt === pathname;",
    grouped && "  const moreOpen = moreOpenAt === pathname;",
    "  const header = useRef<HTMLElement>(null);",
    "  const menuButton = useRef<HTMLButtonElement>(null);",
    grouped && "  const moreButton = useRef<HTMLButtonElement>(null);",
    "",
    "  const close = () => {",
    "    setMenuOpenAt(null);",
    grouped && "    setMoreOpenAt(null);",
    "  };",
    "",
    "  useEffect(() => {",
    "    const closeOutside = (event: PointerEvent) => {",
    "      if (header.current?.contains(event.target as Node)) return;",
    "      setMenuOpenAt(null);",
    grouped && "      setMoreOpenAt(null);",
    "    };",
    `    document.addEventListener("pointerdown", closeOutside);`,
    `    return () => document.removeEventListener("pointerdown", closeOutside);`,
    "  }, []);",
    "",
    "  const closeOnEscape = (event: KeyboardEvent) => {",
    `    if (event.key !== "Escape") return;`,
    grouped
      ? lines(
          "    if (moreOpen) {",
          "      setMoreOpenAt(null);",
          "      moreButton.current?.focus();",
          "    } else if (menuOpen) {",
          "      setMenuOpenAt(null);",
          "      menuButton.current?.focus();",
          "    }",
        )
      : lines("    if (!menuOpen) return;", "    setMenuOpenAt(null);", "    menuButton.current?.focus();"),
    "  };",
  );
}
