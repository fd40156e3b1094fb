interface ImportMetaEnv {
  /** `id:secret` of the console's public client, if the server is configured with another than the default. */
  readonly VITE_PUBLIC_CLIENT?: string;
  /** Where the API lives when it is not the console's own origin, e.g. `https://api.dropport.example`. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
