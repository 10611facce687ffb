import * as Toast from '@radix-ui/react-toast'
import { CloseIcon } from '../icons'
import { TOAST_ACTION, TOAST_CLOSE, TOAST_VIEWPORT, TOASTS_LABEL, toastBox } from './toast-look'
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
            toastBox(variant) +
            ' data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]' +
            ' data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition'
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
              className={TOAST_ACTION}
            >
              {action.label}
            </Toast.Action>
          )}
          <Toast.Close aria-label="Close notification" className={TOAST_CLOSE}>
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        label={`${TOASTS_LABEL} ({hotkey})`}
        data-toasts=""
        className={TOAST_VIEWPORT}
      />
    </Toast.Provider>
  )
}
