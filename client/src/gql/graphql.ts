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
  BigInt: { input: any; output: any; }
  /**
   * Implement the DateTime<Utc> scalar
   *
   * The input/output is a string in RFC3339 format.
   */
  DateTime: { input: string; output: string; }
  /** A scalar that can represent any JSON value. */
  JSON: { input: any; output: any; }
  /**
   * ISO 8601 calendar date without timezone.
   * Format: %Y-%m-%d
   *
   * # Examples
   *
   * * `1994-11-13`
   * * `2000-02-24`
   */
  NaiveDate: { input: any; output: any; }
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
  transId: Scalars['String']['output'];
};

export type AddInviteInput = {
  memberId: Scalars['ID']['input'];
  nums: Scalars['Int']['input'];
};

export type BetCount = {
  __typename?: 'BetCount';
  bets: Scalars['Int']['output'];
  /** The cost in fen (integer; 100 fen = 1 yuan). */
  costFen: Scalars['Int']['output'];
  /** How the order splits into tickets (multiples per ticket). */
  tickets: Array<Scalars['Int']['output']>;
};

/** What to count: the game's bet form and how many numbers were picked. */
export type BetCountInput = {
  /** 大乐透 追加 (3 yuan a bet). */
  additional?: InputMaybe<Scalars['Boolean']['input']>;
  back?: InputMaybe<Scalars['Int']['input']>;
  backDan?: InputMaybe<Scalars['Int']['input']>;
  backTuo?: InputMaybe<Scalars['Int']['input']>;
  blue?: InputMaybe<Scalars['Int']['input']>;
  dan?: InputMaybe<Scalars['Int']['input']>;
  digits?: InputMaybe<Scalars['Int']['input']>;
  front?: InputMaybe<Scalars['Int']['input']>;
  frontDan?: InputMaybe<Scalars['Int']['input']>;
  frontTuo?: InputMaybe<Scalars['Int']['input']>;
  /**
   * `SSQ_MULTI`, `SSQ_DANTUO`, `DLT_MULTI`, `DLT_DANTUO`, `DIRECT_MULTI`,
   * `GROUP3`, `GROUP6`, `DIRECT_SUM`, `GROUP_SUM`, `QLC_MULTI`.
   */
  kind: Scalars['String']['input'];
  /** Default 1. */
  multiple?: InputMaybe<Scalars['Int']['input']>;
  numbers?: InputMaybe<Scalars['Int']['input']>;
  /** Digits picked per position (直选复式). */
  positions?: InputMaybe<Array<Scalars['Int']['input']>>;
  red?: InputMaybe<Scalars['Int']['input']>;
  sum?: InputMaybe<Scalars['Int']['input']>;
  tuo?: InputMaybe<Scalars['Int']['input']>;
};

/** A tri-state filter: NONE/ALL mean "don't filter". */
export enum BooleanOption {
  All = 'ALL',
  False = 'FALSE',
  None = 'NONE',
  True = 'TRUE'
}

export type BulkFailure = {
  __typename?: 'BulkFailure';
  /** 1-based row number. */
  number: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type BulkResultObject = {
  __typename?: 'BulkResultObject';
  failureCount: Scalars['Int']['output'];
  failures: Array<BulkFailure>;
  successCount: Scalars['Int']['output'];
};

/** Input of `cancelScheduledMessage`. */
export type CancelScheduledMessageInput = {
  /** The scheduled message (global id). */
  id: Scalars['ID']['input'];
};

/** The answer of `cancelScheduledMessage`. */
export type CancelScheduledMessagePayload = {
  __typename?: 'CancelScheduledMessagePayload';
  /** The message, now `CANCELLED`; null on failure. */
  message?: Maybe<Message>;
  /** Business failures (not found, already sent). */
  userErrors: Array<UserError>;
};

/** What a check-in (签到) gave. */
export type CheckIn = {
  __typename?: 'CheckIn';
  /** The streak including this day. */
  continuousDays: Scalars['Int']['output'];
  /** The Asia/Shanghai day checked in. */
  day: Scalars['NaiveDate']['output'];
  /** Points credited. */
  points: Scalars['Int']['output'];
  /** Days checked in, ever. */
  totalDays: Scalars['Int']['output'];
};

/** One day of the check-in calendar. */
export type CheckInDay = {
  __typename?: 'CheckInDay';
  continuousDays: Scalars['Int']['output'];
  day: Scalars['NaiveDate']['output'];
  points: Scalars['Int']['output'];
};

/** Input of `checkIn` (empty today; room to grow). */
export type CheckInInput = {
  /** Unused; GraphQL needs an input object to have a field. */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
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
  checkedInToday: Scalars['Boolean']['output'];
  /** The current streak (0 once a day was missed). */
  continuousDays: Scalars['Int']['output'];
  /** The reward table, day 1 of a streak first; it repeats after the last. */
  rewards: Array<Scalars['Int']['output']>;
  today: Scalars['NaiveDate']['output'];
  /** What today's check-in gives (or gave). */
  todayReward: Scalars['Int']['output'];
  totalDays: Scalars['Int']['output'];
};

export type CreateQrcodeInput = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  checkPath?: InputMaybe<Scalars['Boolean']['input']>;
  envVersion?: InputMaybe<Scalars['String']['input']>;
  isHyaline?: InputMaybe<Scalars['Boolean']['input']>;
  lineColor?: InputMaybe<LineColorInput>;
  page?: InputMaybe<Scalars['String']['input']>;
  scene: Scalars['String']['input'];
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** Where a redemption is delivered (a copy of the address at the time). */
export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
  province: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** A draw. */
export type Draw = {
  __typename?: 'Draw';
  drawDate: Scalars['NaiveDate']['output'];
  /** Blue / back / special number / last digit. */
  extraNumbers: Array<Scalars['Int']['output']>;
  game: Game;
  /** `YYYYNNN`. */
  issue: Scalars['String']['output'];
  /** Red / front numbers, or the digits. */
  mainNumbers: Array<Scalars['Int']['output']>;
  poolFen?: Maybe<Scalars['Int']['output']>;
  /** `[{tier, name?, amountFen, additionalFen?, winners?}]` when published. */
  prizeList: Scalars['JSON']['output'];
};

export type DrawConnection = {
  __typename?: 'DrawConnection';
  edges: Array<DrawEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<Draw>;
  pageInfo: PageInfo;
};

export type DrawEdge = {
  __typename?: 'DrawEdge';
  cursor: Scalars['String']['output'];
  node: Draw;
};

export type DrawTrendShape = {
  __typename?: 'DrawTrendShape';
  big: Scalars['Int']['output'];
  consecutive: Scalars['Int']['output'];
  even: Scalars['Int']['output'];
  issue: Scalars['String']['output'];
  odd: Scalars['Int']['output'];
  small: Scalars['Int']['output'];
  span: Scalars['Int']['output'];
  sum: Scalars['Int']['output'];
};

export type ExpressAddressInput = {
  address: Scalars['String']['input'];
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  /** Staff with the members permission may set another member's address. */
  memberId?: InputMaybe<Scalars['ID']['input']>;
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
  province?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
};

/** One piece of feedback. */
export type Feedback = {
  __typename?: 'Feedback';
  cancellable: Scalars['Boolean']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The workflow flags the client shows (spec: from the server). */
  editable: Scalars['Boolean']['output'];
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
  repliedAt?: Maybe<Scalars['DateTime']['output']>;
  reply?: Maybe<Scalars['String']['output']>;
  state: WorkflowState;
};

export type FeedbackConnection = {
  __typename?: 'FeedbackConnection';
  edges: Array<FeedbackEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<Feedback>;
  pageInfo: PageInfo;
};

export type FeedbackEdge = {
  __typename?: 'FeedbackEdge';
  cursor: Scalars['String']['output'];
  node: Feedback;
};

export type FeedbackPage = {
  __typename?: 'FeedbackPage';
  items: Array<Feedback>;
  pageCount: Scalars['Int']['output'];
  rowCount: Scalars['Int']['output'];
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
  /** Pass as `after` to read on from here. */
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
  /** The avatar (file id or URL); empty when none was set. */
  avatar: Scalars['String']['output'];
  /** City; empty when not given. */
  city: Scalars['String']['output'];
  /** Country; empty when not given. */
  country: Scalars['String']['output'];
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
  /** Province; empty when not given. */
  province: Scalars['String']['output'];
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
  App = 'APP',
  Brand2App = 'BRAND2_APP',
  Brand2Web = 'BRAND2_WEB',
  /** The second brand's mini-program. */
  Brand2Wechatprogram = 'BRAND2_WECHATPROGRAM',
  Manageweb = 'MANAGEWEB',
  Web = 'WEB',
  Wechatprogram = 'WECHATPROGRAM'
}

export type InviteCode = {
  __typename?: 'InviteCode';
  channel: Scalars['String']['output'];
  code: Scalars['String']['output'];
};

export type InviteLanding = {
  __typename?: 'InviteLanding';
  inviter: MemberCard;
  /** The code is a distributor's. */
  isBigGun: Scalars['Boolean']['output'];
};

export type InviteRank = {
  __typename?: 'InviteRank';
  count: Scalars['Int']['output'];
  items: Array<InviteRankItem>;
  /** The caller. */
  member: MemberCard;
  /** The caller's place; 0 when they have invited nobody yet. */
  ranking: Scalars['Int']['output'];
};

export type InviteRankItem = {
  __typename?: 'InviteRankItem';
  count: Scalars['Int']['output'];
  member: MemberCard;
  /** Equal counts share a place (1, 2, 2, 4). */
  ranking: Scalars['Int']['output'];
};

export type InviteShareInfo = {
  __typename?: 'InviteShareInfo';
  /** The caller's invite code (default channel). */
  code: Scalars['String']['output'];
  inviteNum: Scalars['Int']['output'];
  invitePoints: Scalars['Int']['output'];
  /** Points per member who joins with the code. */
  rewardPoints: Scalars['Int']['output'];
};

export type InviterSet = {
  __typename?: 'InviterSet';
  /** The code is a distributor's ("big gun") code. */
  isBigGun: Scalars['Boolean']['output'];
};

export type LineColorInput = {
  b: Scalars['String']['input'];
  g: Scalars['String']['input'];
  r: Scalars['String']['input'];
};

export type LocationInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
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

/**
 * The result of a staff password sign-in (`success: false` with `error` for
 * wrong credentials).
 */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  application: Scalars['String']['output'];
  error: Scalars['String']['output'];
  legalName: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  token?: Maybe<TokenObject>;
  userId?: Maybe<Scalars['ID']['output']>;
  userName: Scalars['String']['output'];
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
  /** Business failures (neither `ids` nor `all`, a bad id). */
  userErrors: Array<UserError>;
};

