import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { join } from 'node:path'
import { imagesPlugin } from './scripts/images-plugin.ts'
import { DEFAULT_SITE_URL, normalizeSiteUrl } from './shared/site-url.ts'

const siteUrl = normalizeSiteUrl(process.env.SITE_URL || DEFAULT_SITE_URL)

// The prerender and the service worker are added by scripts/build.ts (`npm run build`).
export default defineConfig({
  root: 'client',
  publicDir: '../public',
  plugins: [
    react(),
    tailwindcss(),
    imagesPlugin({
      sourceDir: join(import.meta.dirname, 'images'),
      cacheDir: join(import.meta.dirname, 'node_modules', '.cache', 'site-images'),
    }),
  ],
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'dev'),
    __GTAG_ID__: JSON.stringify(process.env.GTAG_ID ?? ''),
    __ADS_SEND_TO__: JSON.stringify(process.env.ADS_SEND_TO ?? ''),
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
})
