// The page frame: a custom navigation bar on top, the tab bar on tab pages,
// sign-in required where the spec says so, page tracking, and the page's
// own chunk loading under a skeleton (shell/lazyPage).
import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { track } from '../lib/tracking';
import { BackIcon, HomeIcon, MineIcon, RankIcon } from './icons';
import { ChunkErrorBoundary } from './lazyPage';
import { useSession } from './session/SessionProvider';
import { shellText as t } from './strings';

/** The three tabs (spec §2: home, jc, mine), each with its icon. */
const TABS: { path: string; label: string; Icon: ComponentType }[] = [
  { path: paths.home, label: t.tabs.home, Icon: HomeIcon },
  { path: paths.rankTab, label: t.tabs.jc, Icon: RankIcon },
  { path: paths.my, label: t.tabs.mine, Icon: MineIcon },
];

export function NavBar({ title }: { title: string }) {
  const navigate = useNavigate();
  const here = useLocation().pathname;
  const isTab = TABS.some((tab) => tab.path === here);
  return (
    <header className="lm-navbar navbar">
      {!isTab && (
        <button
          type="button"
          className="lm-navbar-back back"
          aria-label={t.back}
          // Back with no history goes home (spec §2).
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home))}
        >
          <BackIcon />
        </button>
      )}
      <h1 className="lm-navbar-title">{title}</h1>
    </header>
  );
}

export function TabBar() {
  const here = useLocation().pathname;
  return (
    <nav className="lm-tabbar" aria-label={t.tabsLabel}>
      {TABS.map(({ path, label, Icon }) => (
        <Link
          key={path}
          to={path}
          className={here === path ? 'lm-tab selected' : 'lm-tab'}
          aria-current={here === path ? 'page' : undefined}
        >
          <Icon />
          <span>{label}</span>
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
    document.title = `${title} - ${t.appName}`;
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
      <main className={isTab ? 'lm-main with-tabbar' : 'lm-main'}>
        <ChunkErrorBoundary fallback={<ChunkFailed />}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ChunkErrorBoundary>
      </main>
      {isTab && <TabBar />}
    </>
  );
}

// The shell's two states are plain markup in the design system's classes
// (ui/theme.css), not antd-mobile components: the shell is in every page's
// first script, which stays small, and a page whose chunk failed must show
// something without loading another.

/** While a page's chunk loads: skeleton lines. */
function PageLoading() {
  return (
    <div className="lm-loading lm-skeleton" data-testid="loading" aria-busy="true" aria-label={t.loading}>
      <span />
      <span />
      <span />
    </div>
  );
}

/** A page whose script did not load: say so, and offer a reload. */
function ChunkFailed() {
  return (
    <div className="lm-state" role="alert" data-testid="chunk-error">
      <p>{t.chunkFailed}</p>
      <button type="button" className="lm-button" onClick={() => location.reload()}>
        {t.retry}
      </button>
    </div>
  );
}

export function NotFound() {
  return (
    <div className="lm-state" data-testid="not-found">
      <p className="lm-not-found-code">404</p>
      <p>{t.notFound}</p>
      <Link to={paths.home}>{t.goHome}</Link>
    </div>
  );
}