/**
 * A member (会员), as the caller may see them: personal data only for the
 * member themself and permitted staff.
 */
export type Member = Node & {
  __typename?: 'Member';
  /** Only for the member and permitted staff. */
  address?: Maybe<Scalars['String']['output']>;
  /**
   * The avatar: an uploaded file id (`/api/Files/{fid}`) or a URL; empty
   * when none was set.
   */
  avatar: Scalars['String']['output'];
  /** City; empty when not given. */
  city: Scalars['String']['output'];
  /** Country; empty when not given. */
  country: Scalars['String']['output'];
  /** When the member registered. */
  createdAt: Scalars['DateTime']['output'];
  /** How many members follow this member (from a counter). */
  followerCount: Scalars['Int']['output'];
  /** How many members this member follows (from a counter). */
  followingCount: Scalars['Int']['output'];
  /** This member follows the caller (false for anonymous callers). */
  followsMe: Scalars['Boolean']['output'];
  /** As the member gave it (free text); empty when not given. */
  gender: Scalars['String']['output'];
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
  /** Province; empty when not given. */
  province: Scalars['String']['output'];
  /** Only for the member and permitted staff. */
  street?: Maybe<Scalars['String']['output']>;
  /** The VIP level. */
  vipLevel: VipLevel;
  /** The membership number shown on the member card. */
  vipNumber: Scalars['String']['output'];
};

/** A delivery address (only ever shown to its member and permitted staff). */
export type MemberAddress = {
  __typename?: 'MemberAddress';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
  province: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** A member's public card with the caller's relation to them. */
export type MemberCard = {
  __typename?: 'MemberCard';
  /** The avatar (file id or URL); empty when none was set. */
  avatar: Scalars['String']['output'];
  /** City; empty when not given. */
  city: Scalars['String']['output'];
  /** Country; empty when not given. */
  country: Scalars['String']['output'];
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
  /** Province; empty when not given. */
  province: Scalars['String']['output'];
  /** The VIP level. */
  vipLevel: VipLevel;
};

/** Every filter of the staff member lists; unset fields don't filter. */
export type MemberFilterInput = {
  continuousDays?: InputMaybe<Scalars['Int']['input']>;
  createdTimeEnd?: InputMaybe<Scalars['DateTime']['input']>;
  createdTimeStart?: InputMaybe<Scalars['DateTime']['input']>;
  days?: InputMaybe<Scalars['Int']['input']>;
  enable?: InputMaybe<BooleanOption>;
  gates?: InputMaybe<Array<Gate>>;
  /** For the pick-list: marks these as chosen; elsewhere: only these. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Used the product in the last 7 days. */
  isActive?: InputMaybe<BooleanOption>;
  isOffice?: InputMaybe<BooleanOption>;
  isProfessor?: InputMaybe<BooleanOption>;
  isRobot?: InputMaybe<BooleanOption>;
  keyWord?: InputMaybe<Scalars['String']['input']>;
  legalName?: InputMaybe<Scalars['String']['input']>;
  memberGroupId?: InputMaybe<Scalars['ID']['input']>;
  /** professor, distributor, robot, office or member. */
  memberType?: InputMaybe<Scalars['String']['input']>;
  nickName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  platformName?: InputMaybe<Scalars['String']['input']>;
  vipLevels?: InputMaybe<Array<VipLevel>>;
  vipNo?: InputMaybe<Scalars['String']['input']>;
};

export type MemberInputObject = {
  avatar?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  isDistributor?: InputMaybe<Scalars['Boolean']['input']>;
  isProfessor?: InputMaybe<Scalars['Boolean']['input']>;
  isRobot?: InputMaybe<Scalars['Boolean']['input']>;
  nickName?: InputMaybe<Scalars['String']['input']>;
  /** PERMISSION_TYPE_1 (members) and/or PERMISSION_TYPE_2. */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
  phone?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  vipLevel?: InputMaybe<VipLevel>;
  vipNo?: InputMaybe<Scalars['String']['input']>;
};

export type MemberPage = {
  __typename?: 'MemberPage';
  count: Scalars['Int']['output'];
  items: Array<Member>;
  pageResult: PageResult;
  todayAddCount: Scalars['Int']['output'];
  yesterdayAddCount: Scalars['Int']['output'];
};

/** A member in the staff pick-list. */
export type MemberPickItem = {
  __typename?: 'MemberPickItem';
  /** The member's global id. */
  id: Scalars['ID']['output'];
  /** Listed in the filter's `ids`. */
  isChoice: Scalars['Boolean']['output'];
  /** The member id the legacy layer uses. */
  legacyId: Scalars['BigInt']['output'];
  /** The display name. */
  name: Scalars['String']['output'];
};

export type MemberPickPage = {
  __typename?: 'MemberPickPage';
  items: Array<MemberPickItem>;
  pageResult: PageResult;
};

/** A message of the message centre. */
export type Message = Node & {
  __typename?: 'Message';
  content: Scalars['String']['output'];
  /** When it reached the caller (the list's order). */
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Read by the caller. */
  isRead: Scalars['Boolean']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  messageType: MessageType;
  /** Structured data for the client (e.g. `{"feedbackId": "7"}`). */
  payload: Scalars['JSON']['output'];
  scheduledAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * Who sent it (staff or the member it is about); null for system
   * messages. A public card: no personal data.
   */
  sender?: Maybe<MemberCard>;
  status: MessageStatus;
  title: Scalars['String']['output'];
};

export type MessageConnection = {
  __typename?: 'MessageConnection';
  edges: Array<MessageEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<Message>;
  pageInfo: PageInfo;
};

export type MessageEdge = {
  __typename?: 'MessageEdge';
  cursor: Scalars['String']['output'];
  node: Message;
};

export enum MessageStatus {
  Cancelled = 'CANCELLED',
  Scheduled = 'SCHEDULED',
  Sent = 'SENT'
}

/** What a message is about. */
export enum MessageType {
  Interaction = 'INTERACTION',
  Points = 'POINTS',
  SystemNotice = 'SYSTEM_NOTICE'
}

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds stock (a negative delta removes some; never below zero). */
  addShopItemStock: ShopItem;
  /** Adds invite counts; returns how many members changed. */
  autoAddInvite: Scalars['Int']['output'];
  /** Creates up to 500 members; each row stands alone. */
  batchCreateMembers: BulkResultObject;
  /** Registers the caller's device for push notifications. */
  bindPushClient: Scalars['Boolean']['output'];
  /** Binds the caller to the WeChat user of a `wx.login` code. */
  bindWechat: Member;
  /** Cancels the caller's account (SMS code with purpose CANCEL). */
  cancelAccount: Scalars['Boolean']['output'];
  /** Cancels a pending redemption: points refunded, stock restored. */
  cancelRedemption: Redemption;
  /** Cancels a scheduled message (staff). */
  cancelScheduledMessage: CancelScheduledMessagePayload;
  changeOffice: Member;
  /** Disabling signs the member out everywhere. */
  changeState: Member;
  /**
   * Today's check-in (签到; once per Asia/Shanghai day). A second one
   * the same day answers `ALREADY_CHECKED_IN` in `userErrors`.
   */
  checkIn: CheckInPayload;
  /** Staff: close. */
  closeFeedback: Feedback;
  /** Ensures invite codes for these channels (own member, or staff for any). */
  createInviteCode: Array<InviteCode>;
  createMember: Member;
  /** Staff only. */
  createOrUpdateSystemConfig: SystemConfig;
  /** A mini-program code image for sharing. */
  createQrcode: QrcodePayload;
  /** Puts a new item in the shop (staff, operations permission). */
  createShopItem: ShopItem;
  /** Deletes one of the caller's saved selections. */
  deleteSelection: Scalars['Boolean']['output'];
  /** Deletes one of the caller's split records. */
  deleteSplit: Scalars['Boolean']['output'];
  /**
   * Follows a member (关注). Following twice is not an error: `changed`
   * says whether this call made the follow.
   */
  followMember: FollowMemberPayload;
  /** The phone number of a WeChat phone-number grant code. */
  getPhoneNumber: Scalars['String']['output'];
  /** Real-name authentication (GB 11643 ID number). */
  idNumberAuth: Member;
  /** Staff password sign-in (`userName` is the phone). */
  login: LoginPayload;
  /** Signs in with a carrier one-click token (本机号码一键登录). */
  loginByCarrierToken: LoginByCarrierTokenPayload;
  /** Signs in with an SMS code, registering the phone on first use. */
  loginByPhoneCode: LoginByPhoneCodePayload;
  /** Signs in again with the `sign` of an earlier sign-in (no code). */
  loginBySign: LoginBySignPayload;
  /** Signs in from the WeChat mini-program with a `wx.login` code. */
  loginByWeChatCode: LoginByWeChatCodePayload;
  /** Signs this token out. */
  logout: Scalars['Boolean']['output'];
  /**
   * Marks messages read (the listed ones, or `all`); answers the unread
   * count.
   */
  markMessagesRead: MarkMessagesPayload;
  /** Marks messages unread again; answers the unread count. */
  markMessagesUnread: MarkMessagesPayload;
  /** Staff publish a draw with its prize list (operations permission). */
  publishDraw: Draw;
  /** Redeems an item for points, delivered to one of the caller's addresses. */
  redeem: Redemption;
  /**
   * A new token in the last 6 hours of this one's life; the same token
   * before that.
   */
  refreshToken: TokenObject;
  /** Staff: reply; the member gets it as a message. */
  replyFeedback: Feedback;
  /** Records the platform and gate the caller uses. */
  saveMemberSource: Scalars['Boolean']['output'];
  /**
   * Saves a 复式 selection of the caller (双色球, 大乐透, 七乐彩); the
   * server counts its bets and cost.
   */
  saveSelection: SavedSelection;
  /** Splits the caller's order and saves it as a split record. */
  saveSplit: SplitRecordDetail;
  /**
   * Sends a message (staff with the operations permission): to listed
   * members, a group, or everyone; now or at `scheduledAt`.
   */
  sendMessage: SendMessagePayload;
  /**
   * Sends a 6-digit code by SMS. Same answer whether or not the phone is
   * registered. Limits (top-level `RATE_LIMITED` with `retryAfter`): 1
   * per minute, 5 per hour, 10 per day per phone; 20 per hour per IP.
   */
  sendVerificationCode: SendVerificationCodePayload;
  /** Marks a pending redemption shipped. */
  shipRedemption: Redemption;
  /** Writes in: 1–500 characters and up to 4 uploaded image ids. */
  submitFeedback: Feedback;
  unbindWechat: Member;
  /**
   * Stops following a member (取消关注). `changed` says whether this
   * call removed a follow.
   */
  unfollowMember: UnfollowMemberPayload;
  /** Sets the avatar to an uploaded image (`POST /api/Files/upload` → `fid`). */
  updateAvatar: Member;
  /** Sets the default delivery address. */
  updateExpressAddress: MemberAddress;
  /**
   * Names the caller's inviter afterwards (once; by invite code or member
   * id). The inviter gets the invite reward.
   */
  updateInviteMeMemberCode: InviterSet;
  updateLocation: Member;
  updateMember: Member;
  updateNickName: Member;
  /** Changes an item's details; absent fields stay. */
  updateShopItem: ShopItem;
  /**
   * Uploads an image (PNG, JPEG, GIF or WebP by its bytes; ≤ 5 MiB).
   * Send as `multipart/form-data` per the GraphQL multipart request spec.
   */
  uploadImage: UploadedFile;
};


