// pages/my/index: profile, points, follow/fans/post counts (live; the post
// count links to the member's own posts on their personal centre), the
// unread badge (live), check-in, and the entries (社区 among them).
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { displayCount } from '../../lib/numbers';
import { Badge, Button, FileImage, LinkItem, List, QueryState, Tag, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { useIdle } from '../../lib/useIdle';
import { useSession } from '../../shell/session/SessionProvider';
import { linkTo, paths } from '../../lib/paths';
import { myText as t } from './strings';
import './my.css';

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
      isDistributor
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
      postCount
    }
  }
`);

// The post count before the live counts open (after the page settles): a
// query of its own (silent; the count shows a dash until one answers), so
// the page's own load does not wait for it.
const MyPostCount = graphql(`
  query MyPostCount($id: ID!) {
    followCounts(memberId: $id) {
      postCount
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

// The shop manager's entry: 店主工具 for a certified shop, else 店主认证. A
// query of its own (silent; the entry says 店主认证 until it answers), so
// the page's own load does not wait for it.
const MyShopEntry = graphql(`
  query MyShopEntry {
    myShop {
      shopName
    }
  }
`);

type Counts = { followingCount: number; followerCount: number; points: number };

/** The header card: avatar, nickname, level, check-in, then 动态 / 关注 / 粉丝 / 积分. */
function Profile({
  member,
  live,
  postCount,
  checkIn,
}: {
  member: FragmentType<typeof MyPage_member>;
  live?: Counts;
  /** The member's posts; unknown until an answer comes. */
  postCount?: number;
  checkIn: ReactNode;
}) {
  const m = getFragmentData(MyPage_member, member);
  const counts = live ?? m;
  return (
    <section className="my-header">
      <div className="my-identity">
        <div className="my-avatar">
          {m.avatar ? (
            <FileImage src={m.avatar} sizes="64px" alt={t.avatarOf(m.nickname)} />
          ) : (
            <span aria-hidden>{m.nickname.slice(0, 1)}</span>
          )}
        </div>
        <div className="my-name-block">
          <div className="my-name" data-testid="nick-name">
            {m.nickname}
          </div>
          {t.vip[m.vipLevel] && <Tag className="my-vip" color="#ffffff" fill="outline">{t.vip[m.vipLevel]}</Tag>}
        </div>
        {checkIn}
      </div>
      <div className="my-counts">
        {/* The member's own posts: their personal centre lists them. */}
        <Link className="my-count" to={linkTo.member(m.id)} data-testid="to-my-posts">
          <b data-testid="post-count">{postCount === undefined ? '-' : displayCount(postCount)}</b>
          <span>{t.posts}</span>
        </Link>
        <Link className="my-count" to={`${paths.follows}?tab=focus`}>
          <b data-testid="focus-count">{displayCount(counts.followingCount)}</b>
          <span>{t.focus}</span>
        </Link>
        <Link className="my-count" to={`${paths.follows}?tab=fans`}>
          <b data-testid="fans-count">{displayCount(counts.followerCount)}</b>
          <span>{t.fans}</span>
        </Link>
        <Link className="my-count" to={paths.points}>
          <b data-testid="points">{displayCount(counts.points)}</b>
          <span>{t.points}</span>
        </Link>
      </div>
    </section>
  );
}

export function MyPage() {
  const { session, signOut } = useSession();
  // Silent: the page shows a failed load itself (with a retry).
  const result = useQuery(MyPageQuery, { context: { silent: true } });
  const { error, refetch } = result;
  // The answer is rendered as a transition (in slices, input first), and
  // the page counts as loading until it is drawn.
  const data = useDeferredValue(result.data);
  const loading = result.loading || result.data !== data;
  // The live counts open the socket once the page has settled.
  const idle = useIdle();
  const unread = useSubscription(UnreadCount, { skip: !idle });
  const counts = useSubscription(MyCounts, { skip: !idle });
  const [checkIn] = useMutation(CheckIn);
  const shop = useQuery(MyShopEntry, { context: { silent: true } }).data?.myShop;
  const myId = session?.user.id ?? '';
  const posts = useQuery(MyPostCount, { variables: { id: myId }, skip: !myId, context: { silent: true } }).data?.followCounts.postCount;
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
  const badge = unread.data?.unreadCount ?? data?.unreadMessageCount ?? 0;
  const status = data?.checkInStatus;
  return (
    <div className="my-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch()}>
        {data && status && (
          <>
            <Profile
              member={data.me}
              live={counts.data?.myCounts}
              postCount={counts.data?.myCounts.postCount ?? posts}
              checkIn={
                <Button
                  className="my-check-in"
                  data-testid="check-in"
                  shape="rounded"
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
                  {status.checkedInToday ? t.checkedIn : t.checkInReward(status.todayReward)}
                </Button>
              }
            />
            <List mode="card" header={t.groupSocial}>
              <LinkItem
                to={paths.messages}
                label={badge > 0 ? `${t.messages}，${t.unread(badge)}` : undefined}
                extra={
                  badge > 0 ? (
                    // Hidden from screen readers: the link's name says the count.
                    <Badge className="my-badge" data-testid="unread-badge" aria-hidden content={badge > 99 ? '99+' : String(badge)} />
                  ) : undefined
                }
              >
                {t.messages}
              </LinkItem>
              <LinkItem to={paths.follows}>{t.follows}</LinkItem>
              <LinkItem to={paths.community} testId="to-community">
                {t.community}
              </LinkItem>
            </List>
            <List mode="card" header={t.groupPoints}>
              <LinkItem to={paths.checkIn} extra={t.continuous(status.continuousDays)}>
                {t.checkInPage}
              </LinkItem>
              <LinkItem to={paths.points}>{t.pointsHistory}</LinkItem>
              <LinkItem to={paths.shop}>{t.shop}</LinkItem>
              <LinkItem to={paths.share}>{t.invite}</LinkItem>
            </List>
            <List mode="card" header={t.groupMore}>
              <LinkItem to={shop ? paths.shopToolbox : paths.shopAccount} testId="shop-entry">
                {shop ? t.shopToolbox : t.shopCertify}
              </LinkItem>
              {/* A distributor runs channels: their hub (earnings, withdrawals). */}
              {data.me.isDistributor && <LinkItem to={paths.channelOperation} testId="to-channel-operation">{t.channelOperation}</LinkItem>}
              <LinkItem to={paths.choose}>{t.settings}</LinkItem>
            </List>
            <div className="my-logout">
              <Button block onClick={() => void signOut()}>
                {t.logout}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
