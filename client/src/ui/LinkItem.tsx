// A list row that is a real link: focusable, announced as a link, opens in a
// new tab on long press, and the whole row is its tap target (the link's
// ::after covers the row, see theme.css). antd-mobile's clickable List.Item
// is an <a> without href, which a keyboard cannot reach.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import List from 'antd-mobile/es/components/list';

export function LinkItem({
  to,
  children,
  extra,
  label,
  testId,
}: {
  to: string;
  children: ReactNode;
  extra?: ReactNode;
  /** The link's accessible name when the row says more than its text (a count). */
  label?: string;
  /** On the link (menus are checked by their links' href and text). */
  testId?: string;
}) {
  return (
    <List.Item className="lm-link-item" extra={extra} arrowIcon>
      <Link className="lm-link" to={to} aria-label={label} data-testid={testId}>
        {children}
      </Link>
    </List.Item>
  );
}
