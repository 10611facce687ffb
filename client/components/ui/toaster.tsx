import * as Toast from '@radix-ui/react-toast'
import { CloseIcon } from '../icons'
import { dismissToast } from './toast-store'
import { useToasts } from './use-toasts'

/**
 * The toasts on Radix: 5000 ms, swipe right past 50 px to dismiss, F8 to reach
 * them, announced to screen readers (errors assertively, the rest politely).
 */
export default function Toaster() {
  const toasts = useToasts()
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, variant, action, duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => !next && dismissToast(id)}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          {...(duration ? { duration } : {})}
          className={
            'relative flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ' +
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ' +
            'data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition ' +
            (variant === 'destructive'
              ? 'border-red-800 bg-red-800 text-white'
              : 'border-line bg-white text-ink')
          }
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{title}</Toast.Title>
            {description && (
              <Toast.Description className="text-sm leading-relaxed">
                {description}
              </Toast.Description>
            )}
          </div>
          {action && (
            <Toast.Action
              altText={action.altText}
              onClick={action.onAction}
              className="ml-auto shrink-0 rounded-md border border-current px-3 py-1.5 text-sm font-semibold"
            >
              {action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 grid size-8 place-items-center rounded-md opacity-80 hover:opacity-100"
          >
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-20 z-[10000] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-4"
      />
    </Toast.Provider>
  )
}
