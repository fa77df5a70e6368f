// pages/share/index: the invite poster's data; rule and rank links.
import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { toast } from '../../lib/toast';
import { linkTo, paths } from '../../lib/paths';
import { inviteText as t } from './strings';

const Share = graphql(`
  query SharePage {
    inviteShareInfo {
      code
      inviteCount
      invitePoints
      rewardPoints
    }
  }
`);

export function SharePage() {
  const { data } = useQuery(Share);
  const s = data?.inviteShareInfo;
  const link = s ? `${location.origin}${linkTo.shareReceive(s.code)}` : '';
  return (
    <div className="page share">
      {s && (
        <section className="poster">
          <p>{t.myCode}</p>
          <h1 data-testid="invite-code">{s.code}</h1>
          <p>{t.reward(s.rewardPoints)}</p>
          <p>
            {t.invited(s.inviteCount)} · {t.earned(s.invitePoints)}
          </p>
          <button
            className="primary"
            onClick={async () => {
              await navigator.clipboard?.writeText(link).catch(() => undefined);
              toast(t.copied, 0);
            }}
          >
            {t.copyLink}
          </button>
        </section>
      )}
      <nav className="menu">
        <Link className="menu-item" to={paths.shareRule}>
          {t.rule}
        </Link>
        <Link className="menu-item" to={paths.rankTab}>
          {t.rank}
        </Link>
      </nav>
    </div>
  );
}

export function RulePage() {
  return (
    <div className="page rule">
      <ol>
        {t.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ol>
    </div>
  );
}
