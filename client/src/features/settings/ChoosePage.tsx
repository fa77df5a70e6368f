// pages/choose/index: the settings menu.
import { Link } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { sessionText } from '../session/strings';
import { feedbackText } from '../feedback/strings';
import { privacyText } from '../privacy/strings';
import { settingsText as t } from './strings';

export function ChoosePage() {
  const { signOut } = useSession();
  const links: [string, string][] = [
    ['/pages/my/settings/index', t.title],
    ['/pages/my/account/index', t.account],
    ['/pages/my/authentication/index', t.realName],
    ['/pages/my/feedback/add', feedbackText.addTitle],
    ['/pages/privacy/policy', privacyText.title],
    ['/pages/privacy/agreement', privacyText.userTitle],
    ['/pages/privacy/children', privacyText.childTitle],
  ];
  return (
    <div className="page choose">
      <nav className="menu">
        {links.map(([to, label]) => (
          <Link key={to} className="menu-item" to={to}>
            {label}
          </Link>
        ))}
        <button
          className="menu-item"
          onClick={async () => {
            await signOut();
            location.assign('/pages/my/index');
          }}
        >
          {sessionText.logout}
        </button>
      </nav>
    </div>
  );
}
