// pages/my/index: profile, points, follow/fans counts (live), the unread
// badge (live), check-in.
import { useEffect } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client';
import { Link } from 'react-router-dom';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { displayCount } from '../../lib/numbers';
import { toast } from '../../lib/toast';
import { showUserErrors } from '../../lib/userErrors';
import { useSession } from '../../app/session/SessionProvider';
import { paths } from '../../lib/paths';
import { myText as t } from './strings';

/** Spec §9: the mine data reloads 1 s after an ad's points arrive. */
const AD_REFRESH_DELAY_MS = 1000;

export const MyPage_member = graphql(`
  fragment MyPage_member on Member {
    id
    nickname
    avatar
    points
    followingCount
    followerCount
    vipLevel
  }
`);

const MyPageQuery = graphql(`
  query MyPage {
    me {
      ...MyPage_member
    }
    unreadMessageCount
    checkInStatus {
      checkedInToday
      continuousDays
      todayReward
    }
  }
`);

const UnreadCount = graphql(`
  subscription UnreadCount {
    unreadCount
  }
`);

const MyCounts = graphql(`
  subscription MyCounts {
    myCounts {
      followingCount
      followerCount
      points
    }
  }
`);

const CheckIn = graphql(`
  mutation CheckIn {
    checkIn(input: {}) {
      checkIn {
        points
        continuousDays
      }
      balance
      userErrors {
        code
        field
        message
      }
    }
  }
`);

function Profile({ member, live }: { member: FragmentType<typeof MyPage_member>; live?: { followingCount: number; followerCount: number; points: number } }) {
  const m = getFragmentData(MyPage_member, member);
  const counts = live ?? m;
  return (
    <section className="profile">
      <div className="avatar" aria-hidden>
        {m.avatar ? <img src={`/api/Files/${m.avatar}`} alt="" /> : m.nickname.slice(0, 1)}
      </div>
      <div className="name" data-testid="nick-name">
        {m.nickname}
      </div>
      <div className="counts">
        <div>
          <b data-testid="points">{displayCount(counts.points)}</b>
          <span>{t.points}</span>
        </div>
        <div>
          <b data-testid="focus-count">{displayCount(counts.followingCount)}</b>
          <span>{t.focus}</span>
        </div>
        <div>
          <b data-testid="fans-count">{displayCount(counts.followerCount)}</b>
          <span>{t.fans}</span>
        </div>
      </div>
    </section>
  );
}

const MENU: [string, string][] = [
  [paths.points, t.pointsHistory],
  [paths.checkIn, t.checkInPage],
  [paths.shop, t.shop],
  [paths.share, t.invite],
  [paths.follows, t.follows],
  [paths.choose, t.settings],
];

export function MyPage() {
  const { signOut } = useSession();
  const { data, refetch } = useQuery(MyPageQuery, { context: { silent: true } });
  const unread = useSubscription(UnreadCount);
  const counts = useSubscription(MyCounts);
  const [checkIn] = useMutation(CheckIn);
  // The app wrapper calls this when a rewarded ad completes without error:
  // "points obtained", then the mine data reloads after 1 s (spec §4, §9) —
  // the server is credited by the ad network's callback meanwhile.
  useEffect(() => {
    const w = window as unknown as { onRewardedAdCompleted?: () => void };
    w.onRewardedAdCompleted = () => {
      toast(t.adPoints, 0);
      setTimeout(() => void refetch(), AD_REFRESH_DELAY_MS);
    };
    return () => {
      delete w.onRewardedAdCompleted;
    };
  }, [refetch]);
  if (!data?.me) return <div className="page">…</div>;
  const badge = unread.data?.unreadCount ?? data.unreadMessageCount;
  const status = data.checkInStatus;
  return (
    <div className="page my">
      <Profile member={data.me} live={counts.data?.myCounts} />
      <nav className="menu">
        <Link to={paths.messages} className="menu-item">
          {t.messages}
          {badge > 0 && (
            <span className="badge" data-testid="unread-badge">
              {badge > 99 ? '99+' : badge}
            </span>
          )}
        </Link>
        <button
          className="menu-item"
          data-testid="check-in"
          disabled={status.checkedInToday}
          onClick={async () => {
            const r = (await checkIn().catch(() => null))?.data?.checkIn;
            const c = r?.checkIn;
            if (r && !showUserErrors(r.userErrors) && c) {
              toast(t.checkInDone(c.points, c.continuousDays), 0);
              void refetch();
            }
          }}
        >
          {status.checkedInToday ? t.checkedIn : `${t.checkIn} +${status.todayReward}`}
        </button>
        {MENU.map(([to, label]) => (
          <Link key={to} to={to} className="menu-item">
            {label}
          </Link>
        ))}
        <button className="menu-item" onClick={() => void signOut()}>
          {t.logout}
        </button>
      </nav>
    </div>
  );
}
