/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's origin when it is not served from the same one (e.g. https://api.example.com). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
