// The page frame: a custom navigation bar on top, the tab bar on tab pages,
// sign-in required where the spec says so, page tracking.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { track } from '../lib/tracking';
import { useSession } from './session/SessionProvider';
import { appText as t } from './strings';

const TABS = [
  { path: paths.home, label: t.tabs.home, icon: '⌂' },
  { path: paths.rankTab, label: t.tabs.jc, icon: '★' },
  { path: paths.my, label: t.tabs.mine, icon: '☺' },
];

export function NavBar({ title }: { title: string }) {
  const navigate = useNavigate();
  const here = useLocation().pathname;
  const isTab = TABS.some((tab) => tab.path === here);
  return (
    <header className="navbar">
      {!isTab && (
        <button
          className="back"
          aria-label={t.back}
          // Back with no history goes home (spec §2).
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home))}
        >
          ‹
        </button>
      )}
      <span className="navbar-title">{title}</span>
    </header>
  );
}

export function TabBar() {
  const here = useLocation().pathname;
  return (
    <nav className="tabbar">
      {TABS.map((tab) => (
        <Link key={tab.path} to={tab.path} className={here === tab.path ? 'tab selected' : 'tab'}>
          <span className="tab-icon">{tab.icon}</span>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** A page: title, sign-in guard, tab bar on tab pages, page events. */
export function Page({ title, auth, children }: { title: string; auth?: boolean; children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  const shown = useRef(Date.now());
  useEffect(() => {
    shown.current = Date.now();
    track('page', { pagePath: location.pathname, pageName: title });
    return () => {
      track('pageDuration', {
        pagePath: location.pathname,
        pageName: title,
        duration: Math.round((Date.now() - shown.current) / 1000),
      });
    };
  }, [location.pathname, title]);
  if (auth && !session) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  const isTab = TABS.some((tab) => tab.path === location.pathname);
  return (
    <>
      <NavBar title={title} />
      <main className={isTab ? 'with-tabbar' : ''}>{children}</main>
      {isTab && <TabBar />}
    </>
  );
}

export function NotFound() {
  return (
    <div className="page not-found" data-testid="not-found">
      <h1>404</h1>
      <p>{t.notFound}</p>
      <Link to={paths.home}>{t.goHome}</Link>
    </div>
  );
}
