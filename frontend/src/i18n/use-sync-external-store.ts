/**
 * `use-sync-external-store/shim` for the build (vite.config.ts aliases it here): react-i18next imports the
 * hook from that package, which carries a copy for Reacts before 18; this React has its own.
 */
export { useSyncExternalStore } from 'react';
