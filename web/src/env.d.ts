/** The package version this bundle was built from (vite.config.ts). */
declare const __APP_VERSION__: string;
