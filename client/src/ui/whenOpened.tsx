// A control fetched the first time it opens. The sheet and the popup bring
// antd-mobile's popup with the gesture library (~10 KB gzip); a page shows
// them only after a tap, so its first load should not pay for them. Once
// opened, the control stays mounted, so closing still animates.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function whenOpened<P extends { visible?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Control = lazy(load);
  return function WhenOpened(props: P) {
    const [opened, setOpened] = useState(Boolean(props.visible));
    // Set during render (React's pattern for state derived from props), so
    // the first open renders the control in the same pass.
    if (props.visible && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Control {...props} />
      </Suspense>
    );
  };
}
