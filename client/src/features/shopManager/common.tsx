// What more than one shop page shows: a member's avatar, the note for a
// member who is not a certified shop manager (a way to certification, not
// an error), and a confirmation before something is withdrawn or removed.
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState, FileImage } from '../../ui';
import { whenOpened } from '../../ui/whenOpened';
import { shopText as t } from './strings';

/** `myShop` is null: the page explains and links to certification. */
export function NotShopManager() {
  return (
    <div data-testid="not-shop-manager">
      <EmptyState title={t.notShopTitle}>
        <p className="shop-muted shop-not-body">{t.notShopBody}</p>
        <Link className="shop-cta" to={paths.shopAccount} data-testid="go-certify">
          {t.goCertify}
        </Link>
      </EmptyState>
    </div>
  );
}

/**
 * Asks before `onConfirm` (withdrawing, removing, deleting: none can be
 * undone); the dialog's code is fetched when it first opens.
 */
export const Confirm = whenOpened(() => import('./Confirm'));

/** A member's avatar: their image, else the first character of the nickname. */
export function Avatar({ nickname, avatar }: { nickname: string; avatar?: string | null }) {
  return <span className="shop-avatar">{avatar ? <FileImage src={avatar} sizes="48px" /> : <span aria-hidden>{nickname.slice(0, 1)}</span>}</span>;
}
