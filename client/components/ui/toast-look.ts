import type { ToastItem } from './toast-store'

/**
 * Where the toasts stand: at the right, above the floating 'Text Us' button and the offline
 * banner (their height from the foot: client/styles.css `[data-toasts]`).
 */
export const TOAST_VIEWPORT =
  'fixed right-0 z-[10000] flex w-full max-w-sm flex-col gap-2 p-4 outline-none'

/** One toast's box, an error in red. */
export function toastBox(variant: ToastItem['variant']): string {
  return (
    'relative flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ' +
    (variant === 'destructive'
      ? 'border-red-800 bg-red-800 text-white'
      : 'border-line bg-white text-ink')
  )
}

export const TOAST_ACTION =
  'ml-auto shrink-0 rounded-md border border-current px-3 py-1.5 text-sm font-semibold'

export const TOAST_CLOSE =
  'absolute top-2 right-2 grid size-8 place-items-center rounded-md opacity-80 hover:opacity-100'

/** The label of the toasts' region; Radix adds its hotkey. */
export const TOASTS_LABEL = 'Notifications'
