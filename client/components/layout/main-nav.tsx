import { Link } from 'wouter'
import { isActive, mainNav } from '../../../shared/navigation'

/** The desktop navigation, shown from 1024 px. */
export function MainNav({ path }: { path: string }) {
  return (
    <nav aria-label="Main" className="hidden border-t border-line lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-center px-2 py-1 xl:justify-between xl:px-4">
        {mainNav.map((item) => {
          const active = isActive(item, path)
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className="nav-link"
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
