/** One entry of the main menu (content/navigation.yaml), as the site reads it. */
export type NavItem = {
  href: `/${string}`
  /** the desktop label */
  label: string
  /** the phone menu's longer label, where it has one */
  mobileLabel?: string
  /** false: the phone menu leaves it out */
  mobile: boolean
}
