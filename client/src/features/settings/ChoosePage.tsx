// pages/choose/index: the settings menu. Its own pages first, then the
// entries other features offer (feedback, the legal pages), handed in by the
// app's route composition so this feature never imports theirs.
import { useSession } from '../../shell/session/SessionProvider';
import type { FeatureLink } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { Button, LinkItem, List } from '../../ui';
import { settingsText as t } from './strings';
import './settings.css';

export function ChoosePage({ more }: { more: FeatureLink[] }) {
  const { signOut } = useSession();
  const links: FeatureLink[] = [
    { to: paths.settings, label: t.title },
    { to: paths.account, label: t.account },
    { to: paths.authentication, label: t.realName },
    { to: paths.notificationSettings, label: t.notificationsTitle },
    { to: paths.richSettings, label: t.richTitle },
  ];
  return (
    <div className="settings-page" data-testid="settings-menu">
      <List mode="card">
        {links.map(({ to, label }) => (
          <LinkItem key={to} to={to} testId="settings-link">
            {label}
          </LinkItem>
        ))}
      </List>
      {more.length > 0 && (
        <List mode="card">
          {more.map(({ to, label }) => (
            <LinkItem key={to} to={to} testId="settings-link">
              {label}
            </LinkItem>
          ))}
        </List>
      )}
      <div className="settings-logout">
        <Button
          block
          data-testid="settings-logout"
          onClick={async () => {
            await signOut();
            location.assign(paths.my);
          }}
        >
          {t.logout}
        </Button>
      </div>
    </div>
  );
}
