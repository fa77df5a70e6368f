// A new version deployed while the app is open: the service worker has the
// new files and waits; the member is asked (spec §4, "新版本已就绪，是否重启？")
// and the page reloads on the new version only when they say so. Until
// then the open page keeps running on the files it loaded.
import { Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { LazyAlertDialog } from '../shell/dialogs';
import { appText as t } from './strings';

/** How often an open app asks the server for a new version (one hour). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // After the page's load event, not during the first render: the
    // registration's work stays out of the page's first seconds.
    immediate: false,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <LazyAlertDialog
        content={<div data-testid="update-prompt">{t.updateReady}</div>}
        actions={[
          { key: 'later', text: t.later, onClick: () => setNeedRefresh(false) },
          { key: 'restart', text: t.restart, bold: true, onClick: () => void updateServiceWorker(true) },
        ]}
      />
    </Suspense>
  );
}