export type MutationAddShopItemStockArgs = {
  delta: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAutoAddInviteArgs = {
  items: Array<AddInviteInput>;
};


export type MutationBatchCreateMembersArgs = {
  items: Array<MemberInputObject>;
};


export type MutationBindPushClientArgs = {
  modelType?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  pushClientId: Scalars['String']['input'];
};


export type MutationBindWechatArgs = {
  code: Scalars['String']['input'];
};


export type MutationCancelAccountArgs = {
  mobile: Scalars['String']['input'];
  verificationCode: Scalars['String']['input'];
};


export type MutationCancelRedemptionArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelScheduledMessageArgs = {
  input: CancelScheduledMessageInput;
};


export type MutationChangeOfficeArgs = {
  id: Scalars['ID']['input'];
  isOffice: Scalars['Boolean']['input'];
};


export type MutationChangeStateArgs = {
  enable: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationCheckInArgs = {
  input?: CheckInInput;
};


export type MutationCloseFeedbackArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateInviteCodeArgs = {
  channels: Array<Scalars['String']['input']>;
  memberId: Scalars['ID']['input'];
};


export type MutationCreateMemberArgs = {
  input: MemberInputObject;
};


export type MutationCreateOrUpdateSystemConfigArgs = {
  input: SystemConfigInput;
};


export type MutationCreateQrcodeArgs = {
  input: CreateQrcodeInput;
};


export type MutationCreateShopItemArgs = {
  input: ShopItemInput;
  stock: Scalars['Int']['input'];
};


export type MutationDeleteSelectionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSplitArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFollowMemberArgs = {
  input: FollowMemberInput;
};


export type MutationGetPhoneNumberArgs = {
  code: Scalars['String']['input'];
};


export type MutationIdNumberAuthArgs = {
  idNumber: Scalars['String']['input'];
  legalName: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  cipher: Scalars['String']['input'];
  gate?: InputMaybe<Gate>;
  userName: Scalars['String']['input'];
};


export type MutationLoginByCarrierTokenArgs = {
  input: LoginByCarrierTokenInput;
};


export type MutationLoginByPhoneCodeArgs = {
  input: LoginByPhoneCodeInput;
};


export type MutationLoginBySignArgs = {
  input: LoginBySignInput;
};


export type MutationLoginByWeChatCodeArgs = {
  input: LoginByWeChatCodeInput;
};


export type MutationMarkMessagesReadArgs = {
  input: MarkMessagesInput;
};


export type MutationMarkMessagesUnreadArgs = {
  input: MarkMessagesInput;
};


export type MutationPublishDrawArgs = {
  input: PublishDrawInput;
};


export type MutationRedeemArgs = {
  input: RedeemInputObject;
};


export type MutationReplyFeedbackArgs = {
  id: Scalars['ID']['input'];
  reply: Scalars['String']['input'];
};


export type MutationSaveMemberSourceArgs = {
  gate: Gate;
  platformName: Scalars['String']['input'];
};


export type MutationSaveSelectionArgs = {
  extraNumbers: Array<Scalars['Int']['input']>;
  game: Game;
  mainNumbers: Array<Scalars['Int']['input']>;
  multiple?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSaveSplitArgs = {
  input: SplitOrderInput;
};


export type MutationSendMessageArgs = {
  input: SendMessageInput;
};


export type MutationSendVerificationCodeArgs = {
  input: SendVerificationCodeInput;
};


export type MutationShipRedemptionArgs = {
  id: Scalars['ID']['input'];
  trackingNo: Scalars['String']['input'];
};


export type MutationSubmitFeedbackArgs = {
  content: Scalars['String']['input'];
  images?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationUnfollowMemberArgs = {
  input: FollowMemberInput;
};


export type MutationUpdateAvatarArgs = {
  fid: Scalars['String']['input'];
};


export type MutationUpdateExpressAddressArgs = {
  input: ExpressAddressInput;
};


export type MutationUpdateInviteMeMemberCodeArgs = {
  inviteCode?: InputMaybe<Scalars['String']['input']>;
  inviteMeMemberId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateLocationArgs = {
  input: LocationInput;
};


export type MutationUpdateMemberArgs = {
  id: Scalars['ID']['input'];
  input: MemberInputObject;
};


export type MutationUpdateNickNameArgs = {
  nickName: Scalars['String']['input'];
};


export type MutationUpdateShopItemArgs = {
  id: Scalars['ID']['input'];
  input: ShopItemInput;
};


export type MutationUploadImageArgs = {
  file: Scalars['Upload']['input'];
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
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  member: MemberCard;
  /** Reward points the caller got for this member. */
  points: Scalars['Int']['output'];
};

export type MyInviteConnection = {
  __typename?: 'MyInviteConnection';
  edges: Array<MyInviteEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<MyInvite>;
  pageInfo: PageInfo;
  /** Members the caller invited (the invite count). */
  totalCount: Scalars['Int']['output'];
  /** Invite reward points earned in total. */
  totalPoints: Scalars['Int']['output'];
};

export type MyInviteEdge = {
  __typename?: 'MyInviteEdge';
  cursor: Scalars['String']['output'];
  node: MyInvite;
};

/** An object with a global id. */
export type Node = {
  /** The global id (opaque). */
  id: Scalars['ID']['output'];
};

export type NumberTrend = {
  __typename?: 'NumberTrend';
  /** Draws since it last appeared (遗漏). */
  currentOmission: Scalars['Int']['output'];
  frequency: Scalars['Int']['output'];
  maxOmission: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
};

/** An order split into printable tickets. */
export type OrderSplit = {
  __typename?: 'OrderSplit';
  bets: Scalars['Int']['output'];
  costFen: Scalars['Int']['output'];
  game: Game;
  ticketCount: Scalars['Int']['output'];
  /**
   * The tickets from `offset` (default 0), `first` of them (default 50,
   * at most 500).
   */
  tickets: Array<SplitTicket>;
};


/** An order split into printable tickets. */
export type OrderSplitTicketsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
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
   * Items come before the first one of this page. While paging forward
   * this is true when `after` was given (Relay allows the estimate).
   */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first item; null for an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PageResult = {
  __typename?: 'PageResult';
  firstRow: Scalars['Int']['output'];
  lastRow: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rowCount: Scalars['Int']['output'];
};

/** The bonus detail (奖金明细) of a parlay. */
export type ParlayBreakdown = {
  __typename?: 'ParlayBreakdown';
  bets: Scalars['Int']['output'];
  /** bets × 2 yuan × 倍, in fen. */
  costFen: Scalars['Int']['output'];
  /** From all games right down to the smallest size. */
  hits: Array<ParlayHits>;
  maxBonusFen: Scalars['Int']['output'];
  minBonusFen: Scalars['Int']['output'];
  singles: Array<ParlaySingle>;
};

/** With `hits` games right: winning bets per size and the bonus range. */
export type ParlayHits = {
  __typename?: 'ParlayHits';
  hits: Scalars['Int']['output'];
  maxBonusFen: Scalars['Int']['output'];
  minBonusFen: Scalars['Int']['output'];
  sizes: Array<Scalars['Int']['output']>;
  winningBets: Array<Scalars['Int']['output']>;
};

/**
 * A 竞彩 parlay selection: each game's picked options as odds in
 * hundredths (2.10 → 210), played at the parlay sizes (2 for 2串1;
 * several for 自由过关).
 */
export type ParlayInput = {
  games: Array<Array<Scalars['Int']['input']>>;
  /** Default 1. */
  multiple?: InputMaybe<Scalars['Int']['input']>;
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
  /** At the order's multiple, in fen. */
  bonusFen: Scalars['Int']['output'];
  legs: Array<ParlayLeg>;
};

/** Which way a points ledger row moved the balance. */
export enum PointsDirection {
  /** Points credited (earned: check-in, invites, rewards, refunds). */
  Credit = 'CREDIT',
  /** Points debited (spent in the shop). */
  Debit = 'DEBIT'
}

/** One row of a member's points ledger (积分明细). */
export type PointsRecord = {
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
  /** Pass as `after` to read on from here. */
  cursor: Scalars['String']['output'];
  /** The ledger row. */
  node: PointsRecord;
};

export type PreRegistrationCheckPayload = {
  __typename?: 'PreRegistrationCheckPayload';
  inviteMeMemberId?: Maybe<Scalars['ID']['output']>;
  /** The invite (code or member id) names an active member. */
  inviteValid: Scalars['Boolean']['output'];
  isBigGunCode: Scalars['Boolean']['output'];
};

/** A tier won. */
export type PrizeLine = {
  __typename?: 'PrizeLine';
  /** What 追加 adds per bet, in fen. */
  additionalFen?: Maybe<Scalars['Int']['output']>;
  /** Per bet, in fen; null for a floating tier without a published amount. */
  amountFen?: Maybe<Scalars['Int']['output']>;
  /** Winning bets at one multiple. */
  bets: Scalars['Int']['output'];
  /** 一等奖 …, 福运奖, or 直选/组三/组六. */
  name: Scalars['String']['output'];
  tier: Scalars['Int']['output'];
  /** (amount + 追加) × bets × multiple; null when not known. */
  totalFen?: Maybe<Scalars['Int']['output']>;
};

export type PublishDrawInput = {
  drawDate: Scalars['NaiveDate']['input'];
  extraNumbers: Array<Scalars['Int']['input']>;
  game: Game;
  issue: Scalars['String']['input'];
  mainNumbers: Array<Scalars['Int']['input']>;
  poolFen?: InputMaybe<Scalars['Int']['input']>;
  prizeList?: InputMaybe<Scalars['JSON']['input']>;
};

export type QrcodePayload = {
  __typename?: 'QrcodePayload';
  /** The PNG/JPEG image, base64; empty when WeChat refused. */
  bufferBase64: Scalars['String']['output'];
  /** WeChat's error code (0 = ok). */
  errcode: Scalars['Int']['output'];
  errmsg: Scalars['String']['output'];
};

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
  /** Staff with the operations permission: feedback in a state, newest first. */
  feedbacks: FeedbackPage;
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
  /**
   * Staff with the members permission: the member with this phone; null
   * when no member has it.
   */
  memberByPhone?: Maybe<Member>;
  /** Public cards of several members (at most 100) with follow relations. */
  memberCards: Array<MemberCard>;
  /** Staff: ids of the members matching the filter (at most 10 000). */
  memberIds: Array<Scalars['ID']['output']>;
  /** Staff: a pick-list of members; `filter.ids` are marked `isChoice`. */
  memberPickList: MemberPickPage;
  /** Staff: members, newest first, with every filter. */
  members: MemberPage;
  /** Several members (at most 100), as the caller may see them. */
  membersByIds: Array<Member>;
  /** One of the caller's messages (staff: any). */
  message: Message;
  /** Every message, newest first (staff with the operations permission). */
  messages: MessageConnection;
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
  /** Every item, on the shelf or not (staff, operations permission). */
  shopItemsAdmin: Array<ShopItem>;
  /**
   * Every member's redemptions, newest first, optionally of one status
   * (staff, operations permission; audit-logged).
   */
  shopRedemptions: RedemptionConnection;
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
  /**
   * Pixel events per page and per day, `from`..=`to` (at most 92 days;
   * staff with the operations permission).
   */
  trackingPageDays: Array<TrackingPageDay>;
  /** Frequency, omission (遗漏), hot/cold and shapes over the last draws. */
  trend: Trend;
  /** The caller's unread messages (targeted and broadcasts). */
  unreadMessageCount: Scalars['Int']['output'];
};


export type QueryAdRewardArgs = {
  provider?: InputMaybe<Scalars['String']['input']>;
  transId: Scalars['String']['input'];
};


export type QueryBetCountArgs = {
  input: BetCountInput;
};


export type QueryCheckInCalendarArgs = {
  month: Scalars['String']['input'];
};


export type QueryCheckTicketArgs = {
  game: Game;
  issue: Scalars['String']['input'];
  ticket: TicketInput;
};


export type QueryDrawArgs = {
  game: Game;
  issue: Scalars['String']['input'];
};


export type QueryDrawHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  game: Game;
};


export type QueryFeedbacksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<WorkflowState>;
};


export type QueryFollowCountsArgs = {
  memberId: Scalars['ID']['input'];
};


export type QueryFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  memberId: Scalars['ID']['input'];
};


export type QueryFollowingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  memberId: Scalars['ID']['input'];
};


