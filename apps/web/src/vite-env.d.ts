interface ImportMetaEnv {
  /** `id:secret` of the console's public client, if the server is configured with another than the default. */
  readonly VITE_PUBLIC_CLIENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
