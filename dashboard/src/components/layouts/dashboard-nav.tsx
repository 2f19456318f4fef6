import { NavLink } from '@/lib/navigation';

export interface DashboardNavItem {
  to: string;
  label: string;
  /** The guided tour's name for this link (`data-tour`). */
  tourAnchor?: string;
}

export function DashboardNav({ items }: { items: readonly DashboardNavItem[] }) {
  return (
    <nav aria-label="Dashboard">
      <ul>
        {items.map(({ to, label, tourAnchor }) => (
          <li key={to}>
            <NavLink to={to} end data-tour={tourAnchor}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