export type QueryInviteLandingArgs = {
  code: Scalars['String']['input'];
};


export type QueryInviteRankArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLotteryReplayArgs = {
  game: Game;
  last?: InputMaybe<Scalars['Int']['input']>;
  ticket: TicketInput;
};


export type QueryMemberArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMemberByPhoneArgs = {
  phone: Scalars['String']['input'];
};


export type QueryMemberCardsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryMemberIdsArgs = {
  filter?: InputMaybe<MemberFilterInput>;
};


export type QueryMemberPickListArgs = {
  filter?: InputMaybe<MemberFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMembersArgs = {
  filter?: InputMaybe<MemberFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMembersByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<MessageStatus>;
};


export type QueryMyFeedbackArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyInvitesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  isRead?: InputMaybe<Scalars['Boolean']['input']>;
  messageType?: InputMaybe<MessageType>;
};


export type QueryMyRedemptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMySelectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMySplitsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryParlayBreakdownArgs = {
  input: ParlayInput;
};


export type QueryPointsArgs = {
  memberId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPointsHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  memberId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPreRegistrationCheckArgs = {
  inviteCode?: InputMaybe<Scalars['String']['input']>;
  inviteMeMemberId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySavedSelectionArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySelectNumbersArgs = {
  input: SelectNumbersInput;
};


export type QueryShopItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryShopItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryShopRedemptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<RedemptionStatus>;
};


export type QuerySplitOrderArgs = {
  input: SplitOrderInput;
};


export type QuerySplitRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySystemConfigArgs = {
  type: Scalars['String']['input'];
};


export type QuerySystemConfigsArgs = {
  types: Array<Scalars['String']['input']>;
};


export type QueryTrackingPageDaysArgs = {
  eventType?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['NaiveDate']['input'];
  to: Scalars['NaiveDate']['input'];
};


export type QueryTrendArgs = {
  game: Game;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type RedeemInputObject = {
  /** One of the caller's delivery addresses (`myAddresses`). */
  addressId: Scalars['ID']['input'];
  /**
   * A fresh key per redeem attempt (e.g. a UUID); resending the same key
   * answers the first redemption instead of redeeming twice.
   */
  idempotencyKey: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  /** 1 to 99; default 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** A redemption ("exchange record"). */
export type Redemption = {
  __typename?: 'Redemption';
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  delivery: DeliveryAddress;
  id: Scalars['ID']['output'];
  /** The item redeemed (global id). */
  itemId: Scalars['ID']['output'];
  itemName: Scalars['String']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  /** The member who redeemed (global id). */
  memberId: Scalars['ID']['output'];
  note: Scalars['String']['output'];
  /** Points paid. */
  points: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  status: RedemptionStatus;
  trackingNo: Scalars['String']['output'];
};

export type RedemptionConnection = {
  __typename?: 'RedemptionConnection';
  edges: Array<RedemptionEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<Redemption>;
  pageInfo: PageInfo;
};

export type RedemptionEdge = {
  __typename?: 'RedemptionEdge';
  cursor: Scalars['String']['output'];
  node: Redemption;
};

export enum RedemptionStatus {
  Cancelled = 'CANCELLED',
  Pending = 'PENDING',
  Shipped = 'SHIPPED'
}

/** A ticket replayed over the last draws. */
export type Replay = {
  __typename?: 'Replay';
  /** What playing it in every one of them would have cost. */
  costFen: Scalars['Int']['output'];
  /** Draws covered. */
  draws: Scalars['Int']['output'];
  game: Game;
  /** Each draw, newest first. */
  results: Array<TicketResult>;
  /** Winning lines with no known amount. */
  unknownLines: Scalars['Int']['output'];
  /** Draws that won something. */
  wonDraws: Scalars['Int']['output'];
  /** Known winnings (floating tiers without a published amount left out). */
  wonFen: Scalars['Int']['output'];
};

/** A saved selection. */
export type SavedSelection = Node & {
  __typename?: 'SavedSelection';
  bets: Scalars['Int']['output'];
  costFen: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  extraNumbers: Array<Scalars['Int']['output']>;
  game: Game;
  id: Scalars['ID']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  mainNumbers: Array<Scalars['Int']['output']>;
  multiple: Scalars['Int']['output'];
  /** Multiples per printable ticket. */
  tickets: Array<Scalars['Int']['output']>;
};

export type SavedSelectionConnection = {
  __typename?: 'SavedSelectionConnection';
  edges: Array<SavedSelectionEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<SavedSelection>;
  pageInfo: PageInfo;
};

export type SavedSelectionEdge = {
  __typename?: 'SavedSelectionEdge';
  cursor: Scalars['String']['output'];
  node: SavedSelection;
};

/** Number selection filters (双色球): ranges are inclusive. */
export type SelectNumbersInput = {
  bigMax?: InputMaybe<Scalars['Int']['input']>;
  bigMin?: InputMaybe<Scalars['Int']['input']>;
  /** Blues to play with every combination (at least one). */
  blues: Array<Scalars['Int']['input']>;
  /** 6 to 20 candidate reds. */
  candidates: Array<Scalars['Int']['input']>;
  exclude?: InputMaybe<Array<Scalars['Int']['input']>>;
  must?: InputMaybe<Array<Scalars['Int']['input']>>;
  oddMax?: InputMaybe<Scalars['Int']['input']>;
  oddMin?: InputMaybe<Scalars['Int']['input']>;
  spanMax?: InputMaybe<Scalars['Int']['input']>;
  spanMin?: InputMaybe<Scalars['Int']['input']>;
  sumMax?: InputMaybe<Scalars['Int']['input']>;
  sumMin?: InputMaybe<Scalars['Int']['input']>;
};

export type Selection = {
  __typename?: 'Selection';
  /** Bets in total (red combinations × blues). */
  bets: Scalars['Int']['output'];
  blues: Array<Scalars['Int']['output']>;
  costFen: Scalars['Int']['output'];
  /** The first red combinations (at most 200); each is played with every blue. */
  reds: Array<Array<Scalars['Int']['output']>>;
};

export type SendMessageInput = {
  content: Scalars['String']['input'];
  /** …or a member group… */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * A fresh key per send (e.g. a UUID): a retry with the same key
   * answers the first message instead of sending again.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Listed members (1–1000)… */
  memberIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Default SYSTEM_NOTICE. */
  messageType?: InputMaybe<MessageType>;
  payload?: InputMaybe<Scalars['JSON']['input']>;
  /** Send at this time instead of now (at most a year ahead). */
  scheduledAt?: InputMaybe<Scalars['DateTime']['input']>;
  title: Scalars['String']['input'];
  /** …or everyone (a broadcast: no row per member). */
  toAll?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The answer of `sendMessage`. */
export type SendMessagePayload = {
  __typename?: 'SendMessagePayload';
  /** The message as stored (`SENT` or `SCHEDULED`); null on failure. */
  message?: Maybe<Message>;
  /** Business failures (bad fields, unknown recipients, a reused key). */
  userErrors: Array<UserError>;
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

/** An item of the points shop. */
export type ShopItem = Node & {
  __typename?: 'ShopItem';
  description: Scalars['String']['output'];
  /** On the shelf. */
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Uploaded file ids (`/api/Files/{fid}`); the first is the cover. */
  images: Array<Scalars['String']['output']>;
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  name: Scalars['String']['output'];
  pricePoints: Scalars['Int']['output'];
  redeemedCount: Scalars['Int']['output'];
  sortOrder: Scalars['Int']['output'];
  stock: Scalars['Int']['output'];
};

export type ShopItemConnection = {
  __typename?: 'ShopItemConnection';
  edges: Array<ShopItemEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<ShopItem>;
  pageInfo: PageInfo;
};

export type ShopItemEdge = {
  __typename?: 'ShopItemEdge';
  cursor: Scalars['String']['output'];
  node: ShopItem;
};

export type ShopItemInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  pricePoints?: InputMaybe<Scalars['Int']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An order to split: 双色球 [red, blue], 大乐透 [front, back], 七乐彩
 * [numbers], 3D/排列三 3 positions, 排列五 5, 七星彩 7.
 */
export type SplitOrderInput = {
  /** 大乐透 追加. */
  additional?: InputMaybe<Scalars['Boolean']['input']>;
  game: Game;
  /** Default 1. */
  multiple?: InputMaybe<Scalars['Int']['input']>;
  zones: Array<ZoneInput>;
};

/** A saved order split. */
export type SplitRecord = Node & {
  __typename?: 'SplitRecord';
  additional: Scalars['Boolean']['output'];
  bets: Scalars['Int']['output'];
  costFen: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  game: Game;
  id: Scalars['ID']['output'];
  /** The row id the legacy layer (`POST /api/...`) uses for this object. */
  legacyId: Scalars['BigInt']['output'];
  multiple: Scalars['Int']['output'];
  ticketCount: Scalars['Int']['output'];
  /** The order as picked. */
  zones: Array<TicketZone>;
};

export type SplitRecordConnection = {
  __typename?: 'SplitRecordConnection';
  edges: Array<SplitRecordEdge>;
  /** The items of this page, as in `edges` without the cursors. */
  nodes: Array<SplitRecord>;
  pageInfo: PageInfo;
};

/** A saved split with its tickets (the split info page). */
export type SplitRecordDetail = {
  __typename?: 'SplitRecordDetail';
  record: SplitRecord;
  split: OrderSplit;
};

export type SplitRecordEdge = {
  __typename?: 'SplitRecordEdge';
  cursor: Scalars['String']['output'];
  node: SplitRecord;
};

/** One printable ticket. */
export type SplitTicket = {
  __typename?: 'SplitTicket';
  bets: Scalars['Int']['output'];
  costFen: Scalars['Int']['output'];
  multiple: Scalars['Int']['output'];
  /**
   * The ticket's single bets (拆分明细), each as one number list per
   * zone; the first `first` (default 20, at most 500).
   */
  singleBets: Array<Array<Array<Scalars['Int']['output']>>>;
  zones: Array<TicketZone>;
};


/** One printable ticket. */
export type SplitTicketSingleBetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

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


export type SubscriptionDrawPublishedArgs = {
  game?: InputMaybe<Game>;
};


export type SubscriptionSystemConfigChangedArgs = {
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A system configuration value. */
export type SystemConfig = {
  __typename?: 'SystemConfig';
  description: Scalars['String']['output'];
  /** The value's name, e.g. `CHECK_IN_REWARDS`. */
  type: Scalars['String']['output'];
  typeIntValue: Scalars['Int']['output'];
  typeStringValue: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Create or update a value. Omitted fields keep their stored value. */
export type SystemConfigInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
  typeIntValue?: InputMaybe<Scalars['Int']['input']>;
  typeStringValue?: InputMaybe<Scalars['String']['input']>;
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
  /** Digit games: DIRECT (default) or GROUP. */
  play?: InputMaybe<Scalars['String']['input']>;
};

/** A ticket against one draw. */
export type TicketResult = {
  __typename?: 'TicketResult';
  /** Bets of the ticket at one multiple. */
  bets: Scalars['Int']['output'];
  /** 大乐透 2026 rules: whether the boosted amounts applied. */
  boosted: Scalars['Boolean']['output'];
  costFen: Scalars['Int']['output'];
  drawDate: Scalars['NaiveDate']['output'];
  extraNumbers: Array<Scalars['Int']['output']>;
  game: Game;
  issue: Scalars['String']['output'];
  lines: Array<PrizeLine>;
  mainNumbers: Array<Scalars['Int']['output']>;
  /** The sum of the lines; null when a won tier has no known amount. */
  totalFen?: Maybe<Scalars['Int']['output']>;
};

/** A zone of a printed ticket. */
export type TicketZone = {
  __typename?: 'TicketZone';
  dan: Array<Scalars['Int']['output']>;
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

/** Events of one page on one Asia/Shanghai day. */
export type TrackingPageDay = {
  __typename?: 'TrackingPageDay';
  day: Scalars['String']['output'];
  /** Seconds on the page (pageDuration events). */
  duration: Scalars['Int']['output'];
  events: Scalars['Int']['output'];
  pagePath: Scalars['String']['output'];
  /** Distinct signed-in users. */
  users: Scalars['Int']['output'];
};

export type Trend = {
  __typename?: 'Trend';
  cold: Array<Scalars['Int']['output']>;
  /** How many draws it covers. */
  draws: Scalars['Int']['output'];
  extra: Array<NumberTrend>;
  game: Game;
  hot: Array<Scalars['Int']['output']>;
  main: Array<NumberTrend>;
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

export type UploadedFile = {
  __typename?: 'UploadedFile';
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  fid: Scalars['String']['output'];
  name: Scalars['String']['output'];
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
  BindPhone = 'BIND_PHONE',
  Cancel = 'CANCEL',
  Login = 'LOGIN'
}

export enum VipLevel {
  Level1 = 'LEVEL1',
  Level2 = 'LEVEL2',
  Level3 = 'LEVEL3'
}

/** The generic record workflow. */
export enum WorkflowState {
  Closed = 'CLOSED',
  Prestart = 'PRESTART',
  Processing = 'PROCESSING'
}

/**
 * One zone of an order: 胆 and 拖 (a plain 复式 has only 拖; a digit
 * position lists its digits as 拖).
 */
export type ZoneInput = {
  dan?: Array<Scalars['Int']['input']>;
  tuo: Array<Scalars['Int']['input']>;
};

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { __typename?: 'Mutation', refreshToken: { __typename?: 'TokenObject', token: string, expiresAt: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type SubmitFeedbackMutationVariables = Exact<{
  content: Scalars['String']['input'];
}>;


export type SubmitFeedbackMutation = { __typename?: 'Mutation', submitFeedback: { __typename?: 'Feedback', id: string, state: WorkflowState } };

export type MyFeedbackQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFeedbackQuery = { __typename?: 'Query', myFeedback: { __typename?: 'FeedbackConnection', edges: Array<{ __typename?: 'FeedbackEdge', node: { __typename?: 'Feedback', id: string, content: string, state: WorkflowState, reply?: string | null, createdAt: string } }> } };

export type FollowRow_MemberFragment = { __typename?: 'FollowMember', id: string, nickname: string, isFollowedByMe: boolean, isExpert: boolean } & { ' $fragmentName'?: 'FollowRow_MemberFragment' };

export type FollowLists_PageFragment = { __typename?: 'FollowConnection', totalCount: number, edges: Array<{ __typename?: 'FollowEdge', cursor: string, node: (
      { __typename?: 'FollowMember', id: string }
      & { ' $fragmentRefs'?: { 'FollowRow_MemberFragment': FollowRow_MemberFragment } }
    ) }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } & { ' $fragmentName'?: 'FollowLists_PageFragment' };

export type FansListQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FansListQuery = { __typename?: 'Query', followers: (
    { __typename?: 'FollowConnection' }
    & { ' $fragmentRefs'?: { 'FollowLists_PageFragment': FollowLists_PageFragment } }
  ) };

export type FollowingListQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowingListQuery = { __typename?: 'Query', following: (
    { __typename?: 'FollowConnection' }
    & { ' $fragmentRefs'?: { 'FollowLists_PageFragment': FollowLists_PageFragment } }
  ) };

export type FollowBackMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowBackMutation = { __typename?: 'Mutation', followMember: { __typename?: 'FollowMemberPayload', changed: boolean, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type MemberPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MemberPageQuery = { __typename?: 'Query', member?: { __typename?: 'Member', id: string, nickname: string, followerCount: number, followingCount: number, isExpert: boolean, isFollowedByMe: boolean } | null };

export type FollowMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowMutation = { __typename?: 'Mutation', followMember: { __typename?: 'FollowMemberPayload', member?: { __typename?: 'Member', id: string, isFollowedByMe: boolean, followerCount: number } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type UnfollowMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnfollowMutation = { __typename?: 'Mutation', unfollowMember: { __typename?: 'UnfollowMemberPayload', member?: { __typename?: 'Member', id: string, isFollowedByMe: boolean, followerCount: number } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type AnnouncementQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnouncementQuery = { __typename?: 'Query', systemConfig?: { __typename?: 'SystemConfig', typeStringValue: string } | null, latestDraws: Array<(
    { __typename?: 'Draw', game: Game, issue: string, drawDate: any }
    & { ' $fragmentRefs'?: { 'DrawBalls_DrawFragment': DrawBalls_DrawFragment } }
  )> };

export type InviteRankPageQueryVariables = Exact<{ [key: string]: never; }>;


export type InviteRankPageQuery = { __typename?: 'Query', inviteRank: { __typename?: 'InviteRank', ranking: number, items: Array<{ __typename?: 'InviteRankItem', ranking: number, count: number, member: { __typename?: 'MemberCard', id: string, nickname: string } }> } };

export type InviteLandingQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type InviteLandingQuery = { __typename?: 'Query', inviteLanding?: { __typename?: 'InviteLanding', isBigGun: boolean, inviter: { __typename?: 'MemberCard', id: string, nickname: string } } | null };

export type SharePageQueryVariables = Exact<{ [key: string]: never; }>;


export type SharePageQuery = { __typename?: 'Query', inviteShareInfo: { __typename?: 'InviteShareInfo', code: string, inviteNum: number, invitePoints: number, rewardPoints: number } };

export type LoginPage_TokenFragment = { __typename?: 'TokenObject', token: string, expiresAt: string } & { ' $fragmentName'?: 'LoginPage_TokenFragment' };

export type LoginPage_MemberFragment = { __typename?: 'Member', id: string, nickname: string } & { ' $fragmentName'?: 'LoginPage_MemberFragment' };

export type SendCodeMutationVariables = Exact<{
  input: SendVerificationCodeInput;
}>;


export type SendCodeMutation = { __typename?: 'Mutation', sendVerificationCode: { __typename?: 'SendVerificationCodePayload', sent: boolean, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type LoginByCodeMutationVariables = Exact<{
  input: LoginByPhoneCodeInput;
}>;


export type LoginByCodeMutation = { __typename?: 'Mutation', loginByPhoneCode: { __typename?: 'LoginByPhoneCodePayload', isNewMember: boolean, token?: (
      { __typename?: 'TokenObject' }
      & { ' $fragmentRefs'?: { 'LoginPage_TokenFragment': LoginPage_TokenFragment } }
    ) | null, member?: (
      { __typename?: 'Member' }
      & { ' $fragmentRefs'?: { 'LoginPage_MemberFragment': LoginPage_MemberFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type CarrierLoginMutationVariables = Exact<{
  input: LoginByCarrierTokenInput;
}>;


export type CarrierLoginMutation = { __typename?: 'Mutation', loginByCarrierToken: { __typename?: 'LoginByCarrierTokenPayload', token?: (
      { __typename?: 'TokenObject' }
      & { ' $fragmentRefs'?: { 'LoginPage_TokenFragment': LoginPage_TokenFragment } }
    ) | null, member?: (
      { __typename?: 'Member' }
      & { ' $fragmentRefs'?: { 'LoginPage_MemberFragment': LoginPage_MemberFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type WeChatLoginMutationVariables = Exact<{
  input: LoginByWeChatCodeInput;
}>;


export type WeChatLoginMutation = { __typename?: 'Mutation', loginByWeChatCode: { __typename?: 'LoginByWeChatCodePayload', token?: (
      { __typename?: 'TokenObject' }
      & { ' $fragmentRefs'?: { 'LoginPage_TokenFragment': LoginPage_TokenFragment } }
    ) | null, member?: (
      { __typename?: 'Member' }
      & { ' $fragmentRefs'?: { 'LoginPage_MemberFragment': LoginPage_MemberFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type OrderCountQueryVariables = Exact<{
  input: SplitOrderInput;
}>;


export type OrderCountQuery = { __typename?: 'Query', splitOrder: { __typename?: 'OrderSplit', bets: number, costFen: number, ticketCount: number } };

export type SaveSelectionMutationVariables = Exact<{
  game: Game;
  main: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  extra: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  multiple?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SaveSelectionMutation = { __typename?: 'Mutation', saveSelection: { __typename?: 'SavedSelection', id: string } };

export type ResultIssuesQueryVariables = Exact<{
  game: Game;
}>;


export type ResultIssuesQuery = { __typename?: 'Query', drawHistory: { __typename?: 'DrawConnection', edges: Array<{ __typename?: 'DrawEdge', node: { __typename?: 'Draw', issue: string, drawDate: any } }> } };

export type CheckTicketQueryVariables = Exact<{
  game: Game;
  issue: Scalars['String']['input'];
  ticket: TicketInput;
}>;


export type CheckTicketQuery = { __typename?: 'Query', checkTicket: (
    { __typename?: 'TicketResult', issue: string, drawDate: any, mainNumbers: Array<number>, extraNumbers: Array<number>, bets: number, costFen: number }
    & { ' $fragmentRefs'?: { 'PrizeLines_ResultFragment': PrizeLines_ResultFragment } }
  ) };

export type DigitPlayCountQueryVariables = Exact<{
  input: BetCountInput;
}>;


export type DigitPlayCountQuery = { __typename?: 'Query', betCount: { __typename?: 'BetCount', bets: number, costFen: number, tickets: Array<number> } };

export type DrawHistoryPageQueryVariables = Exact<{
  game: Game;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type DrawHistoryPageQuery = { __typename?: 'Query', drawHistory: { __typename?: 'DrawConnection', edges: Array<{ __typename?: 'DrawEdge', node: (
        { __typename?: 'Draw', issue: string, drawDate: any, prizeList: any, poolFen?: number | null }
        & { ' $fragmentRefs'?: { 'DrawBalls_DrawFragment': DrawBalls_DrawFragment } }
      ) }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ParityStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type ParityStatisticsQuery = { __typename?: 'Query', trend: { __typename?: 'Trend', shapes: Array<{ __typename?: 'DrawTrendShape', issue: string, odd: number, even: number, big: number, small: number, sum: number, span: number, consecutive: number }> } };

export type PrizeLines_ResultFragment = { __typename?: 'TicketResult', boosted: boolean, totalFen?: number | null, lines: Array<{ __typename?: 'PrizeLine', tier: number, name: string, bets: number, amountFen?: number | null, additionalFen?: number | null, totalFen?: number | null }> } & { ' $fragmentName'?: 'PrizeLines_ResultFragment' };

export type MySelectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySelectionsQuery = { __typename?: 'Query', mySelections: { __typename?: 'SavedSelectionConnection', edges: Array<{ __typename?: 'SavedSelectionEdge', node: (
        { __typename?: 'SavedSelection', id: string }
        & { ' $fragmentRefs'?: { 'SelectionSummary_SelectionFragment': SelectionSummary_SelectionFragment } }
      ) }> } };

export type DeleteSelectionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSelectionMutation = { __typename?: 'Mutation', deleteSelection: boolean };

export type LotteryReplayQueryVariables = Exact<{
  game: Game;
  ticket: TicketInput;
  last: Scalars['Int']['input'];
}>;


export type LotteryReplayQuery = { __typename?: 'Query', lotteryReplay: { __typename?: 'Replay', draws: number, wonDraws: number, costFen: number, wonFen: number, unknownLines: number, results: Array<(
      { __typename?: 'TicketResult', issue: string, drawDate: any, mainNumbers: Array<number>, extraNumbers: Array<number>, lines: Array<{ __typename?: 'PrizeLine', tier: number }> }
      & { ' $fragmentRefs'?: { 'PrizeLines_ResultFragment': PrizeLines_ResultFragment } }
    )> } };

export type SavedSelectionInfoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SavedSelectionInfoQuery = { __typename?: 'Query', savedSelection?: (
    { __typename?: 'SavedSelection', id: string, game: Game, mainNumbers: Array<number>, extraNumbers: Array<number>, multiple: number, createdAt: string }
    & { ' $fragmentRefs'?: { 'SelectionSummary_SelectionFragment': SelectionSummary_SelectionFragment } }
  ) | null };

export type SelectNumbersQueryVariables = Exact<{
  input: SelectNumbersInput;
}>;


export type SelectNumbersQuery = { __typename?: 'Query', selectNumbers: { __typename?: 'Selection', bets: number, costFen: number, reds: Array<Array<number>>, blues: Array<number> } };

export type SaveSelectedBetMutationVariables = Exact<{
  main: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  extra: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type SaveSelectedBetMutation = { __typename?: 'Mutation', saveSelection: { __typename?: 'SavedSelection', id: string } };

export type SelectionSummary_SelectionFragment = { __typename?: 'SavedSelection', game: Game, mainNumbers: Array<number>, extraNumbers: Array<number>, bets: number, multiple: number, costFen: number, tickets: Array<number> } & { ' $fragmentName'?: 'SelectionSummary_SelectionFragment' };

export type SplitInfoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  offset: Scalars['Int']['input'];
}>;


export type SplitInfoQuery = { __typename?: 'Query', splitRecord?: { __typename?: 'SplitRecordDetail', record: (
      { __typename?: 'SplitRecord', game: Game }
      & { ' $fragmentRefs'?: { 'SplitRecordHead_RecordFragment': SplitRecordHead_RecordFragment } }
    ), split: (
      { __typename?: 'OrderSplit' }
      & { ' $fragmentRefs'?: { 'SplitTickets_SplitFragment': SplitTickets_SplitFragment } }
    ) } | null };

export type SplitOrderQueryVariables = Exact<{
  input: SplitOrderInput;
  offset: Scalars['Int']['input'];
}>;


export type SplitOrderQuery = { __typename?: 'Query', splitOrder: (
    { __typename?: 'OrderSplit' }
    & { ' $fragmentRefs'?: { 'SplitTickets_SplitFragment': SplitTickets_SplitFragment } }
  ) };

export type SaveSplitMutationVariables = Exact<{
  input: SplitOrderInput;
}>;


export type SaveSplitMutation = { __typename?: 'Mutation', saveSplit: { __typename?: 'SplitRecordDetail', record: { __typename?: 'SplitRecord', id: string } } };

export type SplitRecordHead_RecordFragment = { __typename?: 'SplitRecord', game: Game, multiple: number, additional: boolean, bets: number, costFen: number, ticketCount: number, createdAt: string, zones: Array<{ __typename?: 'TicketZone', dan: Array<number>, tuo: Array<number> }> } & { ' $fragmentName'?: 'SplitRecordHead_RecordFragment' };

export type MySplitsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MySplitsQuery = { __typename?: 'Query', mySplits: { __typename?: 'SplitRecordConnection', edges: Array<{ __typename?: 'SplitRecordEdge', node: (
        { __typename?: 'SplitRecord', id: string }
        & { ' $fragmentRefs'?: { 'SplitRecordHead_RecordFragment': SplitRecordHead_RecordFragment } }
      ) }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type DeleteSplitMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSplitMutation = { __typename?: 'Mutation', deleteSplit: boolean };

export type SplitTicketRow_TicketFragment = { __typename?: 'SplitTicket', bets: number, multiple: number, costFen: number, singleBets: Array<Array<Array<number>>>, zones: Array<{ __typename?: 'TicketZone', dan: Array<number>, tuo: Array<number> }> } & { ' $fragmentName'?: 'SplitTicketRow_TicketFragment' };

export type SplitTickets_SplitFragment = { __typename?: 'OrderSplit', bets: number, costFen: number, ticketCount: number, tickets: Array<(
    { __typename?: 'SplitTicket' }
    & { ' $fragmentRefs'?: { 'SplitTicketRow_TicketFragment': SplitTicketRow_TicketFragment } }
  )> } & { ' $fragmentName'?: 'SplitTickets_SplitFragment' };

export type SsqTrendQueryVariables = Exact<{
  last: Scalars['Int']['input'];
}>;


export type SsqTrendQuery = { __typename?: 'Query', trend: { __typename?: 'Trend', draws: number, hot: Array<number>, cold: Array<number>, main: Array<{ __typename?: 'NumberTrend', number: number, frequency: number, currentOmission: number, maxOmission: number }>, extra: Array<{ __typename?: 'NumberTrend', number: number, currentOmission: number }> }, drawHistory: { __typename?: 'DrawConnection', edges: Array<{ __typename?: 'DrawEdge', node: { __typename?: 'Draw', issue: string, mainNumbers: Array<number>, extraNumbers: Array<number> } }> } };

export type MessageCentre_MessageFragment = { __typename?: 'Message', id: string, title: string, content: string, messageType: MessageType, isRead: boolean, createdAt: string } & { ' $fragmentName'?: 'MessageCentre_MessageFragment' };

export type MessageCentreQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MessageCentreQuery = { __typename?: 'Query', myMessages: { __typename?: 'MessageConnection', edges: Array<{ __typename?: 'MessageEdge', cursor: string, node: (
        { __typename?: 'Message', id: string }
        & { ' $fragmentRefs'?: { 'MessageCentre_MessageFragment': MessageCentre_MessageFragment } }
      ) }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type MarkReadMutationVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  all?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type MarkReadMutation = { __typename?: 'Mutation', markMessagesRead: { __typename?: 'MarkMessagesPayload', unreadCount?: number | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type MarkUnreadMutationVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type MarkUnreadMutation = { __typename?: 'Mutation', markMessagesUnread: { __typename?: 'MarkMessagesPayload', unreadCount?: number | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type MessageReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageReceivedSubscription = { __typename?: 'Subscription', messageReceived: { __typename?: 'Message', id: string } };

export type MyPage_MemberFragment = { __typename?: 'Member', id: string, nickname: string, avatar: string, points: number, followingCount: number, followerCount: number, vipLevel: VipLevel } & { ' $fragmentName'?: 'MyPage_MemberFragment' };

export type MyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPageQuery = { __typename?: 'Query', unreadMessageCount: number, me: (
    { __typename?: 'Member' }
    & { ' $fragmentRefs'?: { 'MyPage_MemberFragment': MyPage_MemberFragment } }
  ), checkInStatus: { __typename?: 'CheckInStatus', checkedInToday: boolean, continuousDays: number, todayReward: number } };

export type UnreadCountSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadCountSubscription = { __typename?: 'Subscription', unreadCount: number };

export type MyCountsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyCountsSubscription = { __typename?: 'Subscription', myCounts: { __typename?: 'MyCounts', followingCount: number, followerCount: number, points: number } };

export type CheckInMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckInMutation = { __typename?: 'Mutation', checkIn: { __typename?: 'CheckInPayload', balance?: number | null, checkIn?: { __typename?: 'CheckIn', points: number, continuousDays: number } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type CheckInPageQueryVariables = Exact<{
  month: Scalars['String']['input'];
}>;


export type CheckInPageQuery = { __typename?: 'Query', checkInStatus: { __typename?: 'CheckInStatus', today: any, checkedInToday: boolean, continuousDays: number, todayReward: number, rewards: Array<number> }, checkInCalendar: Array<{ __typename?: 'CheckInDay', day: any, points: number }> };

export type CheckInNowMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckInNowMutation = { __typename?: 'Mutation', checkIn: { __typename?: 'CheckInPayload', checkIn?: { __typename?: 'CheckIn', points: number, continuousDays: number } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field?: Array<string> | null, message: string }> } };

export type PointsHistoryPageQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PointsHistoryPageQuery = { __typename?: 'Query', points: number, pointsHistory: { __typename?: 'PointsRecordConnection', edges: Array<{ __typename?: 'PointsRecordEdge', node: { __typename?: 'PointsRecord', id: string, points: number, direction: PointsDirection, description: string, createdAt: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AccountPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPageQuery = { __typename?: 'Query', me: { __typename?: 'Member', id: string, phone?: string | null, nickname: string }, myAddresses: Array<{ __typename?: 'MemberAddress', id: string, name: string, mobile: string, province: string, city: string, address: string, isDefault: boolean }> };

export type SaveAddressMutationVariables = Exact<{
  input: ExpressAddressInput;
}>;


export type SaveAddressMutation = { __typename?: 'Mutation', updateExpressAddress: { __typename?: 'MemberAddress', id: string } };

export type RealNameAuthMutationVariables = Exact<{
  legalName: Scalars['String']['input'];
  idNumber: Scalars['String']['input'];
}>;


export type RealNameAuthMutation = { __typename?: 'Mutation', idNumberAuth: { __typename?: 'Member', id: string, isRealNameAuth: boolean } };

export type SettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsPageQuery = { __typename?: 'Query', me: { __typename?: 'Member', id: string, nickname: string, avatar: string, province: string, city: string, isRealNameAuth: boolean } };

export type SaveNickNameMutationVariables = Exact<{
  nickName: Scalars['String']['input'];
}>;


export type SaveNickNameMutation = { __typename?: 'Mutation', updateNickName: { __typename?: 'Member', id: string, nickname: string } };

export type SaveAvatarMutationVariables = Exact<{
  fid: Scalars['String']['input'];
}>;


export type SaveAvatarMutation = { __typename?: 'Mutation', updateAvatar: { __typename?: 'Member', id: string, avatar: string } };

export type SaveLocationMutationVariables = Exact<{
  input: LocationInput;
}>;


export type SaveLocationMutation = { __typename?: 'Mutation', updateLocation: { __typename?: 'Member', id: string, province: string, city: string } };

export type ExchangeRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeRecordsQuery = { __typename?: 'Query', myRedemptions: { __typename?: 'RedemptionConnection', edges: Array<{ __typename?: 'RedemptionEdge', node: { __typename?: 'Redemption', id: string, itemName: string, quantity: number, points: number, status: RedemptionStatus, trackingNo: string, createdAt: string } }> } };

export type ShopPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPageQuery = { __typename?: 'Query', points: number, shopItems: { __typename?: 'ShopItemConnection', edges: Array<{ __typename?: 'ShopItemEdge', node: { __typename?: 'ShopItem', id: string, name: string, description: string, images: Array<string>, pricePoints: number, stock: number } }> }, myAddresses: Array<{ __typename?: 'MemberAddress', id: string, isDefault: boolean }> };

export type RedeemItemMutationVariables = Exact<{
  input: RedeemInputObject;
}>;


export type RedeemItemMutation = { __typename?: 'Mutation', redeem: { __typename?: 'Redemption', id: string, points: number, status: RedemptionStatus } };

export type DrawBalls_DrawFragment = { __typename?: 'Draw', mainNumbers: Array<number>, extraNumbers: Array<number> } & { ' $fragmentName'?: 'DrawBalls_DrawFragment' };

export const FollowRow_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}}]} as unknown as DocumentNode<FollowRow_MemberFragment, unknown>;
export const FollowLists_PageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowLists_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowRow_member"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}}]} as unknown as DocumentNode<FollowLists_PageFragment, unknown>;
export const LoginPage_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<LoginPage_TokenFragment, unknown>;
export const LoginPage_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<LoginPage_MemberFragment, unknown>;
export const PrizeLines_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeLines_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boosted"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"additionalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}}]}}]}}]} as unknown as DocumentNode<PrizeLines_ResultFragment, unknown>;
export const SelectionSummary_SelectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectionSummary_selection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]} as unknown as DocumentNode<SelectionSummary_SelectionFragment, unknown>;
export const SplitRecordHead_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitRecordHead_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SplitRecordHead_RecordFragment, unknown>;
export const SplitTicketRow_TicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}}]} as unknown as DocumentNode<SplitTicketRow_TicketFragment, unknown>;
export const SplitTickets_SplitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTickets_split"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSplit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTicketRow_ticket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}}]} as unknown as DocumentNode<SplitTickets_SplitFragment, unknown>;
export const MessageCentre_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageCentre_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MessageCentre_MessageFragment, unknown>;
export const MyPage_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"vipLevel"}}]}}]} as unknown as DocumentNode<MyPage_MemberFragment, unknown>;
export const DrawBalls_DrawFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<DrawBalls_DrawFragment, unknown>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SubmitFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SubmitFeedbackMutation, SubmitFeedbackMutationVariables>;
export const MyFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyFeedbackQuery, MyFeedbackQueryVariables>;
export const FansListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FansList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowLists_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowLists_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowRow_member"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<FansListQuery, FansListQueryVariables>;
export const FollowingListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"following"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowLists_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowLists_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowRow_member"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<FollowingListQuery, FollowingListQueryVariables>;
export const FollowBackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FollowBackMutation, FollowBackMutationVariables>;
export const MemberPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}}]}}]}}]} as unknown as DocumentNode<MemberPageQuery, MemberPageQueryVariables>;
export const FollowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Follow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FollowMutation, FollowMutationVariables>;
export const UnfollowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unfollow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnfollowMutation, UnfollowMutationVariables>;
export const AnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"ANNOUNCEMENT","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeStringValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawBalls_draw"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<AnnouncementQuery, AnnouncementQueryVariables>;
export const InviteRankPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteRankPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteRank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ranking"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}}]}}]}}]} as unknown as DocumentNode<InviteRankPageQuery, InviteRankPageQueryVariables>;
export const InviteLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteLanding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteLanding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isBigGun"}},{"kind":"Field","name":{"kind":"Name","value":"inviter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}}]} as unknown as DocumentNode<InviteLandingQuery, InviteLandingQueryVariables>;
export const SharePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteShareInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inviteNum"}},{"kind":"Field","name":{"kind":"Name","value":"invitePoints"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPoints"}}]}}]}}]} as unknown as DocumentNode<SharePageQuery, SharePageQueryVariables>;
export const SendCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendVerificationCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendCodeMutation, SendCodeMutationVariables>;
export const LoginByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByPhoneCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginByPhoneCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isNewMember"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<LoginByCodeMutation, LoginByCodeMutationVariables>;
export const CarrierLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CarrierLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByCarrierTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginByCarrierToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<CarrierLoginMutation, CarrierLoginMutationVariables>;
export const WeChatLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WeChatLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByWeChatCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginByWeChatCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<WeChatLoginMutation, WeChatLoginMutationVariables>;
export const OrderCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splitOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}}]}}]}}]} as unknown as DocumentNode<OrderCountQuery, OrderCountQueryVariables>;
export const SaveSelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"main"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"extra"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"multiple"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"mainNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"main"}}},{"kind":"Argument","name":{"kind":"Name","value":"extraNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"extra"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiple"},"value":{"kind":"Variable","name":{"kind":"Name","value":"multiple"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveSelectionMutation, SaveSelectionMutationVariables>;
export const ResultIssuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResultIssuesQuery, ResultIssuesQueryVariables>;
export const CheckTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"issue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issue"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeLines_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeLines_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boosted"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"additionalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}}]}}]}}]} as unknown as DocumentNode<CheckTicketQuery, CheckTicketQueryVariables>;
export const DigitPlayCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DigitPlayCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BetCountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]}}]} as unknown as DocumentNode<DigitPlayCountQuery, DigitPlayCountQueryVariables>;
export const DrawHistoryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DrawHistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizeList"}},{"kind":"Field","name":{"kind":"Name","value":"poolFen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawBalls_draw"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<DrawHistoryPageQuery, DrawHistoryPageQueryVariables>;
export const ParityStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"SSQ"}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shapes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"odd"}},{"kind":"Field","name":{"kind":"Name","value":"even"}},{"kind":"Field","name":{"kind":"Name","value":"big"}},{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"span"}},{"kind":"Field","name":{"kind":"Name","value":"consecutive"}}]}}]}}]}}]} as unknown as DocumentNode<ParityStatisticsQuery, ParityStatisticsQueryVariables>;
export const MySelectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySelections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySelections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectionSummary_selection"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectionSummary_selection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]} as unknown as DocumentNode<MySelectionsQuery, MySelectionsQueryVariables>;
export const DeleteSelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSelectionMutation, DeleteSelectionMutationVariables>;
export const LotteryReplayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LotteryReplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotteryReplay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"wonDraws"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"wonFen"}},{"kind":"Field","name":{"kind":"Name","value":"unknownLines"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeLines_result"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeLines_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boosted"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"additionalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}}]}}]}}]} as unknown as DocumentNode<LotteryReplayQuery, LotteryReplayQueryVariables>;
export const SavedSelectionInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedSelectionInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectionSummary_selection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectionSummary_selection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]} as unknown as DocumentNode<SavedSelectionInfoQuery, SavedSelectionInfoQueryVariables>;
export const SelectNumbersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectNumbers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectNumbersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"reds"}},{"kind":"Field","name":{"kind":"Name","value":"blues"}}]}}]}}]} as unknown as DocumentNode<SelectNumbersQuery, SelectNumbersQueryVariables>;
export const SaveSelectedBetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSelectedBet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"main"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"extra"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"SSQ"}},{"kind":"Argument","name":{"kind":"Name","value":"mainNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"main"}}},{"kind":"Argument","name":{"kind":"Name","value":"extraNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"extra"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveSelectedBetMutation, SaveSelectedBetMutationVariables>;
export const SplitInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SplitInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splitRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitRecordHead_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"split"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTickets_split"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitRecordHead_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTickets_split"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSplit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTicketRow_ticket"}}]}}]}}]} as unknown as DocumentNode<SplitInfoQuery, SplitInfoQueryVariables>;
export const SplitOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SplitOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splitOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTickets_split"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTickets_split"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSplit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTicketRow_ticket"}}]}}]}}]} as unknown as DocumentNode<SplitOrderQuery, SplitOrderQueryVariables>;
export const SaveSplitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSplit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSplit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSplitMutation, SaveSplitMutationVariables>;
export const MySplitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySplits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySplits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitRecordHead_record"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitRecordHead_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"costFen"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MySplitsQuery, MySplitsQueryVariables>;
export const DeleteSplitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSplit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSplit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSplitMutation, DeleteSplitMutationVariables>;
export const SsqTrendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsqTrend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"SSQ"}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"hot"}},{"kind":"Field","name":{"kind":"Name","value":"cold"}},{"kind":"Field","name":{"kind":"Name","value":"main"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"currentOmission"}},{"kind":"Field","name":{"kind":"Name","value":"maxOmission"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"currentOmission"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"SSQ"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SsqTrendQuery, SsqTrendQueryVariables>;
export const MessageCentreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageCentre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageCentre_message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageCentre_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MessageCentreQuery, MessageCentreQueryVariables>;
export const MarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markMessagesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkReadMutation, MarkReadMutationVariables>;
export const MarkUnreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkUnread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markMessagesUnread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkUnreadMutation, MarkUnreadMutationVariables>;
export const MessageReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessageReceivedSubscription, MessageReceivedSubscriptionVariables>;
export const MyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedInToday"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}},{"kind":"Field","name":{"kind":"Name","value":"todayReward"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"vipLevel"}}]}}]} as unknown as DocumentNode<MyPageQuery, MyPageQueryVariables>;
export const UnreadCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]} as unknown as DocumentNode<UnreadCountSubscription, UnreadCountSubscriptionVariables>;
export const MyCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]} as unknown as DocumentNode<MyCountsSubscription, MyCountsSubscriptionVariables>;
export const CheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInMutation, CheckInMutationVariables>;
export const CheckInPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInToday"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}},{"kind":"Field","name":{"kind":"Name","value":"todayReward"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkInCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]} as unknown as DocumentNode<CheckInPageQuery, CheckInPageQueryVariables>;
export const CheckInNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInNowMutation, CheckInNowMutationVariables>;
export const PointsHistoryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PointsHistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"pointsHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PointsHistoryPageQuery, PointsHistoryPageQueryVariables>;
export const AccountPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<AccountPageQuery, AccountPageQueryVariables>;
export const SaveAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpressAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExpressAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveAddressMutation, SaveAddressMutationVariables>;
export const RealNameAuthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealNameAuth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legalName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idNumberAuth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legalName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legalName"}}},{"kind":"Argument","name":{"kind":"Name","value":"idNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRealNameAuth"}}]}}]}}]} as unknown as DocumentNode<RealNameAuthMutation, RealNameAuthMutationVariables>;
export const SettingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"isRealNameAuth"}}]}}]}}]} as unknown as DocumentNode<SettingsPageQuery, SettingsPageQueryVariables>;
export const SaveNickNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNickName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nickName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNickName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nickName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nickName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]} as unknown as DocumentNode<SaveNickNameMutation, SaveNickNameMutationVariables>;
export const SaveAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<SaveAvatarMutation, SaveAvatarMutationVariables>;
export const SaveLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<SaveLocationMutation, SaveLocationMutationVariables>;
export const ExchangeRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExchangeRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRedemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExchangeRecordsQuery, ExchangeRecordsQueryVariables>;
export const ShopPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"shopItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"pricePoints"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<ShopPageQuery, ShopPageQueryVariables>;
export const RedeemItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemInputObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RedeemItemMutation, RedeemItemMutationVariables>;