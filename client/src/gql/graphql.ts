/* eslint-disable */
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A 64-bit signed integer written as a decimal string (`"100000000000"`),
   * because GraphQL's `Int` stops at 2 147 483 647 and JavaScript numbers lose
   * digits past 2^53. Input also accepts an `Int`.
   */
  BigInt: { input: string; output: string; }
  /**
   * A calendar day (`2026-11-22`): an RFC 3339 `full-date`, in the
   * Asia/Shanghai calendar.
   */
  Date: { input: string; output: string; }
  /**
   * Implement the DateTime<Utc> scalar
   *
   * The input/output is a string in RFC3339 format.
   */
  DateTime: { input: string; output: string; }
  /** A scalar that can represent any JSON value. */
  JSON: { input: any; output: any; }
  /** A multipart file upload */
  Upload: { input: any; output: any; }
};

/** The caller's reward for one rewarded-ad transaction. */
export type AdRewardStatus = {
  __typename?: 'AdRewardStatus';
  /** The ad network's callback for it has arrived. */
  found: Scalars['Boolean']['output'];
  /** Points credited (0 when over the daily limit). */
  points: Scalars['Int']['output'];
  /** The ad network's transaction id asked about. */
  transId: Scalars['String']['output'];
};

/**
 * What a bet form comes to (the bonus calculator): bets, cost and the
 * ticket split.
 */
export type BetCount = {
  __typename?: 'BetCount';
  /** Bets (注) of the form at one multiple. */
  bets: Scalars['Int']['output'];
  /** The cost of the bets at the multiple. */
  cost: Money;
  /** How the order splits into tickets (multiples per ticket). */
  tickets: Array<Scalars['Int']['output']>;
};

/** What to count: the game's bet form and how many numbers were picked. */
export type BetCountInput = {
  /** 大乐透 追加 (3 yuan a bet). */
  additional?: InputMaybe<Scalars['Boolean']['input']>;
  /** `DLT_MULTI`: back numbers picked, 2 to 12. */
  back?: InputMaybe<Scalars['Int']['input']>;
  /** `DLT_DANTUO`: back 胆 picked, 0 or 1 (default 0). */
  backDan?: InputMaybe<Scalars['Int']['input']>;
  /**
   * `DLT_DANTUO`: back 拖 picked; back 胆 + 拖 is 3 to 12 with a back 胆,
   * 2 to 12 without.
   */
  backTuo?: InputMaybe<Scalars['Int']['input']>;
  /** `SSQ_MULTI`, `SSQ_DANTUO`: blues picked, 1 to 16. */
  blue?: InputMaybe<Scalars['Int']['input']>;
  /** `SSQ_DANTUO`: red 胆 picked, 1 to 5. */
  dan?: InputMaybe<Scalars['Int']['input']>;
  /**
   * `GROUP3`: digits picked, 2 to 10 (组三复式); `GROUP6`: 3 to 10
   * (组六复式).
   */
  digits?: InputMaybe<Scalars['Int']['input']>;
  /** `DLT_MULTI`: front numbers picked, 5 to 35. */
  front?: InputMaybe<Scalars['Int']['input']>;
  /** `DLT_DANTUO`: front 胆 picked, 1 to 4. */
  frontDan?: InputMaybe<Scalars['Int']['input']>;
  /** `DLT_DANTUO`: front 拖 picked; front 胆 + 拖 is 6 to 35. */
  frontTuo?: InputMaybe<Scalars['Int']['input']>;
  /** The bet form. */
  kind: BetKind;
  /** Default 1. */
  multiple?: InputMaybe<Scalars['Int']['input']>;
  /** `QLC_MULTI`: numbers picked, 7 to 30 (七乐彩复式). */
  numbers?: InputMaybe<Scalars['Int']['input']>;
  /** Digits picked per position (直选复式). */
  positions?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** `SSQ_MULTI`: reds picked, 6 to 20. */
  red?: InputMaybe<Scalars['Int']['input']>;
  /**
   * `DIRECT_SUM`: the sum, 0 to 27 (直选和值); `GROUP_SUM`: 1 to 26
   * (组选和值).
   */
  sum?: InputMaybe<Scalars['Int']['input']>;
  /** `SSQ_DANTUO`: red 拖 picked; 胆 + 拖 is 7 to 33. */
  tuo?: InputMaybe<Scalars['Int']['input']>;
};

/** A bet form the bonus calculator counts (投注方式). */
export enum BetKind {
  /** 3D / 排列三 / 排列五 直选复式: digits per position in `positions`. */
  DirectMulti = 'DIRECT_MULTI',
  /** 直选和值: the `sum`. */
  DirectSum = 'DIRECT_SUM',
  /** 大乐透 胆拖: `frontDan`, `frontTuo`, `backDan`, `backTuo`. */
  DltDantuo = 'DLT_DANTUO',
  /** 大乐透 复式: `front` and `back`. */
  DltMulti = 'DLT_MULTI',
  /** 组三 复式: `digits` picked. */
  Group3 = 'GROUP3',
  /** 组六 复式: `digits` picked. */
  Group6 = 'GROUP6',
  /** 组选和值: the `sum`. */
  GroupSum = 'GROUP_SUM',
  /** 七乐彩 复式: `numbers` picked. */
  QlcMulti = 'QLC_MULTI',
  /** 双色球 胆拖: `dan`, `tuo` and `blue`. */
  SsqDantuo = 'SSQ_DANTUO',
  /** 双色球 复式: `red` and `blue` picked. */
  SsqMulti = 'SSQ_MULTI'
}

/** Input of `bindWeChat`. */
export type BindWeChatInput = {
  /** A `wx.login` code. */
  code: Scalars['String']['input'];
};

/** Input of `cancelAccount`. */
export type CancelAccountInput = {
  /** An SMS code sent with purpose `CANCEL`. */
  code: Scalars['String']['input'];
  /** The account's mobile number. */
  phone: Scalars['String']['input'];
};

/** What a check-in (签到) gave. */
export type CheckIn = {
  __typename?: 'CheckIn';
  /** The streak including this day. */
  continuousDays: Scalars['Int']['output'];
  /** The Asia/Shanghai day checked in. */
  day: Scalars['Date']['output'];
  /** Points credited. */
  points: Scalars['Int']['output'];
  /** Days checked in, ever. */
  totalDays: Scalars['Int']['output'];
};

/** One day of the check-in calendar. */
export type CheckInDay = {
  __typename?: 'CheckInDay';
  /** The streak including that day. */
  continuousDays: Scalars['Int']['output'];
  /** The Asia/Shanghai day checked in. */
  day: Scalars['Date']['output'];
  /** Points credited for that check-in. */
  points: Scalars['Int']['output'];
};

