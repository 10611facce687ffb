// wouter imports the shim for React 17; React 19 has the hook itself (vite.config.ts aliases
// 'use-sync-external-store/shim/index.js' here)
export { useSyncExternalStore } from 'react'
