// The "加载更多" button under a page of a connection, written once: shown
// while the list has a next page, it asks for the page after the last
// cursor (the cache's field policies merge it, shell/apollo.ts). A page
// that fails leaves the rows already shown and says so in a toast.
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { uiText } from './strings';
import { toast } from './toast';

/** What a connection's `pageInfo` tells the button. */
export type NextPage = { hasNextPage: boolean; endCursor?: string | null } | null | undefined;

export function LoadMore({
  pageInfo,
  onMore,
  label,
  className,
}: {
  pageInfo: NextPage;
  /** Loads the page after `after` (usually the query's `fetchMore`). */
  onMore: (after: string) => Promise<unknown>;
  /** The button's text when not 加载更多 (更多回复). */
  label?: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const after = pageInfo?.endCursor;
  if (!pageInfo?.hasNextPage || !after) return null;
  const more = () => {
    if (busy) return;
    setBusy(true);
    onMore(after)
      .then(
        () => undefined,
        () => toast(uiText.errorBody),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Button className={className} block fill="none" loading={busy} onClick={more} data-testid="load-more">
      {label ?? uiText.more}
    </Button>
  );
}