/** Input of `checkIn` (all optional: `checkIn(input: {})`). */
export type CheckInInput = {
  /**
   * A fresh key per attempt: a retry answers the first check-in instead
   * of `ALREADY_CHECKED_IN`.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of `checkIn`. */
export type CheckInPayload = {
  __typename?: 'CheckInPayload';
  /** The points balance after the reward; null on failure. */
  balance?: Maybe<Scalars['Int']['output']>;
  /** Today's check-in; null when it failed (see `userErrors`). */
  checkIn?: Maybe<CheckIn>;
  /** Business failures (`ALREADY_CHECKED_IN`). */
  userErrors: Array<UserError>;
};

/** The check-in card. */
export type CheckInStatus = {
  __typename?: 'CheckInStatus';
  /** The caller has checked in (签到) today. */
  checkedInToday: Scalars['Boolean']['output'];
  /** The current streak (0 once a day was missed). */
  continuousDays: Scalars['Int']['output'];
  /** The reward table, day 1 of a streak first; it repeats after the last. */
  rewards: Array<Scalars['Int']['output']>;
  /** Today's date in Asia/Shanghai. */
  today: Scalars['Date']['output'];
  /** What today's check-in gives (or gave). */
  todayReward: Scalars['Int']['output'];
  /** Days checked in, ever. */
  totalDays: Scalars['Int']['output'];
};

/** Input of `createInviteCodes`. */
export type CreateInviteCodesInput = {
  /** The channels, at most 20. */
  channels: Array<Scalars['String']['input']>;
  /** The member (global id): the caller, or anyone for staff. */
  memberId: Scalars['ID']['input'];
};

/** The answer of `createInviteCodes`. */
export type CreateInviteCodesPayload = {
  __typename?: 'CreateInviteCodesPayload';
  /** The member's codes of those channels (existing ones kept). */
  inviteCodes: Array<InviteCode>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `createWeChatQrcode`: a mini-program code (小程序码). */
export type CreateWeChatQrcodeInput = {
  /** A WeChat access token to use instead of the server's own. */
  accessToken?: InputMaybe<Scalars['String']['input']>;
  /** Whether WeChat checks that the page exists. */
  checkPath?: InputMaybe<Scalars['Boolean']['input']>;
  /** `release`, `trial` or `develop`. */
  envVersion?: InputMaybe<Scalars['String']['input']>;
  /** A transparent background. */
  isHyaline?: InputMaybe<Scalars['Boolean']['input']>;
  /** The line colour (RGB, 0–255 each). */
  lineColor?: InputMaybe<LineColorInput>;
  /** The mini-program page to open; default its home page. */
  page?: InputMaybe<Scalars['String']['input']>;
  /** The scene string the mini-program receives, 1 to 32 characters. */
  scene: Scalars['String']['input'];
  /** The image width in pixels, 280 to 1280. */
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** The answer of `createWeChatQrcode`. */
export type CreateWeChatQrcodePayload = {
  __typename?: 'CreateWeChatQrcodePayload';
  /** The PNG/JPEG image, base64; null when WeChat refused. */
  imageBase64?: Maybe<Scalars['String']['output']>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
  /** WeChat's refusal; null on success. */
  weChatError?: Maybe<WeChatError>;
};

/** The answer of `deleteSelection` and `deleteSplit`. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /**
   * The global id of what was deleted; null when the caller had no such
   * one.
   */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `deleteSelection`. */
export type DeleteSelectionInput = {
  /** The saved selection (global id). */
  id: Scalars['ID']['input'];
};

/** Input of `deleteSplit`. */
export type DeleteSplitInput = {
  /** The split record (global id). */
  id: Scalars['ID']['input'];
};

/** Where a redemption is delivered (a copy of the address at the time). */
export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  /** The rest of the address. */
  address: Scalars['String']['output'];
  /** City; null when not given. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country; null when not given. */
  country?: Maybe<Scalars['String']['output']>;
  /** The receiver's name. */
  name: Scalars['String']['output'];
  /** The receiver's mobile number. */
  phone: Scalars['String']['output'];
  /** Province; null when not given. */
  province?: Maybe<Scalars['String']['output']>;
  /** Street; null when not given. */
  street?: Maybe<Scalars['String']['output']>;
};

/** How a digit game's ticket is played. */
export enum DigitPlayKind {
  /** 直选: the digits in order. */
  Direct = 'DIRECT',
  /** 组选: the digits in any order. */
  Group = 'GROUP'
}

/** The answer of a mutation whose only news is that it was done. */
export type DonePayload = {
  __typename?: 'DonePayload';
  /** The change was made. */
  done: Scalars['Boolean']['output'];
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** A draw. */
export type Draw = {
  __typename?: 'Draw';
  /** The day of the draw (开奖日期). */
  drawDate: Scalars['Date']['output'];
  /** Blue / back / special number / last digit. */
  extraNumbers: Array<Scalars['Int']['output']>;
  /** The game drawn. */
  game: Game;
  /** `YYYYNNN`. */
  issue: Scalars['String']['output'];
  /** Red / front numbers, or the digits. */
  mainNumbers: Array<Scalars['Int']['output']>;
  /** The jackpot pool (奖池) left after this draw; null when not published. */
  pool?: Maybe<Money>;
  /**
   * The published prize list (开奖公告), one row per tier; empty until
   * published.
   */
  prizeList: Array<DrawPrize>;
};

/** A page of a game's draws, newest first. */
export type DrawConnection = {
  __typename?: 'DrawConnection';
  /** The draws of this page with their cursors. */
  edges: Array<DrawEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<Draw>;
  /** Where this page sits in the game's history. */
  pageInfo: PageInfo;
};

/** A draw with its cursor. */
export type DrawEdge = {
  __typename?: 'DrawEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The draw. */
  node: Draw;
};

/** A tier of a draw's published prize list. */
export type DrawPrize = {
  __typename?: 'DrawPrize';
  /** 大乐透: what a 追加 bet adds per winning bet; null for other games. */
  additional?: Maybe<Money>;
  /** Per winning bet. */
  amount: Money;
  /** The tier's name as published; null when not given. */
  name?: Maybe<Scalars['String']['output']>;
  /** 1 = 一等奖 …; 双色球's 福运奖 is tier 7. */
  tier: Scalars['Int']['output'];
  /** Winning bets nationwide; null when not published. */
  winners?: Maybe<Scalars['Int']['output']>;
};

/**
 * The shape (形态) of one draw's main numbers (red / front numbers, or
 * the digits).
 */
export type DrawTrendShape = {
  __typename?: 'DrawTrendShape';
  /**
   * How many are above the middle of the zone's range, (min + max) / 2
   * rounded down (大; 双色球 reds: 18–33).
   */
  big: Scalars['Int']['output'];
  /** Pairs of consecutive numbers (连号; 15 and 16 are one pair). */
  consecutive: Scalars['Int']['output'];
  /** How many of the numbers are even (偶). */
  even: Scalars['Int']['output'];
  /** The draw's issue, `YYYYNNN`. */
  issue: Scalars['String']['output'];
  /** How many of the numbers are odd (奇). */
  odd: Scalars['Int']['output'];
  /** How many are at or below the middle of the zone's range (小). */
  small: Scalars['Int']['output'];
  /** The largest number minus the smallest (跨度). */
  span: Scalars['Int']['output'];
  /** The sum of the numbers (和值). */
  sum: Scalars['Int']['output'];
};

/** Input of mutations that need nothing (room to grow). */
export type EmptyInput = {
  /** Unused; GraphQL needs an input object to have a field. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** One piece of feedback. */
export type Feedback = Node & {
  __typename?: 'Feedback';
  /**
   * The client may offer to withdraw it: true until it is `CLOSED`
   * (a workflow flag from the server).
   */
  cancellable: Scalars['Boolean']['output'];
  /** What the member wrote, 1 to 500 characters. */
  content: Scalars['String']['output'];
  /** When the member submitted it. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * The author may still edit it (state `PRESTART`). One of the workflow
   * flags the client shows (spec: from the server).
   */
  editable: Scalars['Boolean']['output'];
  /** The feedback's global id (opaque). */
  id: Scalars['ID']['output'];
  /** Uploaded file ids. */
  images: Array<Scalars['String']['output']>;
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /**
   * Who wrote it, as the caller may see them (batched by the member
   * loader: one query for a whole page).
   */
  member?: Maybe<Member>;
  /** When staff last replied; null until then. */
  repliedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Staff's latest reply (1 to 500 characters); null until staff reply. */
  reply?: Maybe<Scalars['String']['output']>;
  /**
   * Where it is in handling: `PRESTART` (new), `PROCESSING` (replied),
   * `CLOSED`.
   */
  state: WorkflowState;
};

/** A page of feedback, newest first. */
export type FeedbackConnection = {
  __typename?: 'FeedbackConnection';
  /** The feedback of this page with its cursors. */
  edges: Array<FeedbackEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<Feedback>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/** A piece of feedback in a page of feedback, with its cursor. */
export type FeedbackEdge = {
  __typename?: 'FeedbackEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The feedback. */
  node: Feedback;
};

/** A page of followers or followed members, newest follow first. */
export type FollowConnection = {
  __typename?: 'FollowConnection';
  /** The members of this page with their cursors. */
  edges: Array<FollowEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<FollowMember>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** The whole list's length, from the member's counter. */
  totalCount: Scalars['Int']['output'];
};

/**
 * A member's follow numbers and the caller's relation to them (the
 * member page's header).
 */
export type FollowCounts = {
  __typename?: 'FollowCounts';
  /** How many members follow this member. */
  followerCount: Scalars['Int']['output'];
  /** How many members this member follows. */
  followingCount: Scalars['Int']['output'];
  /** This member follows the caller. */
  followsMe: Scalars['Boolean']['output'];
  /** The caller follows this member. */
  isFollowedByMe: Scalars['Boolean']['output'];
  /** The member, as the caller may see them. */
  member: Member;
  /** The member's points balance. */
  points: Scalars['Int']['output'];
  /** How many posts (动态) this member has published. */
  postCount: Scalars['Int']['output'];
};

/** A member in a followers or following list, with its cursor. */
export type FollowEdge = {
  __typename?: 'FollowEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The member. */
  node: FollowMember;
};

/**
 * A member in a followers or following list: the public card, with the
 * caller's relation.
 */
export type FollowMember = {
  __typename?: 'FollowMember';
  /** The avatar (file id or URL); null when none was set. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** City; null when not given. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country; null when not given. */
  country?: Maybe<Scalars['String']['output']>;
  /** When this follow was made. */
  followedAt: Scalars['DateTime']['output'];
  /** The member's global id. */
  id: Scalars['ID']['output'];
  /** A verified expert (专家). */
  isExpert: Scalars['Boolean']['output'];
  /** The caller follows this member (false for anonymous callers). */
  isFollowedByMe: Scalars['Boolean']['output'];
  /** Passed real-name authentication (实名认证). */
  isRealNameAuth: Scalars['Boolean']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** The display name (昵称). */
  nickname: Scalars['String']['output'];
  /** Province; null when not given. */
  province?: Maybe<Scalars['String']['output']>;
  /** The VIP level. */
  vipLevel: VipLevel;
};

/** Input of `followMember` and `unfollowMember`. */
export type FollowMemberInput = {
  /** The member to follow or stop following (global id). */
  memberId: Scalars['ID']['input'];
};

/** The answer of `followMember`. */
export type FollowMemberPayload = {
  __typename?: 'FollowMemberPayload';
  /** True when this call made the follow, false when it already existed. */
  changed: Scalars['Boolean']['output'];
  /** The member now followed; null on failure. */
  member?: Maybe<Member>;
  /** Business failures (an unknown member, following oneself). */
  userErrors: Array<UserError>;
};

/** A draw game. The wire names are the short codes the product uses. */
export enum Game {
  /** 大乐透: 5 front of 1–35, 2 back of 1–12. */
  Dlt = 'DLT',
  /** 福彩3D: 3 digits. */
  Fc3D = 'FC3D',
  /** 排列三: 3 digits (the first three of 排列五). */
  Pl3 = 'PL3',
  /** 排列五: 5 digits. */
  Pl5 = 'PL5',
  /** 七乐彩: 7 of 1–30 plus a special number. */
  Qlc = 'QLC',
  /** 七星彩 (2020 format): 6 digits 0–9 and one of 0–14. */
  Qxc = 'QXC',
  /** 双色球: 6 red of 1–33, 1 blue of 1–16. */
  Ssq = 'SSQ'
}

/** Where a member signs in from. */
export enum Gate {
  /** The native app. */
  App = 'APP',
  /** The second brand's native app. */
  Brand2App = 'BRAND2_APP',
  /** The second brand's web client. */
  Brand2Web = 'BRAND2_WEB',
  /** The second brand's mini-program. */
  Brand2Wechatprogram = 'BRAND2_WECHATPROGRAM',
  /** The staff back office. */
  Manageweb = 'MANAGEWEB',
  /** The web (H5) client. */
  Web = 'WEB',
  /** The WeChat mini-program (小程序). */
  Wechatprogram = 'WECHATPROGRAM'
}

/** An invite code (邀请码) of one channel. */
export type InviteCode = {
  __typename?: 'InviteCode';
  /** The channel (`default`, `poster`, …). */
  channel: Scalars['String']['output'];
  /** The code. */
  code: Scalars['String']['output'];
};

/** The landing page of an invite code. */
export type InviteLanding = {
  __typename?: 'InviteLanding';
  /** Who invites. */
  inviter: MemberCard;
  /** The code belongs to a distributor (渠道). */
  isDistributorCode: Scalars['Boolean']['output'];
};

/** The invite rank and the caller's own line. */
export type InviteRank = {
  __typename?: 'InviteRank';
  /** How many members the caller invited. */
  count: Scalars['Int']['output'];
  /** The top inviters, at most 50, best first. */
  items: Array<InviteRankItem>;
  /** The caller. */
  member: MemberCard;
  /** The caller's place; 0 when they have invited nobody yet. */
  ranking: Scalars['Int']['output'];
};

/** A line of the invite rank (邀请排行). */
export type InviteRankItem = {
  __typename?: 'InviteRankItem';
  /** How many members they invited. */
  count: Scalars['Int']['output'];
  /** The inviter. */
  member: MemberCard;
  /** Their place; equal counts share a place (1, 2, 2, 4). */
  ranking: Scalars['Int']['output'];
};

/** The caller's invite poster (邀请海报) data. */
export type InviteShareInfo = {
  __typename?: 'InviteShareInfo';
  /** The caller's invite code (default channel). */
  code: Scalars['String']['output'];
  /** How many members the caller invited. */
  inviteCount: Scalars['Int']['output'];
  /** Invite reward points the caller earned in total. */
  invitePoints: Scalars['Int']['output'];
  /** Points per member who joins with the code. */
  rewardPoints: Scalars['Int']['output'];
};

/** A colour of a mini-program code. */
export type LineColorInput = {
  /** Blue, 0–255. */
  b: Scalars['String']['input'];
  /** Green, 0–255. */
  g: Scalars['String']['input'];
  /** Red, 0–255. */
  r: Scalars['String']['input'];
};

/** Input of `loginByCarrierToken`. */
export type LoginByCarrierTokenInput = {
  /** The carrier one-click token (本机号码一键登录) from the app's SDK. */
  carrierToken: Scalars['String']['input'];
  /** Where the member signs in from. */
  gate?: InputMaybe<Gate>;
  /** The device model, for the sign-in log. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** The client platform, for the sign-in log. */
  platform?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of `loginByCarrierToken`. */
export type LoginByCarrierTokenPayload = {
  __typename?: 'LoginByCarrierTokenPayload';
  /** The invite code used belongs to a distributor (渠道). */
  isDistributorCode: Scalars['Boolean']['output'];
  /** True only for the sign-in that created the member (首次注册). */
  isNewMember: Scalars['Boolean']['output'];
  /** The signed-in member; null when the sign-in failed. */
  member?: Maybe<Member>;
  /**
   * Keep it to sign in again without a code (`loginBySign`); null
   * when the sign-in failed.
   */
  sign?: Maybe<Scalars['String']['output']>;
  /** The session token; null when the sign-in failed. */
  token?: Maybe<TokenObject>;
  /** Business failures; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `loginByPassword` (staff). */
export type LoginByPasswordInput = {
  /** Where they sign in from (usually `MANAGEWEB`). */
  gate?: InputMaybe<Gate>;
  /** The password. */
  password: Scalars['String']['input'];
  /** The staff member's mobile number. */
  phone: Scalars['String']['input'];
};

/** The answer of `loginByPassword`. */
export type LoginByPasswordPayload = {
  __typename?: 'LoginByPasswordPayload';
  /** The signed-in staff member; null when the sign-in failed. */
  member?: Maybe<Member>;
  /** The session token; null when the sign-in failed. */
  token?: Maybe<TokenObject>;
  /**
   * `INVALID_CREDENTIALS` for a wrong phone or password; empty on
   * success.
   */
  userErrors: Array<UserError>;
};

/** Input of `loginByPhoneCode`. */
export type LoginByPhoneCodeInput = {
  /** The 6-digit code from the SMS (purpose `LOGIN`). */
  code: Scalars['String']['input'];
  /** Where the member signs in from. */
  gate?: InputMaybe<Gate>;
  /** An invite code (邀请码); wins over `inviterId`. */
  inviteCode?: InputMaybe<Scalars['String']['input']>;
  /** The member who invited this one (global id); used on registration. */
  inviterId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The inviter's legacy id, from the legacy apps' invite links
   * (`?inviteMeMemberId=`); instead of `inviterId`.
   */
  inviterLegacyId?: InputMaybe<Scalars['BigInt']['input']>;
  /** The device model, for the sign-in log. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** The mobile number the code was sent to. */
  phone: Scalars['String']['input'];
  /** The client platform (`ios`, `android`, `web`), for the sign-in log. */
  platform?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of `loginByPhoneCode`. */
export type LoginByPhoneCodePayload = {
  __typename?: 'LoginByPhoneCodePayload';
  /** The invite code used belongs to a distributor (渠道). */
  isDistributorCode: Scalars['Boolean']['output'];
  /** True only for the sign-in that created the member (首次注册). */
  isNewMember: Scalars['Boolean']['output'];
  /** The signed-in member; null when the sign-in failed. */
  member?: Maybe<Member>;
  /**
   * Keep it to sign in again without a code (`loginBySign`); null
   * when the sign-in failed.
   */
  sign?: Maybe<Scalars['String']['output']>;
  /** The session token; null when the sign-in failed. */
  token?: Maybe<TokenObject>;
  /** Business failures; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `loginBySign`. */
export type LoginBySignInput = {
  /** Where the member signs in from. */
  gate?: InputMaybe<Gate>;
  /** The member of the earlier sign-in (global id). */
  memberId: Scalars['ID']['input'];
  /** The device model, for the sign-in log. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** The client platform, for the sign-in log. */
  platform?: InputMaybe<Scalars['String']['input']>;
  /** The `sign` that sign-in returned. */
  sign: Scalars['String']['input'];
};

/** The answer of `loginBySign`. */
export type LoginBySignPayload = {
  __typename?: 'LoginBySignPayload';
  /** The invite code used belongs to a distributor (渠道). */
  isDistributorCode: Scalars['Boolean']['output'];
  /** True only for the sign-in that created the member (首次注册). */
  isNewMember: Scalars['Boolean']['output'];
  /** The signed-in member; null when the sign-in failed. */
  member?: Maybe<Member>;
  /**
   * Keep it to sign in again without a code (`loginBySign`); null
   * when the sign-in failed.
   */
  sign?: Maybe<Scalars['String']['output']>;
  /** The session token; null when the sign-in failed. */
  token?: Maybe<TokenObject>;
  /** Business failures; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `loginByWeChatCode`. */
export type LoginByWeChatCodeInput = {
  /** The `wx.login` code. */
  code: Scalars['String']['input'];
  /** An invite code (邀请码); wins over `inviterId`. */
  inviteCode?: InputMaybe<Scalars['String']['input']>;
  /** The member who invited this one (global id); used on registration. */
  inviterId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The inviter's legacy id, from the legacy apps' invite links
   * (`?inviteMeMemberId=`); instead of `inviterId`.
   */
  inviterLegacyId?: InputMaybe<Scalars['BigInt']['input']>;
  /** The device model, for the sign-in log. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** A phone-number grant code; needed when the WeChat account is new. */
  phoneCode?: InputMaybe<Scalars['String']['input']>;
  /** The client platform, for the sign-in log. */
  platform?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of `loginByWeChatCode`. */
export type LoginByWeChatCodePayload = {
  __typename?: 'LoginByWeChatCodePayload';
  /** The invite code used belongs to a distributor (渠道). */
  isDistributorCode: Scalars['Boolean']['output'];
  /** True only for the sign-in that created the member (首次注册). */
  isNewMember: Scalars['Boolean']['output'];
  /** The signed-in member; null when the sign-in failed. */
  member?: Maybe<Member>;
  /**
   * Keep it to sign in again without a code (`loginBySign`); null
   * when the sign-in failed.
   */
  sign?: Maybe<Scalars['String']['output']>;
  /** The session token; null when the sign-in failed. */
  token?: Maybe<TokenObject>;
  /** Business failures; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `markMessagesRead` and `markMessagesUnread`. */
export type MarkMessagesInput = {
  /** …or every message of the caller. */
  all?: InputMaybe<Scalars['Boolean']['input']>;
  /** The messages to mark (global ids)… */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The answer of `markMessagesRead` and `markMessagesUnread`. */
export type MarkMessagesPayload = {
  __typename?: 'MarkMessagesPayload';
  /** The caller's unread count afterwards; null on failure. */
  unreadCount?: Maybe<Scalars['Int']['output']>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A member (会员), as the caller may see them: personal data only for the
 * member themself and permitted staff.
 */
export type Member = Node & {
  __typename?: 'Member';
  /** Only for the member and permitted staff; null when not given. */
  address?: Maybe<Scalars['String']['output']>;
  /**
   * The avatar: an uploaded file id (`/api/Files/{fid}`) or a URL; null
   * when none was set.
   */
  avatar?: Maybe<Scalars['String']['output']>;
  /** City; null when not given. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country; null when not given. */
  country?: Maybe<Scalars['String']['output']>;
  /** When the member registered. */
  createdAt: Scalars['DateTime']['output'];
  /** How many members follow this member (from a counter). */
  followerCount: Scalars['Int']['output'];
  /** How many members this member follows (from a counter). */
  followingCount: Scalars['Int']['output'];
  /** This member follows the caller (false for anonymous callers). */
  followsMe: Scalars['Boolean']['output'];
  /**
   * As the member gave it (free text, at most 8 characters); null when
   * not given.
   */
  gender?: Maybe<Scalars['String']['output']>;
  /** The global id (opaque; see `node`). */
  id: Scalars['ID']['output'];
  /**
   * Always masked (`110*************2X`); only for the member and
   * permitted staff.
   */
  idNumber?: Maybe<Scalars['String']['output']>;
  /** How many members this member invited. */
  inviteCount: Scalars['Int']['output'];
  /** A distributor (渠道) with an invite code of their own. */
  isDistributor: Scalars['Boolean']['output'];
  /** A verified expert (专家) whose picks others follow. */
  isExpert: Scalars['Boolean']['output'];
  /**
   * The caller follows this member (false for anonymous callers and for
   * the caller themself).
   */
  isFollowedByMe: Scalars['Boolean']['output'];
  /** Passed real-name authentication (实名认证). */
  isRealNameAuth: Scalars['Boolean']['output'];
  /** A staff member of the operator. */
  isStaff: Scalars['Boolean']['output'];
  /** Has a WeChat account bound. */
  isWeChatBound: Scalars['Boolean']['output'];
  /** The member id the legacy layer (`POST /api/...`) uses. */
  legacyId: Scalars['BigInt']['output'];
  /**
   * The legal name; only for the member and permitted staff, null for
   * everyone else.
   */
  legalName?: Maybe<Scalars['String']['output']>;
  /** The display name (昵称). */
  nickname: Scalars['String']['output'];
  /** In full for the member and staff; `138****5678` for everyone else. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The points balance (积分). */
  points: Scalars['Int']['output'];
  /** Province; null when not given. */
  province?: Maybe<Scalars['String']['output']>;
  /** Only for the member and permitted staff; null when not given. */
  street?: Maybe<Scalars['String']['output']>;
  /** The VIP level. */
  vipLevel: VipLevel;
  /**
   * The membership number shown on the member card; null when none was
   * issued.
   */
  vipNumber?: Maybe<Scalars['String']['output']>;
};

/** A delivery address (only ever shown to its member and permitted staff). */
export type MemberAddress = Node & {
  __typename?: 'MemberAddress';
  /** The rest of the address. */
  address: Scalars['String']['output'];
  /** City; null when not given. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country; null when not given. */
  country?: Maybe<Scalars['String']['output']>;
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The default address (used by the shop). */
  isDefault: Scalars['Boolean']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** The receiver's name. */
  name: Scalars['String']['output'];
  /** The receiver's mobile number. */
  phone: Scalars['String']['output'];
  /** Province; null when not given. */
  province?: Maybe<Scalars['String']['output']>;
  /** Street; null when not given. */
  street?: Maybe<Scalars['String']['output']>;
};

/** A member's public card with the caller's relation to them. */
export type MemberCard = {
  __typename?: 'MemberCard';
  /** The avatar (file id or URL); null when none was set. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** City; null when not given. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country; null when not given. */
  country?: Maybe<Scalars['String']['output']>;
  /** When the member registered. */
  createdAt: Scalars['DateTime']['output'];
  /** This member follows the caller. */
  followsMe: Scalars['Boolean']['output'];
  /** The member's global id. */
  id: Scalars['ID']['output'];
  /** The caller follows this member. */
  isFollowedByMe: Scalars['Boolean']['output'];
  /** Passed real-name authentication (实名认证). */
  isRealNameAuth: Scalars['Boolean']['output'];
  /** The member id the legacy layer (`POST /api/...`) uses. */
  legacyId: Scalars['BigInt']['output'];
  /** The display name (昵称). */
  nickname: Scalars['String']['output'];
  /** Province; null when not given. */
  province?: Maybe<Scalars['String']['output']>;
  /** The VIP level. */
  vipLevel: VipLevel;
};

/** The answer of a mutation that changes the caller's profile. */
export type MemberPayload = {
  __typename?: 'MemberPayload';
  /** The member after the change; null on failure. */
  member?: Maybe<Member>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** A message of the message centre. */
export type Message = Node & {
  __typename?: 'Message';
  /** The text, 1 to 2000 characters. */
  content: Scalars['String']['output'];
  /** When it reached the caller (the list's order). */
  createdAt: Scalars['DateTime']['output'];
  /** The message's global id (opaque). */
  id: Scalars['ID']['output'];
  /** Read by the caller. */
  isRead: Scalars['Boolean']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** Its kind, the message centre's tab (消息中心). */
  messageType: MessageType;
  /** Structured data for the client (e.g. `{"feedbackId": "7"}`). */
  payload: Scalars['JSON']['output'];
  /** When a scheduled send is (or was) due; null for a message sent at once. */
  scheduledAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * Who sent it (staff or the member it is about); null for system
   * messages. A public card: no personal data.
   */
  sender?: Maybe<MemberCard>;
  /** Its sending state (members only see `SENT` messages). */
  status: MessageStatus;
  /** The title, 1 to 50 characters. */
  title: Scalars['String']['output'];
};

/** A page of messages, newest first. */
export type MessageConnection = {
  __typename?: 'MessageConnection';
  /** The messages of this page with their cursors. */
  edges: Array<MessageEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<Message>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/** A message in a page of messages, with its cursor. */
export type MessageEdge = {
  __typename?: 'MessageEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: Message;
};

/** Sending state of a message. */
export enum MessageStatus {
  /** A scheduled message cancelled by staff before it was sent. */
  Cancelled = 'CANCELLED',
  /** Waiting to be sent at `scheduledAt`. */
  Scheduled = 'SCHEDULED',
  /** Sent: delivered to its recipients. */
  Sent = 'SENT'
}

/** What a message is about. */
export enum MessageType {
  /** About other members: a new follower, a reply to feedback (互动). */
  Interaction = 'INTERACTION',
  /** About points (积分). */
  Points = 'POINTS',
  /** A notice from the operator (系统通知). */
  SystemNotice = 'SYSTEM_NOTICE'
}

/** An amount of money (人民币), exact: in fen and in yuan. */
export type Money = {
  __typename?: 'Money';
  /** The amount in fen (分; 100 fen = 1 yuan). */
  fen: Scalars['BigInt']['output'];
  /**
   * The amount in yuan (元) as a decimal string with two decimals
   * (`"12.30"`).
   */
  yuan: Scalars['String']['output'];
};

/** The root Mutation type as members and partners see it. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Binds the caller to the WeChat user of a `wx.login` code. */
  bindWeChat: MemberPayload;
  /**
   * Cancels the caller's account (注销) with an SMS code of purpose
   * `CANCEL`: personal data erased, signed out everywhere.
   */
  cancelAccount: DonePayload;
  /**
   * Today's check-in (签到; once per Asia/Shanghai day). A second one
   * the same day answers `ALREADY_CHECKED_IN` in `userErrors`.
   */
  checkIn: CheckInPayload;
  /**
   * Ensures invite codes for these channels (the caller's own, or any
   * member's for staff).
   */
  createInviteCodes: CreateInviteCodesPayload;
  /** A mini-program code image (小程序码) for sharing. */
  createWeChatQrcode: CreateWeChatQrcodePayload;
  /** Deletes one of the caller's saved selections. */
  deleteSelection: DeletePayload;
  /** Deletes one of the caller's split records. */
  deleteSplit: DeletePayload;
  /**
   * Follows a member (关注). Following twice is not an error: `changed`
   * says whether this call made the follow.
   */
  followMember: FollowMemberPayload;
  /** Signs in with a carrier one-click token (本机号码一键登录). */
  loginByCarrierToken: LoginByCarrierTokenPayload;
  /**
   * Staff password sign-in. A wrong phone or password is the user error
   * `INVALID_CREDENTIALS`; 10 in 15 minutes lock the phone (`RATE_LIMITED`).
   */
  loginByPassword: LoginByPasswordPayload;
  /** Signs in with an SMS code, registering the phone on first use. */
  loginByPhoneCode: LoginByPhoneCodePayload;
  /** Signs in again with the `sign` of an earlier sign-in (no code). */
  loginBySign: LoginBySignPayload;
  /** Signs in from the WeChat mini-program with a `wx.login` code. */
  loginByWeChatCode: LoginByWeChatCodePayload;
  /** Signs this token out. */
  logout: DonePayload;
  /**
   * Marks messages read (the listed ones, or `all`); answers the unread
   * count.
   */
  markMessagesRead: MarkMessagesPayload;
  /** Marks messages unread again; answers the unread count. */
  markMessagesUnread: MarkMessagesPayload;
  /** Records the platform and gate the caller uses. */
  recordMemberSource: DonePayload;
  /**
   * Redeems an item for points (兑换), delivered to one of the caller's
   * addresses. Too few points or too little stock are user errors.
   */
  redeem: RedeemPayload;
  /**
   * A new token in the last 6 hours of this one's life; the same token
   * before that.
   */
  refreshToken: RefreshTokenPayload;
  /**
   * Registers the caller's device for push notifications (the device
   * moves to whoever signs in on it last).
   */
  registerPushClient: DonePayload;
  /** The phone number of a WeChat phone-number grant code. */
  resolveWeChatPhoneNumber: ResolveWeChatPhoneNumberPayload;
  /**
   * Saves a 复式 selection of the caller (双色球, 大乐透, 七乐彩); the
   * server counts its bets and cost.
   */
  saveSelection: SaveSelectionPayload;
  /**
   * Splits the caller's order into tickets and keeps it as a split
   * record (拆单记录).
   */
  saveSplit: SaveSplitPayload;
  /**
   * Sends a 6-digit code by SMS. Same answer whether or not the phone is
   * registered. Limits (top-level `RATE_LIMITED` with `retryAfter`): 1
   * per minute, 5 per hour, 10 per day per phone; 20 per hour per IP.
   */
  sendVerificationCode: SendVerificationCodePayload;
  /** Sets the default delivery address (收货地址). */
  setDeliveryAddress: SetDeliveryAddressPayload;
  /**
   * Names the caller's inviter afterwards (补填邀请人; once; by invite
   * code or inviter id). The inviter gets the invite reward.
   */
  setInviter: SetInviterPayload;
  /** Writes in (意见反馈): 1–500 characters and up to 4 uploaded images. */
  submitFeedback: SubmitFeedbackPayload;
  /** Unbinds the caller's WeChat account. */
  unbindWeChat: MemberPayload;
  /**
   * Stops following a member (取消关注). `changed` says whether this
   * call removed a follow.
   */
  unfollowMember: UnfollowMemberPayload;
  /** Sets the avatar to an image the caller uploaded. */
  updateAvatar: MemberPayload;
  /** Sets where the caller lives. */
  updateLocation: MemberPayload;
  /** Changes the caller's display name (昵称). */
  updateNickname: MemberPayload;
  /**
   * Uploads an image. Send as `multipart/form-data` per the GraphQL
   * multipart request spec.
   */
  uploadImage: UploadImagePayload;
  /** Real-name authentication (实名认证) with a GB 11643 ID number. */
  verifyRealName: MemberPayload;
};


/** The root Mutation type as members and partners see it. */
export type MutationBindWeChatArgs = {
  input: BindWeChatInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationCancelAccountArgs = {
  input: CancelAccountInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationCheckInArgs = {
  input?: CheckInInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationCreateInviteCodesArgs = {
  input: CreateInviteCodesInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationCreateWeChatQrcodeArgs = {
  input: CreateWeChatQrcodeInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationDeleteSelectionArgs = {
  input: DeleteSelectionInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationDeleteSplitArgs = {
  input: DeleteSplitInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationFollowMemberArgs = {
  input: FollowMemberInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationLoginByCarrierTokenArgs = {
  input: LoginByCarrierTokenInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationLoginByPasswordArgs = {
  input: LoginByPasswordInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationLoginByPhoneCodeArgs = {
  input: LoginByPhoneCodeInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationLoginBySignArgs = {
  input: LoginBySignInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationLoginByWeChatCodeArgs = {
  input: LoginByWeChatCodeInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationLogoutArgs = {
  input?: EmptyInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationMarkMessagesReadArgs = {
  input: MarkMessagesInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationMarkMessagesUnreadArgs = {
  input: MarkMessagesInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationRecordMemberSourceArgs = {
  input: RecordMemberSourceInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationRedeemArgs = {
  input: RedeemInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationRefreshTokenArgs = {
  input?: EmptyInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationRegisterPushClientArgs = {
  input: RegisterPushClientInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationResolveWeChatPhoneNumberArgs = {
  input: ResolveWeChatPhoneNumberInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationSaveSelectionArgs = {
  input: SaveSelectionInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationSaveSplitArgs = {
  input: SaveSplitInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationSendVerificationCodeArgs = {
  input: SendVerificationCodeInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationSetDeliveryAddressArgs = {
  input: SetDeliveryAddressInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationSetInviterArgs = {
  input: SetInviterInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationSubmitFeedbackArgs = {
  input: SubmitFeedbackInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationUnbindWeChatArgs = {
  input?: EmptyInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationUnfollowMemberArgs = {
  input: FollowMemberInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationUpdateAvatarArgs = {
  input: UpdateAvatarInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationUpdateLocationArgs = {
  input: UpdateLocationInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationUpdateNicknameArgs = {
  input: UpdateNicknameInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationUploadImageArgs = {
  input: UploadImageInput;
};


/** The root Mutation type as members and partners see it. */
export type MutationVerifyRealNameArgs = {
  input: VerifyRealNameInput;
};

/** The "mine" page's live numbers. */
export type MyCounts = {
  __typename?: 'MyCounts';
  /** How many members follow the caller. */
  followerCount: Scalars['Int']['output'];
  /** How many members the caller follows. */
  followingCount: Scalars['Int']['output'];
  /** The caller's points balance. */
  points: Scalars['Int']['output'];
};

/** A member the caller invited. */
export type MyInvite = {
  __typename?: 'MyInvite';
  /**
   * When the invite was recorded (the member registered with the
   * caller's invite, or named the caller as inviter later).
   */
  createdAt: Scalars['DateTime']['output'];
  /** The global id of the invite. */
  id: Scalars['ID']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** The invited member. */
  member: MemberCard;
  /** Reward points the caller got for this member. */
  points: Scalars['Int']['output'];
};

/** A page of the members the caller invited (我的邀请), newest first. */
export type MyInviteConnection = {
  __typename?: 'MyInviteConnection';
  /** The invites of this page with their cursors. */
  edges: Array<MyInviteEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<MyInvite>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** Members the caller invited (the invite count). */
  totalCount: Scalars['Int']['output'];
  /** Invite reward points earned in total. */
  totalPoints: Scalars['Int']['output'];
};

/** A member the caller invited, with its cursor. */
export type MyInviteEdge = {
  __typename?: 'MyInviteEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The invite. */
  node: MyInvite;
};

/** An object with a global id. */
export type Node = {
  /** The global id (opaque). */
  id: Scalars['ID']['output'];
};

/** One number of a zone over the trend's draws (走势). */
export type NumberTrend = {
  __typename?: 'NumberTrend';
  /** Draws since it last appeared (遗漏). */
  currentOmission: Scalars['Int']['output'];
  /** Draws in the window that contained it (出现次数). */
  frequency: Scalars['Int']['output'];
  /** The longest run of draws in the window without it (最大遗漏). */
  maxOmission: Scalars['Int']['output'];
  /** The number (a digit in the digit games). */
  number: Scalars['Int']['output'];
};

/** An order split into printable tickets. */
export type OrderSplit = {
  __typename?: 'OrderSplit';
  /** Bets of the order at one multiple. */
  bets: Scalars['Int']['output'];
  /**
   * What the whole order costs: bets × multiple × 2 yuan (3 yuan with
   * 追加).
   */
  cost: Money;
  /** The game. */
  game: Game;
  /** How many printable tickets the order splits into. */
  ticketCount: Scalars['Int']['output'];
  /**
   * The printable tickets, a page at a time (the list is computed; its
   * cursors are positions).
   */
  tickets: SplitTicketConnection;
};


/** An order split into printable tickets. */
export type OrderSplitTicketsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Where a page of a connection sits in the whole list (Relay `PageInfo`). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /**
   * The cursor of the last item (pass as `after` for the next page);
   * null for an empty page.
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More items follow the last one of this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /**
   * Items come before the first one of this page. Paging forward this
   * is true when `after` was given, and paging backward `hasNextPage` is
   * true when `before` was (Relay allows the estimate).
   */
  hasPreviousPage: Scalars['Boolean']['output'];
  /**
   * The cursor of the first item (pass as `before` for the page before);
   * null for an empty page.
   */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** The bonus detail (奖金明细) of a parlay. */
export type ParlayBreakdown = {
  __typename?: 'ParlayBreakdown';
  /** Single bets (注) in total, at most 20000. */
  bets: Scalars['Int']['output'];
  /** bets × 2 yuan × 倍. */
  cost: Money;
  /** From all games right down to the smallest size. */
  hits: Array<ParlayHits>;
  /**
   * The most it can pay (every game right at its highest odds), at the
   * order's multiple.
   */
  maxBonus: Money;
  /**
   * The least a win pays (only as many games right as the smallest size,
   * at their lowest odds), at the order's multiple.
   */
  minBonus: Money;
  /**
   * Every single bet with its bonus, a page at a time (up to 20000 in
   * all; the list is computed, its cursors are positions).
   */
  singles: ParlaySingleConnection;
};


/** The bonus detail (奖金明细) of a parlay. */
export type ParlayBreakdownSinglesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** With `hits` games right: winning bets per size and the bonus range. */
export type ParlayHits = {
  __typename?: 'ParlayHits';
  /** How many games are right. */
  hits: Scalars['Int']['output'];
  /**
   * The most the winning bets pay (the right games at their highest
   * odds), at the order's multiple.
   */
  maxBonus: Money;
  /**
   * The least the winning bets pay (the right games at their lowest
   * odds), at the order's multiple.
   */
  minBonus: Money;
  /** The parlay sizes played, ascending. */
  sizes: Array<Scalars['Int']['output']>;
  /** Winning bets at each size of `sizes`, in the same order. */
  winningBets: Array<Scalars['Int']['output']>;
};

/**
 * A 竞彩 parlay selection: each game's picked options as odds in
 * hundredths (2.10 → 210), played at the parlay sizes (2 for 2串1;
 * several for 自由过关).
 */
export type ParlayInput = {
  /**
   * Per game, the odds of each picked option in hundredths (2.10 → 210):
   * 1 to 8 games of 1 to 3 options, each above 1.00.
   */
  games: Array<Array<Scalars['Int']['input']>>;
  /** Default 1. */
  multiple?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The parlay sizes played, each 1 to the number of games, no repeats
   * (`[2]` for 2串1; several for 自由过关).
   */
  sizes: Array<Scalars['Int']['input']>;
};

/** One leg of a single bet. */
export type ParlayLeg = {
  __typename?: 'ParlayLeg';
  /** Index of the game in the input. */
  game: Scalars['Int']['output'];
  /** Its odds in hundredths. */
  odds: Scalars['Int']['output'];
  /** Index of the option within the game. */
  option: Scalars['Int']['output'];
};

/** One single bet: sp1 × sp2 × … × 倍 × 2 元. */
export type ParlaySingle = {
  __typename?: 'ParlaySingle';
  /** At the order's multiple. */
  bonus: Money;
  /** The option picked in each game of the bet. */
  legs: Array<ParlayLeg>;
};

/** A page of a parlay's single bets. */
export type ParlaySingleConnection = {
  __typename?: 'ParlaySingleConnection';
  /** The single bets of this page with their cursors. */
  edges: Array<ParlaySingleEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<ParlaySingle>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many single bets the parlay has (as `ParlayBreakdown.bets`). */
  totalCount: Scalars['Int']['output'];
};

/** A single bet with its cursor (its 0-based position in the breakdown). */
export type ParlaySingleEdge = {
  __typename?: 'ParlaySingleEdge';
  /**
   * The bet's position, 0-based, in decimal: pass as `after` to read on
   * from here or as `before` to read back.
   */
  cursor: Scalars['String']['output'];
  /** The single bet. */
  node: ParlaySingle;
};

/** One Asia/Shanghai day of a partner's channels. */
export type PartnerChannelDay = {
  __typename?: 'PartnerChannelDay';
  /** The channels' members who checked in. */
  checkedIn: Scalars['Int']['output'];
  /** `YYYY-MM-DD`. */
  day: Scalars['String']['output'];
  /** Members who registered through the channels. */
  registrations: Scalars['Int']['output'];
};

/** A partner's own channels (a key with `channel:stats`). */
export type PartnerChannelStats = {
  __typename?: 'PartnerChannelStats';
  /** The invite channels the partner owns. */
  channels: Array<Scalars['String']['output']>;
  /**
   * Registrations and check-ins per day, `from` to `to` (at most 92
   * days; days with neither are listed with zeros).
   */
  days: Array<PartnerChannelDay>;
  /** Members who registered through the channels, newest first. */
  members: PartnerMemberConnection;
  /** The calling partner's name. */
  partnerName: Scalars['String']['output'];
  /**
   * The partner's own use of the API per day: requests, cost, throttled
   * requests, errors (counts reach it within 5 s).
   */
  usage: Array<PartnerUsageDay>;
};


/** A partner's own channels (a key with `channel:stats`). */
export type PartnerChannelStatsDaysArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** A partner's own channels (a key with `channel:stats`). */
export type PartnerChannelStatsMembersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A partner's own channels (a key with `channel:stats`). */
export type PartnerChannelStatsUsageArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/**
 * A member of a partner's channels, as the partner sees them: the public
 * card, never personal data.
 */
export type PartnerMember = {
  __typename?: 'PartnerMember';
  /** The avatar URL; null when none. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** The channel they registered through. */
  channel: Scalars['String']['output'];
  /** The member's global id. */
  id: Scalars['ID']['output'];
  /** When they registered. */
  joinedAt: Scalars['DateTime']['output'];
  /** The member's nickname. */
  nickname: Scalars['String']['output'];
};

/** A page of a partner's members, newest registration first. */
export type PartnerMemberConnection = {
  __typename?: 'PartnerMemberConnection';
  /** The members of this page with their cursors. */
  edges: Array<PartnerMemberEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<PartnerMember>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/** A member in a page of a partner's members, with its cursor. */
export type PartnerMemberEdge = {
  __typename?: 'PartnerMemberEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The member. */
  node: PartnerMember;
};

/** A partner's use of the API on one Asia/Shanghai day. */
export type PartnerUsageDay = {
  __typename?: 'PartnerUsageDay';
  /** Cost points spent (actual cost). */
  cost: Scalars['BigInt']['output'];
  /** `YYYY-MM-DD`. */
  day: Scalars['String']['output'];
  /** Requests that answered an error. */
  errors: Scalars['BigInt']['output'];
  /** Requests made with its keys. */
  requests: Scalars['BigInt']['output'];
  /** Requests refused as `THROTTLED`. */
  throttled: Scalars['BigInt']['output'];
};

/** Which way a points ledger row moved the balance. */
export enum PointsDirection {
  /** Points credited (earned: check-in, invites, rewards, refunds). */
  Credit = 'CREDIT',
  /** Points debited (spent in the shop). */
  Debit = 'DEBIT'
}

/** One row of a member's points ledger (积分明细). */
export type PointsRecord = Node & {
  __typename?: 'PointsRecord';
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** What it was for, as shown to the member. */
  description: Scalars['String']['output'];
  /** Credited or debited. */
  direction: PointsDirection;
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** How many points moved (always positive; see `direction`). */
  points: Scalars['Int']['output'];
};

/** A page of a member's points ledger (积分明细), newest first. */
export type PointsRecordConnection = {
  __typename?: 'PointsRecordConnection';
  /** The rows of this page with their cursors. */
  edges: Array<PointsRecordEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<PointsRecord>;
  /** Where this page sits in the ledger. */
  pageInfo: PageInfo;
};

/** A ledger row with its cursor. */
export type PointsRecordEdge = {
  __typename?: 'PointsRecordEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The ledger row. */
  node: PointsRecord;
};

/**
 * The answer of `preRegistrationCheck`: what a registration with this
 * invite would get.
 */
export type PreRegistrationCheckPayload = {
  __typename?: 'PreRegistrationCheckPayload';
  /** The invite (code or member id) names an active member. */
  inviteValid: Scalars['Boolean']['output'];
  /**
   * The inviter the invite names (global id); null when the invite is
   * not valid.
   */
  inviterId?: Maybe<Scalars['ID']['output']>;
  /**
   * The invite code belongs to a distributor (渠道); false when the
   * invite is not valid.
   */
  isDistributorCode: Scalars['Boolean']['output'];
};

/** A tier won. */
export type PrizeLine = {
  __typename?: 'PrizeLine';
  /** What 追加 adds per bet. */
  additional?: Maybe<Money>;
  /** Per bet; null for a floating tier without a published amount. */
  amount?: Maybe<Money>;
  /** Winning bets at one multiple. */
  bets: Scalars['Int']['output'];
  /** 一等奖 …, 福运奖, or 直选/组三/组六. */
  name: Scalars['String']['output'];
  /**
   * 1 = 一等奖 …; 双色球's 福运奖 is tier 7; the digit games (3D, 排列三,
   * 排列五) always 1.
   */
  tier: Scalars['Int']['output'];
  /** (amount + 追加) × bets × multiple; null when not known. */
  total?: Maybe<Money>;
};

/** The root Query type as members and partners see it. */
export type Query = {
  __typename?: 'Query';
  /**
   * Whether the caller's rewarded ad `transId` was credited
   * (`CheckAdTransId`).
   */
  adReward: AdRewardStatus;
  /** Bets, cost and ticket split of a bet form (the bonus calculator). */
  betCount: BetCount;
  /** The caller's check-ins in a month (`2026-11`). */
  checkInCalendar: Array<CheckInDay>;
  /** The caller's check-in card. */
  checkInStatus: CheckInStatus;
  /**
   * The tiers a ticket won in a stored draw, with amounts: fixed by the
   * rules of the draw's issue, floating ones from its prize list.
   */
  checkTicket: TicketResult;
  /** One draw by issue (`2026096` or `26096`). */
  draw?: Maybe<Draw>;
  /** A game's draws, newest first. */
  drawHistory: DrawConnection;
  /**
   * A member's follow numbers, points and card, with the caller's
   * relation to them.
   */
  followCounts: FollowCounts;
  /** Members following `memberId` (粉丝), newest follow first. */
  followers: FollowConnection;
  /** Members `memberId` follows (关注), newest follow first. */
  following: FollowConnection;
  /**
   * The landing page of an invite code (no sign-in needed); null for an
   * unknown code.
   */
  inviteLanding?: Maybe<InviteLanding>;
  /** The top inviters (at most 50) and the caller's own place. */
  inviteRank: InviteRank;
  /** The caller's invite poster / share page data. */
  inviteShareInfo: InviteShareInfo;
  /** The newest draw of each game (no sign-in needed). */
  latestDraws: Array<Draw>;
  /**
   * 彩票回放: a ticket against each of the last `last` draws (default
   * 30, at most 500).
   */
  lotteryReplay: Replay;
  /** The signed-in member. */
  me: Member;
  /**
   * A member as the caller may see them (sign-in required); null when
   * there is no such member.
   */
  member?: Maybe<Member>;
  /** Public cards of several members (at most 100) with follow relations. */
  memberCards: Array<MemberCard>;
  /** Several members (at most 100), as the caller may see them. */
  membersByIds: Array<Member>;
  /** One of the caller's messages (staff: any). */
  message: Message;
  /** The caller's delivery addresses, default first. */
  myAddresses: Array<MemberAddress>;
  /** The caller's feedback, newest first. */
  myFeedback: FeedbackConnection;
  /** The caller's invite code (default channel), created on first use. */
  myInviteCode: Scalars['String']['output'];
  /** Members the caller invited, newest first. */
  myInvites: MyInviteConnection;
  /** The caller's messages, newest first (filter by read state and type). */
  myMessages: MessageConnection;
  /** The caller's redemptions, newest first. */
  myRedemptions: RedemptionConnection;
  /** The caller's saved selections, newest first. */
  mySelections: SavedSelectionConnection;
  /** The caller's split records, newest first. */
  mySplits: SplitRecordConnection;
  /**
   * The object with this global id, as the caller may see it; null when
   * there is none or the caller may not see it.
   */
  node?: Maybe<Node>;
  /**
   * The objects with these global ids (at most 100), in the order asked;
   * null where there is none or the caller may not see it.
   */
  nodes: Array<Maybe<Node>>;
  /**
   * 竞彩 bonus detail (奖金明细): every single bet with its bonus, the
   * cost, and the bonus range by the number of games right.
   */
  parlayBreakdown: ParlayBreakdown;
  /**
   * The calling partner's channels: their members and their days
   * (a partner key with the `channel:stats` scope; others are refused).
   */
  partnerChannelStats: PartnerChannelStats;
  /** The caller's points (or a member's, for permitted staff). */
  points: Scalars['Int']['output'];
  /** The caller's points history, newest first. */
  pointsHistory: PointsRecordConnection;
  /** Checks an invite before registering. Reveals nothing about phones. */
  preRegistrationCheck: PreRegistrationCheckPayload;
  /** A random nickname suggestion. */
  randomNickName: Scalars['String']['output'];
  /** One of the caller's saved selections (the selection info page). */
  savedSelection?: Maybe<SavedSelection>;
  /**
   * 双色球 number selection: the combinations of the candidates that pass
   * the filters.
   */
  selectNumbers: Selection;
  /** One item (staff also see items off the shelf). */
  shopItem?: Maybe<ShopItem>;
  /** Items on the shelf in display order. No sign-in needed. */
  shopItems: ShopItemConnection;
  /**
   * Splits an order into printable tickets (≤ 10000 bets, 99 倍 and
   * 20000 yuan each).
   */
  splitOrder: OrderSplit;
  /** One of the caller's split records with its tickets. */
  splitRecord?: Maybe<SplitRecordDetail>;
  /** One configuration value, or null when it was never set. */
  systemConfig?: Maybe<SystemConfig>;
  /**
   * Several values at once (at most 50), in the order asked; unset ones
   * are left out.
   */
  systemConfigs: Array<SystemConfig>;
  /** Frequency, omission (遗漏), hot/cold and shapes over the last draws. */
  trend: Trend;
  /** The caller's unread messages (targeted and broadcasts). */
  unreadMessageCount: Scalars['Int']['output'];
};


/** The root Query type as members and partners see it. */
export type QueryAdRewardArgs = {
  provider?: InputMaybe<Scalars['String']['input']>;
  transId: Scalars['String']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryBetCountArgs = {
  input: BetCountInput;
};


/** The root Query type as members and partners see it. */
export type QueryCheckInCalendarArgs = {
  month: Scalars['String']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryCheckTicketArgs = {
  game: Game;
  issue: Scalars['String']['input'];
  ticket: TicketInput;
};


/** The root Query type as members and partners see it. */
export type QueryDrawArgs = {
  game: Game;
  issue: Scalars['String']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryDrawHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  game: Game;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryFollowCountsArgs = {
  memberId: Scalars['ID']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  memberId: Scalars['ID']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryFollowingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  memberId: Scalars['ID']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryInviteLandingArgs = {
  code: Scalars['String']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryInviteRankArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryLotteryReplayArgs = {
  game: Game;
  last?: InputMaybe<Scalars['Int']['input']>;
  ticket: TicketInput;
};


/** The root Query type as members and partners see it. */
export type QueryMemberArgs = {
  id: Scalars['ID']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryMemberCardsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryMembersByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryMessageArgs = {
  id: Scalars['ID']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryMyFeedbackArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryMyInvitesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryMyMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  isRead?: InputMaybe<Scalars['Boolean']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  messageType?: InputMaybe<MessageType>;
};


/** The root Query type as members and partners see it. */
export type QueryMyRedemptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryMySelectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryMySplitsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryParlayBreakdownArgs = {
  input: ParlayInput;
};


/** The root Query type as members and partners see it. */
export type QueryPointsArgs = {
  memberId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryPointsHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  memberId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryPreRegistrationCheckArgs = {
  inviteCode?: InputMaybe<Scalars['String']['input']>;
  inviterId?: InputMaybe<Scalars['ID']['input']>;
  inviterLegacyId?: InputMaybe<Scalars['BigInt']['input']>;
};


/** The root Query type as members and partners see it. */
export type QuerySavedSelectionArgs = {
  id: Scalars['ID']['input'];
};


/** The root Query type as members and partners see it. */
export type QuerySelectNumbersArgs = {
  input: SelectNumbersInput;
};


/** The root Query type as members and partners see it. */
export type QueryShopItemArgs = {
  id: Scalars['ID']['input'];
};


/** The root Query type as members and partners see it. */
export type QueryShopItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** The root Query type as members and partners see it. */
export type QuerySplitOrderArgs = {
  input: SplitOrderInput;
};


/** The root Query type as members and partners see it. */
export type QuerySplitRecordArgs = {
  id: Scalars['ID']['input'];
};


/** The root Query type as members and partners see it. */
export type QuerySystemConfigArgs = {
  type: Scalars['String']['input'];
};


/** The root Query type as members and partners see it. */
export type QuerySystemConfigsArgs = {
  types: Array<Scalars['String']['input']>;
};


/** The root Query type as members and partners see it. */
export type QueryTrendArgs = {
  game: Game;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Input of `recordMemberSource`. */
export type RecordMemberSourceInput = {
  /** The gate the caller uses. */
  gate: Gate;
  /** The platform (`mp-weixin`, `h5`, `android`, …). */
  platformName: Scalars['String']['input'];
};

/** Input of `redeem`. */
export type RedeemInput = {
  /** One of the caller's delivery addresses (`myAddresses`, global id). */
  addressId: Scalars['ID']['input'];
  /**
   * A fresh key per redeem attempt (e.g. a UUID); resending the same key
   * answers the first redemption instead of redeeming twice.
   */
  idempotencyKey: Scalars['String']['input'];
  /** The item to redeem (global id). */
  itemId: Scalars['ID']['input'];
  /** How many, 1 to 99; default 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** The answer of `redeem`. */
export type RedeemPayload = {
  __typename?: 'RedeemPayload';
  /** The redemption; null on failure (`INSUFFICIENT_POINTS`, `OUT_OF_STOCK`, …). */
  redemption?: Maybe<Redemption>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** A redemption ("exchange record"). */
export type Redemption = Node & {
  __typename?: 'Redemption';
  /** When staff cancelled it; null unless `CANCELLED`. */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was redeemed. */
  createdAt: Scalars['DateTime']['output'];
  /** Where it is delivered (the address as it was when redeemed). */
  delivery: DeliveryAddress;
  /** The redemption's global id (opaque). */
  id: Scalars['ID']['output'];
  /**
   * The item redeemed, when the caller may see it (members: while it is
   * on the shelf); its name at the time stays in `itemName`.
   */
  item?: Maybe<ShopItem>;
  /** The item's name at the time of redeeming. */
  itemName: Scalars['String']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** The member who redeemed, as the caller may see them. */
  member?: Maybe<Member>;
  /** Staff's note on cancelling (shown to the member); null otherwise. */
  note?: Maybe<Scalars['String']['output']>;
  /** Points paid. */
  points: Scalars['Int']['output'];
  /** How many pieces, 1 to 99. */
  quantity: Scalars['Int']['output'];
  /** When staff marked it shipped; null until then. */
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its delivery state. */
  status: RedemptionStatus;
  /** The courier's tracking number; null until `SHIPPED`. */
  trackingNo?: Maybe<Scalars['String']['output']>;
};

/** A page of redemptions (exchange records), newest first. */
export type RedemptionConnection = {
  __typename?: 'RedemptionConnection';
  /** The redemptions of this page with their cursors. */
  edges: Array<RedemptionEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<Redemption>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/** A redemption in a page of redemptions, with its cursor. */
export type RedemptionEdge = {
  __typename?: 'RedemptionEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The redemption. */
  node: Redemption;
};

/** Delivery state of a redemption. */
export enum RedemptionStatus {
  /** Cancelled by staff: points refunded and stock restored. */
  Cancelled = 'CANCELLED',
  /** Points paid, waiting for staff to ship it. */
  Pending = 'PENDING',
  /** Sent by courier; `trackingNo` is set. */
  Shipped = 'SHIPPED'
}

/** The answer of `refreshToken`. */
export type RefreshTokenPayload = {
  __typename?: 'RefreshTokenPayload';
  /**
   * A new token in the last 6 hours of the current one's life; the same
   * token before that.
   */
  token?: Maybe<TokenObject>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `registerPushClient`. */
export type RegisterPushClientInput = {
  /** The device's model. */
  modelType?: InputMaybe<Scalars['String']['input']>;
  /** The device's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The push service's client id of this device. */
  pushClientId: Scalars['String']['input'];
};

/** A ticket replayed over the last draws. */
export type Replay = {
  __typename?: 'Replay';
  /** What playing it in every one of them would have cost. */
  cost: Money;
  /** Draws covered. */
  draws: Scalars['Int']['output'];
  /** The game. */
  game: Game;
  /** Each draw, newest first. */
  results: Array<TicketResult>;
  /** Winning lines with no known amount. */
  unknownLines: Scalars['Int']['output'];
  /** Known winnings (floating tiers without a published amount left out). */
  won: Money;
  /** Draws that won something. */
  wonDraws: Scalars['Int']['output'];
};

/** Input of `resolveWeChatPhoneNumber`. */
export type ResolveWeChatPhoneNumberInput = {
  /** A phone-number grant code from the mini-program. */
  code: Scalars['String']['input'];
};

/** The answer of `resolveWeChatPhoneNumber`. */
export type ResolveWeChatPhoneNumberPayload = {
  __typename?: 'ResolveWeChatPhoneNumberPayload';
  /** The phone number WeChat vouches for; null on failure. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `saveSelection`. */
export type SaveSelectionInput = {
  /** Blue / back numbers picked. */
  extraNumbers: Array<Scalars['Int']['input']>;
  /** The game: 双色球, 大乐透 or 七乐彩. */
  game: Game;
  /** Red / front numbers picked. */
  mainNumbers: Array<Scalars['Int']['input']>;
  /** 倍数, 1 or more (default 1). */
  multiple?: InputMaybe<Scalars['Int']['input']>;
};

/** The answer of `saveSelection`. */
export type SaveSelectionPayload = {
  __typename?: 'SaveSelectionPayload';
  /** The saved selection with its bets and cost; null on failure. */
  selection?: Maybe<SavedSelection>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `saveSplit`. */
export type SaveSplitInput = {
  /** The order to split and keep. */
  order: SplitOrderInput;
};

/** The answer of `saveSplit`. */
export type SaveSplitPayload = {
  __typename?: 'SaveSplitPayload';
  /** The saved record with its tickets; null on failure. */
  splitRecord?: Maybe<SplitRecordDetail>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** A saved selection. */
export type SavedSelection = Node & {
  __typename?: 'SavedSelection';
  /** Bets (注) of the selection at one multiple. */
  bets: Scalars['Int']['output'];
  /** bets × multiple × 2 yuan. */
  cost: Money;
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** Blue / back numbers picked; empty for 七乐彩. */
  extraNumbers: Array<Scalars['Int']['output']>;
  /** The game: 双色球, 大乐透 or 七乐彩. */
  game: Game;
  /** The selection's global id (opaque). */
  id: Scalars['ID']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** Red / front numbers picked (七乐彩: the numbers). */
  mainNumbers: Array<Scalars['Int']['output']>;
  /** 倍数, 1 or more. */
  multiple: Scalars['Int']['output'];
  /** Multiples per printable ticket. */
  tickets: Array<Scalars['Int']['output']>;
};

/** A page of the caller's saved selections, newest first. */
export type SavedSelectionConnection = {
  __typename?: 'SavedSelectionConnection';
  /** The selections of this page with their cursors. */
  edges: Array<SavedSelectionEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<SavedSelection>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/** A saved selection with its cursor. */
export type SavedSelectionEdge = {
  __typename?: 'SavedSelectionEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The saved selection. */
  node: SavedSelection;
};

/** Number selection filters (双色球): ranges are inclusive. */
export type SelectNumbersInput = {
  /** The most big reds (大, 17–33) in a combination, 0 to 6. */
  bigMax?: InputMaybe<Scalars['Int']['input']>;
  /** The fewest big reds (大, 17–33) in a combination, 0 to 6. */
  bigMin?: InputMaybe<Scalars['Int']['input']>;
  /** Blues to play with every combination (at least one). */
  blues: Array<Scalars['Int']['input']>;
  /** 6 to 20 candidate reds. */
  candidates: Array<Scalars['Int']['input']>;
  /** Reds no combination may contain (杀号). */
  exclude?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Reds every combination must contain; each must be a candidate. */
  must?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The most odd reds in a combination, 0 to 6. */
  oddMax?: InputMaybe<Scalars['Int']['input']>;
  /** The fewest odd reds in a combination, 0 to 6. */
  oddMin?: InputMaybe<Scalars['Int']['input']>;
  /** The largest span of a combination (跨度: largest red minus smallest). */
  spanMax?: InputMaybe<Scalars['Int']['input']>;
  /** The smallest span of a combination (跨度: largest red minus smallest). */
  spanMin?: InputMaybe<Scalars['Int']['input']>;
  /** The largest sum of a combination's six reds (和值). */
  sumMax?: InputMaybe<Scalars['Int']['input']>;
  /** The smallest sum of a combination's six reds (和值). */
  sumMin?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The result of a 双色球 number selection (选号): the red combinations
 * that pass the filters, each played with every chosen blue.
 */
export type Selection = {
  __typename?: 'Selection';
  /** Bets in total (red combinations × blues). */
  bets: Scalars['Int']['output'];
  /** The blues played with every red combination. */
  blues: Array<Scalars['Int']['output']>;
  /** The cost of all the bets at 1 倍 (2 yuan a bet). */
  cost: Money;
  /** The first red combinations (at most 200); each is played with every blue. */
  reds: Array<Array<Scalars['Int']['output']>>;
};

/** Input of `sendVerificationCode`. */
export type SendVerificationCodeInput = {
  /** The mainland mobile number (11 digits) to text the code to. */
  phone: Scalars['String']['input'];
  /** What the code will be good for. */
  purpose: VerificationPurpose;
};

/** The answer of `sendVerificationCode`. */
export type SendVerificationCodePayload = {
  __typename?: 'SendVerificationCodePayload';
  /**
   * A code was sent (the same answer whether or not the phone is
   * registered).
   */
  sent: Scalars['Boolean']['output'];
  /** Business failures; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `setDeliveryAddress`: the default delivery address (收货地址). */
export type SetDeliveryAddressInput = {
  /** The rest of the address. */
  address: Scalars['String']['input'];
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /**
   * Staff with the members permission may set another member's address
   * (global id); absent: the caller's own.
   */
  memberId?: InputMaybe<Scalars['ID']['input']>;
  /** The receiver's name. */
  name: Scalars['String']['input'];
  /** The receiver's mobile number. */
  phone: Scalars['String']['input'];
  /** Province. */
  province?: InputMaybe<Scalars['String']['input']>;
  /** Street. */
  street?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of `setDeliveryAddress`. */
export type SetDeliveryAddressPayload = {
  __typename?: 'SetDeliveryAddressPayload';
  /** The default address after the change; null on failure. */
  address?: Maybe<MemberAddress>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** Input of `setInviter`: the invite code, or the inviter's id. */
export type SetInviterInput = {
  /**
   * A fresh key per attempt: a retry answers the first result instead
   * of "already has an inviter".
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** An invite code (邀请码); wins over `inviterId`. */
  inviteCode?: InputMaybe<Scalars['String']['input']>;
  /** The inviter (global id). */
  inviterId?: InputMaybe<Scalars['ID']['input']>;
};

/** The answer of `setInviter`. */
export type SetInviterPayload = {
  __typename?: 'SetInviterPayload';
  /** The code belongs to a distributor (渠道); null on failure. */
  isDistributorCode?: Maybe<Scalars['Boolean']['output']>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** An item of the points shop. */
export type ShopItem = Node & {
  __typename?: 'ShopItem';
  /** The item's description, up to 2000 characters; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** On the shelf. */
  enabled: Scalars['Boolean']['output'];
  /** The item's global id (opaque). */
  id: Scalars['ID']['output'];
  /** Uploaded file ids (`/api/Files/{fid}`); the first is the cover. */
  images: Array<Scalars['String']['output']>;
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** The item's name, 1 to 60 characters. */
  name: Scalars['String']['output'];
  /** The price of one piece, in points (积分). */
  pricePoints: Scalars['Int']['output'];
  /** Pieces redeemed so far (兑换), net of cancelled redemptions. */
  redeemedCount: Scalars['Int']['output'];
  /** Display order on the shelf, smallest first. */
  sortOrder: Scalars['Int']['output'];
  /** Pieces left to redeem (0 or more); 0 means out of stock. */
  stock: Scalars['Int']['output'];
};

/** A page of shop items in display order. */
export type ShopItemConnection = {
  __typename?: 'ShopItemConnection';
  /** The items of this page with their cursors. */
  edges: Array<ShopItemEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<ShopItem>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/** A shop item in a page of the shelf, with its cursor. */
export type ShopItemEdge = {
  __typename?: 'ShopItemEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: ShopItem;
};

/**
 * An order to split: 双色球 [red, blue], 大乐透 [front, back], 七乐彩
 * [numbers], 3D/排列三 3 positions, 排列五 5, 七星彩 7.
 */
export type SplitOrderInput = {
  /** 大乐透 追加. */
  additional?: InputMaybe<Scalars['Boolean']['input']>;
  /** The game. */
  game: Game;
  /** Default 1. */
  multiple?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The zones in the game's order: 双色球 [red, blue], 大乐透 [front,
   * back], 七乐彩 [numbers], 3D/排列三 3 positions, 排列五 5, 七星彩 7.
   */
  zones: Array<ZoneInput>;
};

/** A saved order split. */
export type SplitRecord = Node & {
  __typename?: 'SplitRecord';
  /** Whether the order is played with 大乐透 追加 (3 yuan a bet). */
  additional: Scalars['Boolean']['output'];
  /** Bets of the order at one multiple. */
  bets: Scalars['Int']['output'];
  /**
   * What the whole order costs: bets × multiple × 2 yuan (3 yuan with
   * 追加).
   */
  cost: Money;
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The game. */
  game: Game;
  /** The split record's global id (opaque). */
  id: Scalars['ID']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** 倍数 of the order, 1 or more. */
  multiple: Scalars['Int']['output'];
  /** How many printable tickets the order splits into. */
  ticketCount: Scalars['Int']['output'];
  /** The order as picked. */
  zones: Array<TicketZone>;
};

/** A page of the caller's split records, newest first. */
export type SplitRecordConnection = {
  __typename?: 'SplitRecordConnection';
  /** The records of this page with their cursors. */
  edges: Array<SplitRecordEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<SplitRecord>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/** A saved split with its tickets (the split info page). */
export type SplitRecordDetail = {
  __typename?: 'SplitRecordDetail';
  /** The saved record. */
  record: SplitRecord;
  /** The order split into printable tickets. */
  split: OrderSplit;
};

/** A split record with its cursor. */
export type SplitRecordEdge = {
  __typename?: 'SplitRecordEdge';
  /** Pass as `after` to read on from here, or as `before` to read back. */
  cursor: Scalars['String']['output'];
  /** The split record. */
  node: SplitRecord;
};

/** One printable ticket. */
export type SplitTicket = {
  __typename?: 'SplitTicket';
  /** Bets on the ticket at one multiple (at most 10000). */
  bets: Scalars['Int']['output'];
  /** bets × multiple × 2 yuan (3 yuan with 追加); at most 20000 yuan. */
  cost: Money;
  /** 倍数 printed on the ticket, 1 to 99. */
  multiple: Scalars['Int']['output'];
  /**
   * The ticket's single bets (拆分明细), each as one number list per
   * zone; the first `first` (default 20, at most 500).
   */
  singleBets: Array<Array<Array<Scalars['Int']['output']>>>;
  /** The numbers to print, one entry per zone in the game's order. */
  zones: Array<TicketZone>;
};


/** One printable ticket. */
export type SplitTicketSingleBetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of a split's printable tickets, in printing order. */
export type SplitTicketConnection = {
  __typename?: 'SplitTicketConnection';
  /** The tickets of this page with their cursors. */
  edges: Array<SplitTicketEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<SplitTicket>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many tickets the whole split has. */
  totalCount: Scalars['Int']['output'];
};

/** A printable ticket with its cursor (its 0-based position in the split). */
export type SplitTicketEdge = {
  __typename?: 'SplitTicketEdge';
  /**
   * The ticket's position, 0-based, in decimal: pass as `after` to read
   * on from here or as `before` to read back; `after: "29"` opens the
   * second page of 30.
   */
  cursor: Scalars['String']['output'];
  /** The ticket. */
  node: SplitTicket;
};

/** Input of `submitFeedback`. */
export type SubmitFeedbackInput = {
  /** What the member writes, 1 to 500 characters. */
  content: Scalars['String']['input'];
  /** Uploaded image ids (`fid`), at most 4. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The answer of `submitFeedback`. */
export type SubmitFeedbackPayload = {
  __typename?: 'SubmitFeedbackPayload';
  /** The stored feedback; null on failure. */
  feedback?: Maybe<Feedback>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** Live updates over WebSocket (`graphql-transport-ws`). */
export type Subscription = {
  __typename?: 'Subscription';
  /** Each newly published draw (of one game, or all). */
  drawPublished: Draw;
  /**
   * Each new message for the caller (targeted or broadcast), as it
   * arrives.
   */
  messageReceived: Message;
  /**
   * The caller's follow, fans and points counts: now, then on every
   * change.
   */
  myCounts: MyCounts;
  /**
   * Every change of a configuration value (of the listed types, or all),
   * carrying the new value.
   */
  systemConfigChanged: SystemConfig;
  /**
   * The caller's unread count: the current value at once, then every
   * change (deliveries, broadcasts, read marks). Computed from the events
   * themselves; the database is read once, and again after the event bus
   * reconnects.
   */
  unreadCount: Scalars['Int']['output'];
};


/** Live updates over WebSocket (`graphql-transport-ws`). */
export type SubscriptionDrawPublishedArgs = {
  game?: InputMaybe<Game>;
};


/** Live updates over WebSocket (`graphql-transport-ws`). */
export type SubscriptionSystemConfigChangedArgs = {
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A system configuration value. */
export type SystemConfig = {
  __typename?: 'SystemConfig';
  /** What the value is for; null when not written down. */
  description?: Maybe<Scalars['String']['output']>;
  /** The number value (0 when the value is text). */
  intValue: Scalars['Int']['output'];
  /** The text value (empty when the value is a number). */
  stringValue: Scalars['String']['output'];
  /** The value's name, e.g. `CHECK_IN_REWARDS`. */
  type: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A ticket as played (the bonus calculator and the replay). */
export type TicketInput = {
  /** 大乐透 追加 (3 yuan a bet). */
  additional?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * 大乐透 2026 rules: whether the pool before the draw was at least
   * 8亿; used only when the stored previous draw has no pool.
   */
  boosted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Blue / back numbers (七星彩: the last digit). */
  extra?: Array<Scalars['Int']['input']>;
  /** Red / front numbers, or the digits. */
  main: Array<Scalars['Int']['input']>;
  /** Default 1. */
  multiple?: InputMaybe<Scalars['Int']['input']>;
  /** Digit games: how the digits are played (default `DIRECT`). */
  play?: InputMaybe<DigitPlayKind>;
};

/** A ticket against one draw. */
export type TicketResult = {
  __typename?: 'TicketResult';
  /** Bets of the ticket at one multiple. */
  bets: Scalars['Int']['output'];
  /** 大乐透 2026 rules: whether the boosted amounts applied. */
  boosted: Scalars['Boolean']['output'];
  /** What the ticket cost: bets × multiple × 2 yuan (3 yuan with 追加). */
  cost: Money;
  /** The day of the draw (开奖日期). */
  drawDate: Scalars['Date']['output'];
  /** The draw's blue / back / special number / last digit. */
  extraNumbers: Array<Scalars['Int']['output']>;
  /** The game. */
  game: Game;
  /** The draw's issue, `YYYYNNN`. */
  issue: Scalars['String']['output'];
  /** The tiers won, one line each; empty when nothing was won. */
  lines: Array<PrizeLine>;
  /** The draw's red / front numbers, or its digits. */
  mainNumbers: Array<Scalars['Int']['output']>;
  /** The sum of the lines; null when a won tier has no known amount. */
  total?: Maybe<Money>;
};

/** A zone of a printed ticket. */
export type TicketZone = {
  __typename?: 'TicketZone';
  /**
   * 胆 of the zone as picked (on a printed ticket also 拖 the split moved
   * into 胆 to keep it within 10000 bets); empty for a plain 复式 zone.
   */
  dan: Array<Scalars['Int']['output']>;
  /**
   * 拖 of the zone (all the numbers of a plain 复式 zone, or a digit
   * position's digits).
   */
  tuo: Array<Scalars['Int']['output']>;
};

/** A signed session token and when it expires. */
export type TokenObject = {
  __typename?: 'TokenObject';
  /** When the token stops working (renew with `refreshToken` before). */
  expiresAt: Scalars['DateTime']['output'];
  /** Send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
};

/**
 * Trend statistics (走势) of a game over its newest draws: frequency,
 * omission (遗漏), hot and cold numbers, and each draw's shape.
 */
export type Trend = {
  __typename?: 'Trend';
  /**
   * The 5 least frequent main numbers (冷号), least frequent first; ties
   * go to the smaller number.
   */
  cold: Array<Scalars['Int']['output']>;
  /** How many draws it covers. */
  draws: Scalars['Int']['output'];
  /**
   * The extra zone (blue / back / special number / last digit): one row
   * per number of its range, ascending; empty for games without one.
   */
  extra: Array<NumberTrend>;
  /** The game. */
  game: Game;
  /**
   * The 5 most frequent main numbers (热号), most frequent first; ties
   * go to the smaller number.
   */
  hot: Array<Scalars['Int']['output']>;
  /**
   * The main zone (red / front numbers, or the digits): one row per
   * number of the zone's range, ascending.
   */
  main: Array<NumberTrend>;
  /** The shape of each draw's main numbers, newest first. */
  shapes: Array<DrawTrendShape>;
};

/** The answer of `unfollowMember`. */
export type UnfollowMemberPayload = {
  __typename?: 'UnfollowMemberPayload';
  /** True when this call removed the follow, false when there was none. */
  changed: Scalars['Boolean']['output'];
  /** The member no longer followed; null on failure. */
  member?: Maybe<Member>;
  /** Business failures (an unknown member). */
  userErrors: Array<UserError>;
};

/** Input of `updateAvatar`. */
export type UpdateAvatarInput = {
  /** An image the caller uploaded (`POST /api/Files/upload` → `fid`). */
  fileId: Scalars['String']['input'];
};

/** Where the member lives; absent fields are cleared. */
export type UpdateLocationInput = {
  /** The rest of the address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Province. */
  province?: InputMaybe<Scalars['String']['input']>;
  /** Street. */
  street?: InputMaybe<Scalars['String']['input']>;
};

/** Input of `updateNickname`. */
export type UpdateNicknameInput = {
  /** The new display name, 1 to 20 characters. */
  nickname: Scalars['String']['input'];
};

/** Input of `uploadImage`. */
export type UploadImageInput = {
  /** The image: PNG, JPEG, GIF or WebP (told by its bytes), at most 5 MiB. */
  file: Scalars['Upload']['input'];
};

/** The answer of `uploadImage`. */
export type UploadImagePayload = {
  __typename?: 'UploadImagePayload';
  /** The stored image; null on failure. */
  file?: Maybe<UploadedFile>;
  /** Failures the caller can act on; empty on success. */
  userErrors: Array<UserError>;
};

/** An uploaded image. */
export type UploadedFile = {
  __typename?: 'UploadedFile';
  /** The type told by its first bytes (`image/png`, …). */
  contentType: Scalars['String']['output'];
  /** When it was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** The file id (use it for avatars, feedback and shop images). */
  fid: Scalars['String']['output'];
  /** The name it was uploaded with. */
  name: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /** Where to fetch it. */
  url: Scalars['String']['output'];
};

/** A failure the caller can act on, returned in a payload's `userErrors`. */
export type UserError = {
  __typename?: 'UserError';
  /** What went wrong, as a stable code. */
  code: UserErrorCode;
  /**
   * The path of the input field at fault (`["input", "phone"]`); null
   * when no single field is.
   */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /**
   * A message for people (English; the client shows its own text per
   * code).
   */
  message: Scalars['String']['output'];
};

/**
 * Why a mutation did not do what was asked, for failures the caller can
 * act on. Codes are stable; messages are for people and may change.
 */
export enum UserErrorCode {
  /** The member has already checked in today (Asia/Shanghai, 签到). */
  AlreadyCheckedIn = 'ALREADY_CHECKED_IN',
  /**
   * The request conflicts with the current state (e.g. already done, or
   * an idempotency key reused with different input).
   */
  Conflict = 'CONFLICT',
  /** The points balance is smaller than the spend. */
  InsufficientPoints = 'INSUFFICIENT_POINTS',
  /** A field has an invalid value; `field` names it. */
  InvalidArgument = 'INVALID_ARGUMENT',
  /** A wrong phone or password (staff sign-in). */
  InvalidCredentials = 'INVALID_CREDENTIALS',
  /**
   * The object named in the input does not exist, or the caller may not
   * see it.
   */
  NotFound = 'NOT_FOUND',
  /** A shop item has not enough stock left (or is off the shelf). */
  OutOfStock = 'OUT_OF_STOCK',
  /**
   * No usable verification code: never sent, expired, used, or killed by
   * too many wrong tries. Request a new one.
   */
  VerificationCodeExpired = 'VERIFICATION_CODE_EXPIRED',
  /** The verification code does not match (the attempt was counted). */
  VerificationCodeInvalid = 'VERIFICATION_CODE_INVALID'
}

/** What a verification code may be used for. */
export enum VerificationPurpose {
  /** Binding a phone to the account. */
  BindPhone = 'BIND_PHONE',
  /** Cancelling the account (注销). */
  Cancel = 'CANCEL',
  /** Signing in (or registering) with the phone. */
  Login = 'LOGIN'
}

/** Input of `verifyRealName`. */
export type VerifyRealNameInput = {
  /** The 18-character resident ID number (GB 11643). */
  idNumber: Scalars['String']['input'];
  /** The legal name on the ID card. */
  legalName: Scalars['String']['input'];
};

/** A member's VIP level (会员等级). */
export enum VipLevel {
  /** The level every member starts at. */
  Level1 = 'LEVEL1',
  /** The second level. */
  Level2 = 'LEVEL2',
  /** The third level. */
  Level3 = 'LEVEL3'
}

/** WeChat's refusal of a request. */
export type WeChatError = {
  __typename?: 'WeChatError';
  /** WeChat's `errcode`. */
  code: Scalars['Int']['output'];
  /** WeChat's `errmsg`. */
  message: Scalars['String']['output'];
};

/** The generic record workflow. */
export enum WorkflowState {
  /** Done; no further changes. */
  Closed = 'CLOSED',
  /** Submitted, not yet handled; the author may still edit it. */
  Prestart = 'PRESTART',
  /** Being handled (staff replied). */
  Processing = 'PROCESSING'
}

/**
 * One zone of an order: 胆 and 拖 (a plain 复式 has only 拖; a digit
 * position lists its digits as 拖).
 */
export type ZoneInput = {
  /** 胆: numbers on every bet (default none). */
  dan?: Array<Scalars['Int']['input']>;
  /**
   * 拖: the numbers the rest of each bet is chosen from (all the numbers
   * of a plain 复式 zone, or a digit position's digits).
   */
  tuo: Array<Scalars['Int']['input']>;
};

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { __typename: 'Mutation', refreshToken: { __typename: 'RefreshTokenPayload', token?: { __typename: 'TokenObject', token: string, expiresAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type SubmitFeedbackMutationVariables = Exact<{
  input: SubmitFeedbackInput;
}>;


export type SubmitFeedbackMutation = { __typename: 'Mutation', submitFeedback: { __typename: 'SubmitFeedbackPayload', feedback?: { __typename: 'Feedback', id: string, state: WorkflowState } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type MyFeedbackQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFeedbackQuery = { __typename: 'Query', myFeedback: { __typename: 'FeedbackConnection', edges: Array<{ __typename: 'FeedbackEdge', node: { __typename: 'Feedback', id: string, content: string, state: WorkflowState, reply?: string | null, createdAt: string } }> } };

export type FollowRow_MemberFragment = { __typename: 'FollowMember', id: string, nickname: string, isFollowedByMe: boolean, isExpert: boolean } & { ' $fragmentName'?: 'FollowRow_MemberFragment' };

export type FollowLists_PageFragment = { __typename: 'FollowConnection', totalCount: number, edges: Array<{ __typename: 'FollowEdge', cursor: string, node: (
      { __typename: 'FollowMember', id: string }
      & { ' $fragmentRefs'?: { 'FollowRow_MemberFragment': FollowRow_MemberFragment } }
    ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } & { ' $fragmentName'?: 'FollowLists_PageFragment' };

export type FansListQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FansListQuery = { __typename: 'Query', followers: (
    { __typename: 'FollowConnection' }
    & { ' $fragmentRefs'?: { 'FollowLists_PageFragment': FollowLists_PageFragment } }
  ) };

export type FollowingListQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowingListQuery = { __typename: 'Query', following: (
    { __typename: 'FollowConnection' }
    & { ' $fragmentRefs'?: { 'FollowLists_PageFragment': FollowLists_PageFragment } }
  ) };

export type FollowBackMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowBackMutation = { __typename: 'Mutation', followMember: { __typename: 'FollowMemberPayload', changed: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type MemberPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MemberPageQuery = { __typename: 'Query', member?: { __typename: 'Member', id: string, nickname: string, followerCount: number, followingCount: number, isExpert: boolean, isFollowedByMe: boolean } | null };

export type FollowMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowMutation = { __typename: 'Mutation', followMember: { __typename: 'FollowMemberPayload', member?: { __typename: 'Member', id: string, isFollowedByMe: boolean, followerCount: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type UnfollowMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnfollowMutation = { __typename: 'Mutation', unfollowMember: { __typename: 'UnfollowMemberPayload', member?: { __typename: 'Member', id: string, isFollowedByMe: boolean, followerCount: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type AnnouncementQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnouncementQuery = { __typename: 'Query', systemConfig?: { __typename: 'SystemConfig', stringValue: string } | null, latestDraws: Array<(
    { __typename: 'Draw', game: Game, issue: string, drawDate: string }
    & { ' $fragmentRefs'?: { 'DrawBalls_DrawFragment': DrawBalls_DrawFragment } }
  )> };

export type InviteRankPageQueryVariables = Exact<{ [key: string]: never; }>;


export type InviteRankPageQuery = { __typename: 'Query', inviteRank: { __typename: 'InviteRank', ranking: number, items: Array<{ __typename: 'InviteRankItem', ranking: number, count: number, member: { __typename: 'MemberCard', id: string, nickname: string } }> } };

export type InviteLandingQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type InviteLandingQuery = { __typename: 'Query', inviteLanding?: { __typename: 'InviteLanding', isDistributorCode: boolean, inviter: { __typename: 'MemberCard', id: string, nickname: string } } | null };

export type SharePageQueryVariables = Exact<{ [key: string]: never; }>;


export type SharePageQuery = { __typename: 'Query', inviteShareInfo: { __typename: 'InviteShareInfo', code: string, inviteCount: number, invitePoints: number, rewardPoints: number } };

export type LoginPage_TokenFragment = { __typename: 'TokenObject', token: string, expiresAt: string } & { ' $fragmentName'?: 'LoginPage_TokenFragment' };

export type LoginPage_MemberFragment = { __typename: 'Member', id: string, nickname: string } & { ' $fragmentName'?: 'LoginPage_MemberFragment' };

export type SendCodeMutationVariables = Exact<{
  input: SendVerificationCodeInput;
}>;


export type SendCodeMutation = { __typename: 'Mutation', sendVerificationCode: { __typename: 'SendVerificationCodePayload', sent: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type LoginByCodeMutationVariables = Exact<{
  input: LoginByPhoneCodeInput;
}>;


export type LoginByCodeMutation = { __typename: 'Mutation', loginByPhoneCode: { __typename: 'LoginByPhoneCodePayload', isNewMember: boolean, token?: (
      { __typename: 'TokenObject' }
      & { ' $fragmentRefs'?: { 'LoginPage_TokenFragment': LoginPage_TokenFragment } }
    ) | null, member?: (
      { __typename: 'Member' }
      & { ' $fragmentRefs'?: { 'LoginPage_MemberFragment': LoginPage_MemberFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type CarrierLoginMutationVariables = Exact<{
  input: LoginByCarrierTokenInput;
}>;


export type CarrierLoginMutation = { __typename: 'Mutation', loginByCarrierToken: { __typename: 'LoginByCarrierTokenPayload', token?: (
      { __typename: 'TokenObject' }
      & { ' $fragmentRefs'?: { 'LoginPage_TokenFragment': LoginPage_TokenFragment } }
    ) | null, member?: (
      { __typename: 'Member' }
      & { ' $fragmentRefs'?: { 'LoginPage_MemberFragment': LoginPage_MemberFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type WeChatLoginMutationVariables = Exact<{
  input: LoginByWeChatCodeInput;
}>;


export type WeChatLoginMutation = { __typename: 'Mutation', loginByWeChatCode: { __typename: 'LoginByWeChatCodePayload', token?: (
      { __typename: 'TokenObject' }
      & { ' $fragmentRefs'?: { 'LoginPage_TokenFragment': LoginPage_TokenFragment } }
    ) | null, member?: (
      { __typename: 'Member' }
      & { ' $fragmentRefs'?: { 'LoginPage_MemberFragment': LoginPage_MemberFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type OrderCountQueryVariables = Exact<{
  input: SplitOrderInput;
}>;


export type OrderCountQuery = { __typename: 'Query', splitOrder: { __typename: 'OrderSplit', bets: number, ticketCount: number, cost: { __typename: 'Money', yuan: string } } };

export type SaveSelectionMutationVariables = Exact<{
  input: SaveSelectionInput;
}>;


export type SaveSelectionMutation = { __typename: 'Mutation', saveSelection: { __typename: 'SaveSelectionPayload', selection?: { __typename: 'SavedSelection', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type ResultIssuesQueryVariables = Exact<{
  game: Game;
}>;


export type ResultIssuesQuery = { __typename: 'Query', drawHistory: { __typename: 'DrawConnection', edges: Array<{ __typename: 'DrawEdge', node: { __typename: 'Draw', issue: string, drawDate: string } }> } };

export type CheckTicketQueryVariables = Exact<{
  game: Game;
  issue: Scalars['String']['input'];
  ticket: TicketInput;
}>;


export type CheckTicketQuery = { __typename: 'Query', checkTicket: (
    { __typename: 'TicketResult', issue: string, drawDate: string, mainNumbers: Array<number>, extraNumbers: Array<number>, bets: number, cost: { __typename: 'Money', yuan: string } }
    & { ' $fragmentRefs'?: { 'PrizeLines_ResultFragment': PrizeLines_ResultFragment } }
  ) };

export type DigitPlayCountQueryVariables = Exact<{
  input: BetCountInput;
}>;


export type DigitPlayCountQuery = { __typename: 'Query', betCount: { __typename: 'BetCount', bets: number, tickets: Array<number>, cost: { __typename: 'Money', yuan: string } } };

export type DrawHistoryPageQueryVariables = Exact<{
  game: Game;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type DrawHistoryPageQuery = { __typename: 'Query', drawHistory: { __typename: 'DrawConnection', edges: Array<{ __typename: 'DrawEdge', node: (
        { __typename: 'Draw', issue: string, drawDate: string, prizeList: Array<(
          { __typename: 'DrawPrize' }
          & { ' $fragmentRefs'?: { 'PrizeList_PrizeFragment': PrizeList_PrizeFragment } }
        )>, pool?: { __typename: 'Money', fen: string } | null }
        & { ' $fragmentRefs'?: { 'DrawBalls_DrawFragment': DrawBalls_DrawFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type PrizeList_PrizeFragment = { __typename: 'DrawPrize', tier: number, name?: string | null, winners?: number | null, amount: { __typename: 'Money', yuan: string }, additional?: { __typename: 'Money', yuan: string } | null } & { ' $fragmentName'?: 'PrizeList_PrizeFragment' };

export type ParityStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type ParityStatisticsQuery = { __typename: 'Query', trend: { __typename: 'Trend', shapes: Array<{ __typename: 'DrawTrendShape', issue: string, odd: number, even: number, big: number, small: number, sum: number, span: number, consecutive: number }> } };

export type PrizeLines_ResultFragment = { __typename: 'TicketResult', boosted: boolean, total?: { __typename: 'Money', yuan: string } | null, lines: Array<{ __typename: 'PrizeLine', tier: number, name: string, bets: number, amount?: { __typename: 'Money', yuan: string } | null, additional?: { __typename: 'Money', fen: string, yuan: string } | null, total?: { __typename: 'Money', yuan: string } | null }> } & { ' $fragmentName'?: 'PrizeLines_ResultFragment' };

export type MySelectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySelectionsQuery = { __typename: 'Query', mySelections: { __typename: 'SavedSelectionConnection', edges: Array<{ __typename: 'SavedSelectionEdge', node: (
        { __typename: 'SavedSelection', id: string }
        & { ' $fragmentRefs'?: { 'SelectionSummary_SelectionFragment': SelectionSummary_SelectionFragment } }
      ) }> } };

export type DeleteSelectionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSelectionMutation = { __typename: 'Mutation', deleteSelection: { __typename: 'DeletePayload', deletedId?: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type LotteryReplayQueryVariables = Exact<{
  game: Game;
  ticket: TicketInput;
  last: Scalars['Int']['input'];
}>;


export type LotteryReplayQuery = { __typename: 'Query', lotteryReplay: { __typename: 'Replay', draws: number, wonDraws: number, unknownLines: number, cost: { __typename: 'Money', yuan: string }, won: { __typename: 'Money', yuan: string }, results: Array<(
      { __typename: 'TicketResult', issue: string, drawDate: string, mainNumbers: Array<number>, extraNumbers: Array<number>, lines: Array<{ __typename: 'PrizeLine', tier: number }> }
      & { ' $fragmentRefs'?: { 'PrizeLines_ResultFragment': PrizeLines_ResultFragment } }
    )> } };

export type SavedSelectionInfoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SavedSelectionInfoQuery = { __typename: 'Query', savedSelection?: (
    { __typename: 'SavedSelection', id: string, game: Game, mainNumbers: Array<number>, extraNumbers: Array<number>, multiple: number, createdAt: string }
    & { ' $fragmentRefs'?: { 'SelectionSummary_SelectionFragment': SelectionSummary_SelectionFragment } }
  ) | null };

export type SelectNumbersQueryVariables = Exact<{
  input: SelectNumbersInput;
}>;


export type SelectNumbersQuery = { __typename: 'Query', selectNumbers: { __typename: 'Selection', bets: number, reds: Array<Array<number>>, blues: Array<number>, cost: { __typename: 'Money', yuan: string } } };

export type SaveSelectedBetMutationVariables = Exact<{
  main: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  extra: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type SaveSelectedBetMutation = { __typename: 'Mutation', saveSelection: { __typename: 'SaveSelectionPayload', selection?: { __typename: 'SavedSelection', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type SelectionSummary_SelectionFragment = { __typename: 'SavedSelection', game: Game, mainNumbers: Array<number>, extraNumbers: Array<number>, bets: number, multiple: number, tickets: Array<number>, cost: { __typename: 'Money', yuan: string } } & { ' $fragmentName'?: 'SelectionSummary_SelectionFragment' };

export type SplitInfoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SplitInfoQuery = { __typename: 'Query', splitRecord?: { __typename: 'SplitRecordDetail', record: (
      { __typename: 'SplitRecord', game: Game }
      & { ' $fragmentRefs'?: { 'SplitRecordHead_RecordFragment': SplitRecordHead_RecordFragment } }
    ), split: (
      { __typename: 'OrderSplit' }
      & { ' $fragmentRefs'?: { 'SplitTickets_SplitFragment': SplitTickets_SplitFragment } }
    ) } | null };

export type SplitOrderQueryVariables = Exact<{
  input: SplitOrderInput;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SplitOrderQuery = { __typename: 'Query', splitOrder: (
    { __typename: 'OrderSplit' }
    & { ' $fragmentRefs'?: { 'SplitTickets_SplitFragment': SplitTickets_SplitFragment } }
  ) };

export type SaveSplitMutationVariables = Exact<{
  order: SplitOrderInput;
}>;


export type SaveSplitMutation = { __typename: 'Mutation', saveSplit: { __typename: 'SaveSplitPayload', splitRecord?: { __typename: 'SplitRecordDetail', record: { __typename: 'SplitRecord', id: string } } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type SplitRecordHead_RecordFragment = { __typename: 'SplitRecord', game: Game, multiple: number, additional: boolean, bets: number, ticketCount: number, createdAt: string, zones: Array<{ __typename: 'TicketZone', dan: Array<number>, tuo: Array<number> }>, cost: { __typename: 'Money', yuan: string } } & { ' $fragmentName'?: 'SplitRecordHead_RecordFragment' };

export type MySplitsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MySplitsQuery = { __typename: 'Query', mySplits: { __typename: 'SplitRecordConnection', edges: Array<{ __typename: 'SplitRecordEdge', node: (
        { __typename: 'SplitRecord', id: string }
        & { ' $fragmentRefs'?: { 'SplitRecordHead_RecordFragment': SplitRecordHead_RecordFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type DeleteSplitMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSplitMutation = { __typename: 'Mutation', deleteSplit: { __typename: 'DeletePayload', deletedId?: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type SplitTicketRow_TicketFragment = { __typename: 'SplitTicket', bets: number, multiple: number, singleBets: Array<Array<Array<number>>>, cost: { __typename: 'Money', yuan: string }, zones: Array<{ __typename: 'TicketZone', dan: Array<number>, tuo: Array<number> }> } & { ' $fragmentName'?: 'SplitTicketRow_TicketFragment' };

export type SplitTickets_SplitFragment = { __typename: 'OrderSplit', bets: number, ticketCount: number, cost: { __typename: 'Money', yuan: string }, tickets: { __typename: 'SplitTicketConnection', nodes: Array<(
      { __typename: 'SplitTicket' }
      & { ' $fragmentRefs'?: { 'SplitTicketRow_TicketFragment': SplitTicketRow_TicketFragment } }
    )> } } & { ' $fragmentName'?: 'SplitTickets_SplitFragment' };

export type SsqTrendQueryVariables = Exact<{
  last: Scalars['Int']['input'];
}>;


export type SsqTrendQuery = { __typename: 'Query', trend: { __typename: 'Trend', draws: number, hot: Array<number>, cold: Array<number>, main: Array<{ __typename: 'NumberTrend', number: number, frequency: number, currentOmission: number, maxOmission: number }>, extra: Array<{ __typename: 'NumberTrend', number: number, currentOmission: number }> }, drawHistory: { __typename: 'DrawConnection', edges: Array<{ __typename: 'DrawEdge', node: { __typename: 'Draw', issue: string, mainNumbers: Array<number>, extraNumbers: Array<number> } }> } };

export type MessageCentre_MessageFragment = { __typename: 'Message', id: string, title: string, content: string, messageType: MessageType, isRead: boolean, createdAt: string } & { ' $fragmentName'?: 'MessageCentre_MessageFragment' };

export type MessageCentreQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MessageCentreQuery = { __typename: 'Query', myMessages: { __typename: 'MessageConnection', edges: Array<{ __typename: 'MessageEdge', cursor: string, node: (
        { __typename: 'Message', id: string }
        & { ' $fragmentRefs'?: { 'MessageCentre_MessageFragment': MessageCentre_MessageFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type MarkReadMutationVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  all?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type MarkReadMutation = { __typename: 'Mutation', markMessagesRead: { __typename: 'MarkMessagesPayload', unreadCount?: number | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type MarkUnreadMutationVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type MarkUnreadMutation = { __typename: 'Mutation', markMessagesUnread: { __typename: 'MarkMessagesPayload', unreadCount?: number | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type MessageReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageReceivedSubscription = { __typename?: 'Subscription', messageReceived: { __typename: 'Message', id: string } };

export type MyPage_MemberFragment = { __typename: 'Member', id: string, nickname: string, avatar?: string | null, points: number, followingCount: number, followerCount: number, vipLevel: VipLevel } & { ' $fragmentName'?: 'MyPage_MemberFragment' };

export type MyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPageQuery = { __typename: 'Query', unreadMessageCount: number, me: (
    { __typename: 'Member' }
    & { ' $fragmentRefs'?: { 'MyPage_MemberFragment': MyPage_MemberFragment } }
  ), checkInStatus: { __typename: 'CheckInStatus', checkedInToday: boolean, continuousDays: number, todayReward: number } };

export type UnreadCountSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadCountSubscription = { __typename?: 'Subscription', unreadCount: number };

export type MyCountsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyCountsSubscription = { __typename?: 'Subscription', myCounts: { __typename: 'MyCounts', followingCount: number, followerCount: number, points: number } };

export type CheckInMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckInMutation = { __typename: 'Mutation', checkIn: { __typename: 'CheckInPayload', balance?: number | null, checkIn?: { __typename: 'CheckIn', points: number, continuousDays: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type CheckInPageQueryVariables = Exact<{
  month: Scalars['String']['input'];
}>;


export type CheckInPageQuery = { __typename: 'Query', checkInStatus: { __typename: 'CheckInStatus', today: string, checkedInToday: boolean, continuousDays: number, todayReward: number, rewards: Array<number> }, checkInCalendar: Array<{ __typename: 'CheckInDay', day: string, points: number }> };

export type CheckInNowMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckInNowMutation = { __typename: 'Mutation', checkIn: { __typename: 'CheckInPayload', checkIn?: { __typename: 'CheckIn', points: number, continuousDays: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type PointsHistoryPageQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PointsHistoryPageQuery = { __typename: 'Query', points: number, pointsHistory: { __typename: 'PointsRecordConnection', edges: Array<{ __typename: 'PointsRecordEdge', node: { __typename: 'PointsRecord', id: string, points: number, direction: PointsDirection, description: string, createdAt: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AccountPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPageQuery = { __typename: 'Query', me: { __typename: 'Member', id: string, phone?: string | null, nickname: string }, myAddresses: Array<{ __typename: 'MemberAddress', id: string, name: string, phone: string, province?: string | null, city?: string | null, address: string, isDefault: boolean }> };

export type SaveAddressMutationVariables = Exact<{
  input: SetDeliveryAddressInput;
}>;


export type SaveAddressMutation = { __typename: 'Mutation', setDeliveryAddress: { __typename: 'SetDeliveryAddressPayload', address?: { __typename: 'MemberAddress', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type RealNameAuthMutationVariables = Exact<{
  input: VerifyRealNameInput;
}>;


export type RealNameAuthMutation = { __typename: 'Mutation', verifyRealName: { __typename: 'MemberPayload', member?: { __typename: 'Member', id: string, isRealNameAuth: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type SettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsPageQuery = { __typename: 'Query', me: { __typename: 'Member', id: string, nickname: string, avatar?: string | null, province?: string | null, city?: string | null, isRealNameAuth: boolean } };

export type SaveNicknameMutationVariables = Exact<{
  nickname: Scalars['String']['input'];
}>;


export type SaveNicknameMutation = { __typename: 'Mutation', updateNickname: { __typename: 'MemberPayload', member?: { __typename: 'Member', id: string, nickname: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type SaveAvatarMutationVariables = Exact<{
  fileId: Scalars['String']['input'];
}>;


export type SaveAvatarMutation = { __typename: 'Mutation', updateAvatar: { __typename: 'MemberPayload', member?: { __typename: 'Member', id: string, avatar?: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type SaveLocationMutationVariables = Exact<{
  input: UpdateLocationInput;
}>;


export type SaveLocationMutation = { __typename: 'Mutation', updateLocation: { __typename: 'MemberPayload', member?: { __typename: 'Member', id: string, province?: string | null, city?: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type ExchangeRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeRecordsQuery = { __typename: 'Query', myRedemptions: { __typename: 'RedemptionConnection', edges: Array<{ __typename: 'RedemptionEdge', node: { __typename: 'Redemption', id: string, itemName: string, quantity: number, points: number, status: RedemptionStatus, trackingNo?: string | null, createdAt: string } }> } };

export type ShopPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPageQuery = { __typename: 'Query', points: number, shopItems: { __typename: 'ShopItemConnection', edges: Array<{ __typename: 'ShopItemEdge', node: { __typename: 'ShopItem', id: string, name: string, description?: string | null, images: Array<string>, pricePoints: number, stock: number } }> }, myAddresses: Array<{ __typename: 'MemberAddress', id: string, isDefault: boolean }> };

export type RedeemItemMutationVariables = Exact<{
  input: RedeemInput;
}>;


export type RedeemItemMutation = { __typename: 'Mutation', redeem: { __typename: 'RedeemPayload', redemption?: { __typename: 'Redemption', id: string, points: number, status: RedemptionStatus } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type DrawBalls_DrawFragment = { __typename: 'Draw', mainNumbers: Array<number>, extraNumbers: Array<number> } & { ' $fragmentName'?: 'DrawBalls_DrawFragment' };

export const FollowRow_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}}]} as unknown as DocumentNode<FollowRow_MemberFragment, unknown>;
export const FollowLists_PageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowLists_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowRow_member"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}}]} as unknown as DocumentNode<FollowLists_PageFragment, unknown>;
export const LoginPage_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<LoginPage_TokenFragment, unknown>;
export const LoginPage_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<LoginPage_MemberFragment, unknown>;
export const PrizeList_PrizeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeList_prize"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawPrize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winners"}}]}}]} as unknown as DocumentNode<PrizeList_PrizeFragment, unknown>;
export const PrizeLines_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeLines_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"boosted"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]} as unknown as DocumentNode<PrizeLines_ResultFragment, unknown>;
export const SelectionSummary_SelectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectionSummary_selection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]} as unknown as DocumentNode<SelectionSummary_SelectionFragment, unknown>;
export const SplitRecordHead_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitRecordHead_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SplitRecordHead_RecordFragment, unknown>;
export const SplitTicketRow_TicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}}]} as unknown as DocumentNode<SplitTicketRow_TicketFragment, unknown>;
export const SplitTickets_SplitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTickets_split"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSplit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTicketRow_ticket"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}}]} as unknown as DocumentNode<SplitTickets_SplitFragment, unknown>;
export const MessageCentre_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageCentre_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MessageCentre_MessageFragment, unknown>;
export const MyPage_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"vipLevel"}}]}}]} as unknown as DocumentNode<MyPage_MemberFragment, unknown>;
export const DrawBalls_DrawFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<DrawBalls_DrawFragment, unknown>;
export const RefreshTokenDocument = {"__meta__":{"hash":"67e44d265a4efb218e20ad7e0a8767d036ca8a0d1192b32e2c75ed11a3536878"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"6d6fe71ff81919245a0bdc71179caed8ecd059192ad45ba4bd707907a06aaa80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SubmitFeedbackDocument = {"__meta__":{"hash":"5b1d4bcbf57dfb796ca3a92ae68071d7acdfe29edb0aa858671f3f3c8e1734a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitFeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"submitFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitFeedbackMutation, SubmitFeedbackMutationVariables>;
export const MyFeedbackDocument = {"__meta__":{"hash":"49731c54d2eba9ff45693a68ef9e7fc9386821b3953c7cdd79347267f64ad28c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyFeedbackQuery, MyFeedbackQueryVariables>;
export const FansListDocument = {"__meta__":{"hash":"d47ab8ba49fd16c808434babfcbf1bf2c3812975e69441d07d7ac3db4de6892f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FansList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowLists_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowLists_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowRow_member"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<FansListQuery, FansListQueryVariables>;
export const FollowingListDocument = {"__meta__":{"hash":"3f49a8250fd688ffb8b6da32ce801aa080837432033e520f21b5c8749b46d345"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"following"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowLists_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowLists_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowRow_member"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<FollowingListQuery, FollowingListQueryVariables>;
export const FollowBackDocument = {"__meta__":{"hash":"117d304c0339cf23356297ae4140ac419f7ae7dc81aa940ad5e3b565d6775023"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FollowBackMutation, FollowBackMutationVariables>;
export const MemberPageDocument = {"__meta__":{"hash":"859c3829976650f871fbf080e52ff239deb25cb31bad9de90a120037fd0f3a0b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}}]}}]}}]} as unknown as DocumentNode<MemberPageQuery, MemberPageQueryVariables>;
export const FollowDocument = {"__meta__":{"hash":"c4ef1f43734418e95bf871bbf31a81c1c916affcda8e6d0bb3aa98b7b048dff8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Follow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FollowMutation, FollowMutationVariables>;
export const UnfollowDocument = {"__meta__":{"hash":"76f7b32be0bba0ab53a51a34b38fa4835798cdd8e3e815c8e8f5acf5ec12cc8a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unfollow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unfollowMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnfollowMutation, UnfollowMutationVariables>;
export const AnnouncementDocument = {"__meta__":{"hash":"d59cab028e806b4746f0483496da3717be596b99f9d7f3b7130888462556d749"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"systemConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"ANNOUNCEMENT","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawBalls_draw"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<AnnouncementQuery, AnnouncementQueryVariables>;
export const InviteRankPageDocument = {"__meta__":{"hash":"b698755360cbbb914af2cf5771566f9587fc73927b6de7d6b5457674d2db29d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteRankPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inviteRank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}}]}}]}}]} as unknown as DocumentNode<InviteRankPageQuery, InviteRankPageQueryVariables>;
export const InviteLandingDocument = {"__meta__":{"hash":"d283a9a9b23cebefcd3143332e098388b2aa61226978d77313d217ea4fa40c1e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteLanding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inviteLanding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isDistributorCode"}},{"kind":"Field","name":{"kind":"Name","value":"inviter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}}]} as unknown as DocumentNode<InviteLandingQuery, InviteLandingQueryVariables>;
export const SharePageDocument = {"__meta__":{"hash":"503d9d037aaad871da31b42eaa800ed8401ab08dbaa63f8d8954b8c21b4acb9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inviteShareInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCount"}},{"kind":"Field","name":{"kind":"Name","value":"invitePoints"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPoints"}}]}}]}}]} as unknown as DocumentNode<SharePageQuery, SharePageQueryVariables>;
export const SendCodeDocument = {"__meta__":{"hash":"dd6535a446afd687a523837af550b45cf6e8f36f3ddc4f4ad2e7ad81cd65ac27"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendVerificationCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendCodeMutation, SendCodeMutationVariables>;
export const LoginByCodeDocument = {"__meta__":{"hash":"2136cd325e72c6046856bcaf1db808894de07f12b48fc6c74059f9788c9da8bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByPhoneCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginByPhoneCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isNewMember"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<LoginByCodeMutation, LoginByCodeMutationVariables>;
export const CarrierLoginDocument = {"__meta__":{"hash":"75751809e8bd7d8cfcf46ff88c79b04d496fc18d39e246f68f163e090347cdeb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CarrierLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByCarrierTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginByCarrierToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<CarrierLoginMutation, CarrierLoginMutationVariables>;
export const WeChatLoginDocument = {"__meta__":{"hash":"5d195449a494fd5f8cd0503518eb5f9b7c5e91fd3675bbbb18f3cbb9f8b4dbc9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WeChatLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByWeChatCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginByWeChatCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<WeChatLoginMutation, WeChatLoginMutationVariables>;
export const OrderCountDocument = {"__meta__":{"hash":"d044095322ad685f10b9b1698dd5e12f3b88d45758a7eeb109c6aa36b68643b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"splitOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}}]}}]}}]} as unknown as DocumentNode<OrderCountQuery, OrderCountQueryVariables>;
export const SaveSelectionDocument = {"__meta__":{"hash":"3bbd0804b0ee1c05f7c2ec4737bc135ee6ee2795a3c3180ee758fe5c090bdc74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"selection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSelectionMutation, SaveSelectionMutationVariables>;
export const ResultIssuesDocument = {"__meta__":{"hash":"e04b5ca7895d8fde9ec873a76c238321f0d04d88dabac85315a8f0d8599f2c5a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResultIssuesQuery, ResultIssuesQueryVariables>;
export const CheckTicketDocument = {"__meta__":{"hash":"a1e21216e00c265df176b73e2a4ebd5d15a112a9f567f2424109dc8acdf4b5ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"issue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issue"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeLines_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeLines_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"boosted"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]} as unknown as DocumentNode<CheckTicketQuery, CheckTicketQueryVariables>;
export const DigitPlayCountDocument = {"__meta__":{"hash":"13355d26336297013ad66b7f9c0cb61e8af0beaec04482eef8723189447d19e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DigitPlayCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BetCountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]}}]} as unknown as DocumentNode<DigitPlayCountQuery, DigitPlayCountQueryVariables>;
export const DrawHistoryPageDocument = {"__meta__":{"hash":"4902dd1370b0a79106ea374e14dd18007fa5ce8284043bdf0e0e1647ef29e2a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DrawHistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeList_prize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawBalls_draw"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeList_prize"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawPrize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winners"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<DrawHistoryPageQuery, DrawHistoryPageQueryVariables>;
export const ParityStatisticsDocument = {"__meta__":{"hash":"ab12f62c37dc87b708def07c01c8f56c756a0712b43a668d8c3775c3e3895b6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"SSQ"}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shapes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"odd"}},{"kind":"Field","name":{"kind":"Name","value":"even"}},{"kind":"Field","name":{"kind":"Name","value":"big"}},{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"span"}},{"kind":"Field","name":{"kind":"Name","value":"consecutive"}}]}}]}}]}}]} as unknown as DocumentNode<ParityStatisticsQuery, ParityStatisticsQueryVariables>;
export const MySelectionsDocument = {"__meta__":{"hash":"3fda28b5422c625a3c59d4330f279b42720166f7399ce6009c4793540f132855"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySelections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mySelections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectionSummary_selection"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectionSummary_selection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]} as unknown as DocumentNode<MySelectionsQuery, MySelectionsQueryVariables>;
export const DeleteSelectionDocument = {"__meta__":{"hash":"489b72f153f7aebcb0ed12f7c4b9da83c4b82587bbd2bdb6ffa7acd6159c6610"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSelectionMutation, DeleteSelectionMutationVariables>;
export const LotteryReplayDocument = {"__meta__":{"hash":"d617f25bee742023da3a4843099036b1aab490928d1c89bfba7d9b2c90828fc7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LotteryReplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lotteryReplay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"wonDraws"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"won"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unknownLines"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeLines_result"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeLines_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"boosted"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]} as unknown as DocumentNode<LotteryReplayQuery, LotteryReplayQueryVariables>;
export const SavedSelectionInfoDocument = {"__meta__":{"hash":"8afa336fe5083fdd17a0fee376a2ea8801d8a0cff55363fdf70ba3f0d0fcbfbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedSelectionInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"savedSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectionSummary_selection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectionSummary_selection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]} as unknown as DocumentNode<SavedSelectionInfoQuery, SavedSelectionInfoQueryVariables>;
export const SelectNumbersDocument = {"__meta__":{"hash":"ebf293cbb69955ee77e51a4db7335cac5b040a3bcf51e14dc01d47694ae89144"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectNumbers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectNumbersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"selectNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reds"}},{"kind":"Field","name":{"kind":"Name","value":"blues"}}]}}]}}]} as unknown as DocumentNode<SelectNumbersQuery, SelectNumbersQueryVariables>;
export const SaveSelectedBetDocument = {"__meta__":{"hash":"7a03b436e4169942c30bbb1d9702d570981f7fc59b71fea25e9eb4bc20753032"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSelectedBet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"main"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"extra"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"SSQ"}},{"kind":"ObjectField","name":{"kind":"Name","value":"mainNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"main"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"extraNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"extra"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"selection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSelectedBetMutation, SaveSelectedBetMutationVariables>;
export const SplitInfoDocument = {"__meta__":{"hash":"abb8b87f04db4e507e67e75d68a7a014ab020ff989dc8d2cc55ac2973ec4db60"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SplitInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"splitRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitRecordHead_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"split"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTickets_split"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitRecordHead_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTickets_split"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSplit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTicketRow_ticket"}}]}}]}}]}}]} as unknown as DocumentNode<SplitInfoQuery, SplitInfoQueryVariables>;
export const SplitOrderDocument = {"__meta__":{"hash":"28d49c7bd9779d0705629b092812df1fe0bf4cf995fb91c94ad019e9d687f414"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SplitOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"splitOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTickets_split"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTickets_split"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSplit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTicketRow_ticket"}}]}}]}}]}}]} as unknown as DocumentNode<SplitOrderQuery, SplitOrderQueryVariables>;
export const SaveSplitDocument = {"__meta__":{"hash":"13eb785f059907e40c9e53f22c2065c28f401e5d6e7f23270723024089d37d7e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSplit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveSplit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"splitRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSplitMutation, SaveSplitMutationVariables>;
export const MySplitsDocument = {"__meta__":{"hash":"726fb74a377d8d2b1bdb1d24f235296bea9cca2e9619ffdd1d03a6a99b261eb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySplits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mySplits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitRecordHead_record"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitRecordHead_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MySplitsQuery, MySplitsQueryVariables>;
export const DeleteSplitDocument = {"__meta__":{"hash":"a667b88043aa8eefb36bcf89c2737d20b7091f18ed378a26f43ca22cbf1589ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSplit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteSplit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSplitMutation, DeleteSplitMutationVariables>;
export const SsqTrendDocument = {"__meta__":{"hash":"776f7938a06210bc1142cbf55cb9aa44a57392e0c5e53ca96d37f3421c8a8b8e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsqTrend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"SSQ"}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"hot"}},{"kind":"Field","name":{"kind":"Name","value":"cold"}},{"kind":"Field","name":{"kind":"Name","value":"main"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"currentOmission"}},{"kind":"Field","name":{"kind":"Name","value":"maxOmission"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"currentOmission"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"SSQ"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SsqTrendQuery, SsqTrendQueryVariables>;
export const MessageCentreDocument = {"__meta__":{"hash":"9a6dff561fd4e69c9e049336d9e0527c6494955162cb4e68081419eaa2433c9f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageCentre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageCentre_message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageCentre_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MessageCentreQuery, MessageCentreQueryVariables>;
export const MarkReadDocument = {"__meta__":{"hash":"0301a4f866135e5b51507ac98f73b9d5cc354d6b1b0efe7a87270f55daa8e2f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markMessagesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkReadMutation, MarkReadMutationVariables>;
export const MarkUnreadDocument = {"__meta__":{"hash":"5ad837a00f2bb41fd69e08ab314bc77e3d6594a2d7cc36aad1758bb8efbbd022"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkUnread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markMessagesUnread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkUnreadMutation, MarkUnreadMutationVariables>;
export const MessageReceivedDocument = {"__meta__":{"hash":"e9ab51c7a8fb27d327f41bf9d8da2d5d60ec156d2ac543ff447d27bad03f8cd5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessageReceivedSubscription, MessageReceivedSubscriptionVariables>;
export const MyPageDocument = {"__meta__":{"hash":"f524886d5c99a27175fc934e0eaa9680b918711d44b519b29457ff9a94c12a19"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInToday"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}},{"kind":"Field","name":{"kind":"Name","value":"todayReward"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"vipLevel"}}]}}]} as unknown as DocumentNode<MyPageQuery, MyPageQueryVariables>;
export const UnreadCountDocument = {"__meta__":{"hash":"404d71984ede4510de5b02f54c0324b4614a27591d3703a0d670a8eebd25b7c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]} as unknown as DocumentNode<UnreadCountSubscription, UnreadCountSubscriptionVariables>;
export const MyCountsDocument = {"__meta__":{"hash":"2e092689ef3b57006f071d818a4f51319c79154a75a9659279419461e42c03fd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]} as unknown as DocumentNode<MyCountsSubscription, MyCountsSubscriptionVariables>;
export const CheckInDocument = {"__meta__":{"hash":"34d27ed0995d6b6e303fbd815e4a5e8406355605e32f9205e3cb5b97d28a75dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInMutation, CheckInMutationVariables>;
export const CheckInPageDocument = {"__meta__":{"hash":"1ba5d20487966fe1151b75f99a1cb68b39d5250afcd78a078100b8491117693c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkInStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInToday"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}},{"kind":"Field","name":{"kind":"Name","value":"todayReward"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkInCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]} as unknown as DocumentNode<CheckInPageQuery, CheckInPageQueryVariables>;
export const CheckInNowDocument = {"__meta__":{"hash":"c5e5fefeb26ebf098c4701e9dcfbb2ea4876fdf25591f1a068924ca5e3b9abef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInNowMutation, CheckInNowMutationVariables>;
export const PointsHistoryPageDocument = {"__meta__":{"hash":"1bbffd1bd9a8e6f8490e34ffc7d2ab05f819260b78e39e55d677b0e24944f2e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PointsHistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"pointsHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PointsHistoryPageQuery, PointsHistoryPageQueryVariables>;
export const AccountPageDocument = {"__meta__":{"hash":"670c13402099cfcd3363d0ba95cfb4ac2ad09d6d470b835c122b75edf6a1b621"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<AccountPageQuery, AccountPageQueryVariables>;
export const SaveAddressDocument = {"__meta__":{"hash":"2014d9b49c6612a7c01f6a366a222389350bec6b0da590c96bb0ac502812109c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDeliveryAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setDeliveryAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveAddressMutation, SaveAddressMutationVariables>;
export const RealNameAuthDocument = {"__meta__":{"hash":"d215de0102e64f6478a94583f5b77e3dd56cd055ed6ba2b35a748e21b6386fff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealNameAuth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyRealNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verifyRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRealNameAuth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RealNameAuthMutation, RealNameAuthMutationVariables>;
export const SettingsPageDocument = {"__meta__":{"hash":"267c4a9c47ea12d08b9d1a5bdace7f142d2b1356da88133232d9e63012771c58"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"isRealNameAuth"}}]}}]}}]} as unknown as DocumentNode<SettingsPageQuery, SettingsPageQueryVariables>;
export const SaveNicknameDocument = {"__meta__":{"hash":"ccb9f5c7a8ff01a0b272dcd4302e2826e6ca4740419985224b50783ded893842"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNickname"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nickname"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateNickname"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"nickname"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nickname"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveNicknameMutation, SaveNicknameMutationVariables>;
export const SaveAvatarDocument = {"__meta__":{"hash":"ec1cf4d2dd8ae20846c74c06fc99ee9a880b0e53a55c4434908291cc239af4f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveAvatarMutation, SaveAvatarMutationVariables>;
export const SaveLocationDocument = {"__meta__":{"hash":"6fd5cfeeb83c62f70e06afd890e4752c66ba840fcc23e7774ca925b76ac12991"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveLocationMutation, SaveLocationMutationVariables>;
export const ExchangeRecordsDocument = {"__meta__":{"hash":"eb6ed6d70b0a6c05b55977b385c7a1f5d57a05b4edc138ca3f0861ba404bc571"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExchangeRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myRedemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExchangeRecordsQuery, ExchangeRecordsQueryVariables>;
export const ShopPageDocument = {"__meta__":{"hash":"e7878caf0506ce33eac58992cc25ddbf6105aca113493f34c0f2a2a84397f1e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"shopItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"pricePoints"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<ShopPageQuery, ShopPageQueryVariables>;
export const RedeemItemDocument = {"__meta__":{"hash":"99c133a2c57d8b79bccc3fa38816c03530bea05de7e906f061ba4133a21cbd20"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redeem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redemption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemItemMutation, RedeemItemMutationVariables>;