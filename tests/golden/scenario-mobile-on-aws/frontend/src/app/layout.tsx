import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Providers } from "./providers";
import "../theme/tokens.css";
import "../styles.css";

export const metadata: Metadata = {
  title: "Habit",
  description: "Pre-orders for a neighbourhood bakery",
  icons: { icon: "data:," },
};

/** The document every page renders in. Fonts are the system's: nothing is fetched from elsewhere. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
