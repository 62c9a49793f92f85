import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "./providers";
import { ServiceWorker } from "../components/ServiceWorker";
import "../theme/tokens.css";
import "../styles.css";

export const metadata: Metadata = {
  title: "Habit",
  description: "Daily habits with reminders",
  manifest: "/manifest.webmanifest",
  icons: { icon: "/icons/icon.svg", apple: "/icons/icon-192.png" },
};

export const viewport: Viewport = { themeColor: "#4f46e5" };

/** The document every page renders in. Fonts are the system's: nothing is fetched from elsewhere. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
        <ServiceWorker />
      </body>
    </html>
  );
}
