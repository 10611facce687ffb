import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/**
 * The homeowner's booking pages (/book/{token}): a page shell the server fills with the free
 * times or the booked visit (server/booking/booking-page.ts), its styles and the picker that
 * improves the plain form. Built after the public worker's precache list: a private page is
 * never kept by the worker.
 */
export default defineConfig({
  root: 'client/booking',
  base: '/book/',
  publicDir: false,
  plugins: [tailwindcss()],
  build: {
    outDir: '../../dist/book',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
})
