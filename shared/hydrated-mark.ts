/**
 * On <html> once React has taken the page over (client/lib/page-shown.tsx): for styles, the
 * browser tests and the bench.
 */
export const HYDRATED = 'data-hydrated'
