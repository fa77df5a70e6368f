// The staff console (issue 56): the sign-in page until a staff session
// exists, then the layout with the menus it may open. The layout (ProLayout
// and the pages' frame) is a chunk of its own, fetched after sign-in: the
// first load is the sign-in page alone.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Spin } from 'antd';
import { currentSession } from './session';
import { SignInPage } from './sign-in/SignInPage';

const ConsoleLayout = lazy(() => import('./layout/ConsoleLayout.staff').then((m) => ({ default: m.ConsoleLayout })));

function subscribe(onChange: () => void) {
  window.addEventListener('lm-console-session', onChange);
  return () => window.removeEventListener('lm-console-session', onChange);
}

export function ConsoleApp() {
  const token = useSyncExternalStore(subscribe, () => currentSession()?.token ?? null);
  if (!token) return <SignInPage />;
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <ConsoleLayout />
    </Suspense>
  );
}
