// pages/choose/index: the settings menu. Its own pages first, then the
// entries other features offer (feedback, the legal pages), handed in by the
// app's route composition so this feature never imports theirs.
import { Link } from 'react-router-dom';
import { useSession } from '../../app/session/SessionProvider';
import type { FeatureLink } from '../../app/routing';
import { paths } from '../../lib/paths';
import { settingsText as t } from './strings';

export function ChoosePage({ more }: { more: FeatureLink[] }) {
  const { signOut } = useSession();
  const links: FeatureLink[] = [
    { to: paths.settings, label: t.title },
    { to: paths.account, label: t.account },
    { to: paths.authentication, label: t.realName },
    ...more,
  ];
  return (
    <div className="page choose">
      <nav className="menu">
        {links.map(({ to, label }) => (
          <Link key={to} className="menu-item" to={to}>
            {label}
          </Link>
        ))}
        <button
          className="menu-item"
          onClick={async () => {
            await signOut();
            location.assign(paths.my);
          }}
        >
          {t.logout}
        </button>
      </nav>
    </div>
  );
}
