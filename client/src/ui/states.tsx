// What a page shows while its data is not there: loading (a skeleton), an
// error (with a retry), nothing yet (empty), or a link that names nothing
// (a missing id, with a way back). Nothing loads forever: every query's page
// goes through QueryState.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { uiText as t } from './strings';

export function LoadingState({ rows = 4 }: { rows?: number }) {
  return (
    <div className="lm-loading" data-testid="loading" aria-busy="true" aria-label={t.loading}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

// The states draw a small picture of their own: antd-mobile's ErrorBlock
// carries large illustrations (about 9 KB gzip) into every page that can
// be empty or fail, which is every page.

/** A picture for a state: an empty tray, or a cloud with a slash (no connection). */
function StatePicture({ kind }: { kind: 'empty' | 'error' }) {
  return (
    <svg className="lm-state-picture" viewBox="0 0 64 48" aria-hidden>
      {kind === 'empty' ? (
        <path d="M8 28 16 10h32l8 18v12H8zM8 28h14l3 5h14l3-5h14" />
      ) : (
        <path d="M18 38a10 10 0 0 1 1-20 14 14 0 0 1 27 3 8 8 0 0 1 0 17zM14 8l36 34" />
      )}
    </svg>
  );
}

/** A state: picture, title, text and an optional action. */
function StateBlock({
  kind,
  title,
  body,
  children,
}: {
  kind: 'empty' | 'error';
  title: string;
  body?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <StatePicture kind={kind} />
      <p className="lm-state-title">{title}</p>
      {body && <p className="lm-state-body">{body}</p>}
      {children}
    </>
  );
}

export function EmptyState({ title = t.empty, children }: { title?: string; children?: ReactNode }) {
  return (
    <div className="lm-state" data-testid="empty-state">
      <StateBlock kind="empty" title={title}>
        {children}
      </StateBlock>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="lm-state" data-testid="error-state" role="alert">
      <StateBlock kind="error" title={t.errorTitle} body={message ?? t.errorBody}>
        {onRetry && (
          <Button color="primary" fill="outline" onClick={onRetry}>
            {t.retry}
          </Button>
        )}
      </StateBlock>
    </div>
  );
}

/** A page opened without the id (or other query) it needs. */
export function MissingState({ what }: { what: string }) {
  const navigate = useNavigate();
  return (
    <div className="lm-state" data-testid="missing-state" role="alert">
      <StateBlock kind="empty" title={t.missing(what)} body={t.missingBody}>
        <Button color="primary" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          {t.goBack}
        </Button>
      </StateBlock>
    </div>
  );
}

/**
 * A query's page: the skeleton until the first answer, the error with a
 * retry, the empty state when `empty` says there is nothing, else children.
 */
export function QueryState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
  children,
}: {
  loading: boolean;
  error?: { message: string } | null;
  empty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (error) return <ErrorState message={t.errorBody} onRetry={onRetry} />;
  if (loading) return <LoadingState />;
  if (empty) return <EmptyState title={emptyText} />;
  return <>{children}</>;
}
