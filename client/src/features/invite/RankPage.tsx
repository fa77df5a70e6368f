// The invite ranking: the "jc" tab (pages/quiz/index) and pages/share/rank.
import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { inviteText as t } from './strings';

const Rank = graphql(`
  query InviteRankPage {
    inviteRank(first: 20) {
      items {
        ranking
        count
        member {
          id
          nickname
        }
      }
      ranking
    }
  }
`);

export function RankPage() {
  const { data } = useQuery(Rank);
  const r = data?.inviteRank;
  return (
    <div className="page rank">
      <h1>{t.rankTitle}</h1>
      {r && <p>{t.myRank(r.ranking)}</p>}
      {r && r.items.length === 0 && <p className="empty">{t.rankEmpty}</p>}
      <ol>
        {r?.items.map((i) => (
          <li key={i.member.id}>
            <span className="place">{i.ranking}</span>
            <Link to={linkTo.member(i.member.id)}>{i.member.nickname}</Link>
            <span className="count">{i.count}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
