/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_BUILD_ID?: string;
  /** development, staging or production (default: production for builds). */
  readonly VITE_ROVE_ENV?: string;
  /** '1' builds the app with maintenance mode on. */
  readonly VITE_MAINTENANCE_MODE?: string;
  /** Where the developer tools panel links for client and server errors. */
  readonly VITE_CLIENT_ERRORS_URL?: string;
  readonly VITE_SERVER_ERRORS_URL?: string;
  /** The native apps in the stores (app-download banner). */
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_GOOGLE_PLAY_URL?: string;
}
