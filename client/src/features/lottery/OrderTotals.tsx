// 注数 and 金额 of the pick being made (the calculator's 复式/胆拖 and its
// 3D plays show the same card). The count is the server's and follows
// every tap, so a failed count is told in place with a retry rather than
// replacing the picker above it.
import type { ReactNode } from 'react';
import { Button, Card, uiText } from '../../ui';
import { lotteryText as t } from './strings';
import './lottery.css';

export function OrderTotals({
  bets,
  costYuan,
  busy,
  error,
  onRetry,
  children,
}: {
  bets: number;
  /** Exact yuan text from the server (`Money.yuan`). */
  costYuan: string;
  /** A new count is on its way; the last one stays, dimmed. */
  busy?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** More lines under the totals (how many tickets it prints). */
  children?: ReactNode;
}) {
  return (
    <Card>
      <dl className="lm-lottery-totals" aria-busy={busy ? 'true' : 'false'} aria-live="polite">
        <div>
          <dt>{t.bets}</dt>
          <dd data-testid="bets">{bets}</dd>
        </div>
        <div>
          <dt>{t.cost}</dt>
          <dd data-testid="cost">{t.yuan(costYuan)}</dd>
        </div>
      </dl>
      {children}
      {error && (
        <div className="lm-lottery-inline-error" role="alert">
          <span>{uiText.errorBody}</span>
          {onRetry && (
            <Button size="small" color="primary" fill="outline" onClick={onRetry}>
              {uiText.retry}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
