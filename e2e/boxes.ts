/** A box on screen, as Playwright measures one. */
type Box = { x: number; y: number; width: number; height: number }

/** Whether two boxes on screen share no point: neither covers any of the other. */
export function apart(a: Box, b: Box): boolean {
  return (
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
  )
}
