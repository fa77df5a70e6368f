/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Input of `addSensitiveWord`. */
export type AddSensitiveWordInput = {
  /** What a hit does. */
  action: SensitiveWordAction;
  /** 1 to 20 characters (stored lowercased and trimmed). */
  word: string;
};

/** Input of `addShopItemStock`. */
export type AddShopItemStockInput = {
  /**
   * Stock to add; negative removes (never below zero), at most 1000000
   * either way.
   */
  delta: number;
  /** The item (global id). */
  id: string | number;
  /** A fresh key per attempt: a retry answers the item and moves no stock. */
  idempotencyKey?: string | null | undefined;
};

/** A match of a new competition. */
export type CompetitionMatchInput = {
  matchId: string | number;
  /** The play types open on it. */
  plays: Array<SportsPlayType>;
};

/** Where a competition is. */
export type CompetitionState =
  /** Staff are preparing it; members don't see it. */
  | 'DRAFT'
  /** Every match settled and the prizes paid. */
  | 'PRIZED'
  /** Released (发布): members enter until `closeAt`. */
  | 'RELEASED';

/** Input of `correctDraw`: the draw as it should have been published. */
export type CorrectDrawInput = {
  drawDate: string;
  extraNumbers: Array<number>;
  game: Game;
  issue: string;
  mainNumbers: Array<number>;
  /** The jackpot pool after the draw, in fen. */
  poolFen?: string | null | undefined;
  /** The published prize list, one row per tier. */
  prizeList?: Array<DrawPrizeInput> | null | undefined;
  /** Why (1 to 200 characters), kept in the audit log. */
  reason: string;
};

/** Input of `createCompetition`. */
export type CreateCompetitionInput = {
  closeAt: string;
  description?: string;
  /** 1 to 30 matches. */
  matches: Array<CompetitionMatchInput>;
  openAt: string;
  /** Points per place, first place first (1 to 100 places). */
  prizes: Array<number>;
  /** Defaults to the `COMPETITION_STAKE_MAX` setting (500). */
  stakeMax?: number | null | undefined;
  /** Defaults to the `COMPETITION_STAKE_MIN` setting (10). */
  stakeMin?: number | null | undefined;
  title: string;
};

/** Input of `createPartner`. */
export type CreatePartnerInput = {
  /** Cost points each key's bucket holds (default 1000). */
  bucketSize?: number | null | undefined;
  /** Invite channels it owns (at most 20, each owned by one partner). */
  channels?: Array<string>;
  /** Person, phone or e-mail; at most 200 characters. */
  contact?: string | null | undefined;
  /** Unique, 1 to 60 characters. */
  name: string;
  /**
   * Where its OAuth authorizations may send a member back: absolute
   * `https` URIs (`http` only on 127.0.0.1 or localhost), no fragment,
   * at most 10, matched exactly.
   */
  redirectUris?: Array<string>;
  /** Cost points restored a second (default 50). */
  restoreRate?: number | null | undefined;
  /** Its keys may run only registered documents. */
  trustedDocumentsOnly?: boolean;
};

/** Input of `createPartnerKey`. */
export type CreatePartnerKeyInput = {
  /** When the key stops working; never when absent. */
  expiresAt?: string | null | undefined;
  /** The partner's global id. */
  partnerId: string | number;
  /**
   * At least one of: member:read, focus:read, points:read,
   * messages:read, unread:subscribe, lottery:read, sports:read,
   * quiz:read, community:read, channel:stats, member:pii,
   * webhooks:write.
   */
  scopes: Array<string>;
};

/** Input of `createPartnerWebhookEndpoint` (staff). */
export type CreatePartnerWebhookEndpointInput = {
  /** A note, at most 200 characters. */
  description?: string | null | undefined;
  /** At least one event type. */
  eventTypes: Array<string>;
  /** The partner's global id. */
  partnerId: string | number;
  /** `https://…`; never a loopback, private or link-local address. */
  url: string;
};

/** Input of `createShopItem`. */
export type CreateShopItemInput = {
  /**
   * A fresh key per attempt: a retry answers the first item instead of
   * creating a second one.
   */
  idempotencyKey?: string | null | undefined;
  /** The item's details (`name` is required). */
  item: ShopItemInput;
  /** The stock to start with (0 or more). */
  stock: number;
};

/** Input of `createSystemPost`. */
export type CreateSystemPostInput = {
  /** The text, up to 2000 characters. */
  body: string;
  /** Up to 9 images uploaded by the caller. */
  imageFids?: Array<string>;
  /** Pin it at the top of the feed. */
  pinned?: boolean;
};

/** Input of `createTopic`. */
export type CreateTopicInput = {
  /** Up to 200 characters. */
  description?: string;
  /** 1 to 20 characters, no spaces or #. */
  name: string;
};

/** Input of `creditEarnings`. */
export type CreditEarningsInput = {
  /** How much, in fen (1 fen to 10 000 yuan). */
  amountFen: string;
  /**
   * Required: a retried request with the same key is one credit (1 to
   * 64 printable characters; a UUID).
   */
  idempotencyKey: string;
  /** The operator credited (a `Member` id). */
  memberId: string | number;
  /** What it is for, shown to the operator (1 to 200 characters). */
  reason: string;
};

/** A tier of a prize list as staff enter it. */
export type DrawPrizeInput = {
  /** 大乐透: what a 追加 bet adds per winning bet, in fen. */
  additionalFen?: string | null | undefined;
  /** Per winning bet, in fen. */
  amountFen: string;
  /** The tier's name as published. */
  name?: string | null | undefined;
  /** 1 = 一等奖 … 10; one row per tier. */
  tier: number;
  /** Winning bets nationwide. */
  winners?: number | null | undefined;
};

/** A draw game. The wire names are the short codes the product uses. */
export type Game =
  /** 大乐透: 5 front of 1–35, 2 back of 1–12. */
  | 'DLT'
  /** 福彩3D: 3 digits. */
  | 'FC3D'
  /** 排列三: 3 digits (the first three of 排列五). */
  | 'PL3'
  /** 排列五: 5 digits. */
  | 'PL5'
  /** 七乐彩: 7 of 1–30 plus a special number. */
  | 'QLC'
  /** 七星彩 (2020 format): 6 digits 0–9 and one of 0–14. */
  | 'QXC'
  /** 双色球: 6 red of 1–33, 1 blue of 1–16. */
  | 'SSQ';

/** Where a member signs in from. */
export type Gate =
  /** The native app. */
  | 'APP'
  /** The second brand's native app. */
  | 'BRAND2_APP'
  /** The second brand's web client. */
  | 'BRAND2_WEB'
  /** The second brand's mini-program. */
  | 'BRAND2_WECHATPROGRAM'
  /** The staff back office. */
  | 'MANAGEWEB'
  /** The web (H5) client. */
  | 'WEB'
  /** The WeChat mini-program (小程序). */
  | 'WECHATPROGRAM';

/** Where a job is. */
export type JobState =
  /** Done. */
  | 'DONE'
  /** Failed every allowed try; waits for `retryJob`. */
  | 'FAILED'
  /** Waiting for its time (or for its next try after a failure). */
  | 'PENDING'
  /** Claimed by an instance, which holds it for a lease. */
  | 'RUNNING';

/** Every filter of the staff member list; unset fields don't filter. */
export type MemberFilterInput = {
  /** Registered before this time. */
  createdBefore?: string | null | undefined;
  /** Registered at or after this time. */
  createdFrom?: string | null | undefined;
  /** Registered through any of these gates. */
  gates?: Array<Gate> | null | undefined;
  /** Used the product in the last 7 days (true) or not (false). */
  isActive?: boolean | null | undefined;
  /** Enabled (true) or disabled (false) members. */
  isEnabled?: boolean | null | undefined;
  /** Verified experts (专家, true) or not (false). */
  isExpert?: boolean | null | undefined;
  /** Operator-run accounts (true) or not (false). */
  isRobot?: boolean | null | undefined;
  /** Staff members (true) or not (false). */
  isStaff?: boolean | null | undefined;
  /** Part of the display name, the mobile number or the legal name. */
  keyword?: string | null | undefined;
  /** Only accounts of this kind. */
  kind?: MemberKind | null | undefined;
  /** Part of the legal name. */
  legalName?: string | null | undefined;
  /** Members of this member group (global id). */
  memberGroupId?: string | number | null | undefined;
  /** Only these members (global ids). */
  memberIds?: Array<string | number> | null | undefined;
  /**
   * A check-in (签到) streak of at least N days; 0 or less does not
   * filter.
   */
  minCheckInStreak?: number | null | undefined;
  /** Part of the display name (昵称). */
  nickname?: string | null | undefined;
  /** Part of the mobile number. */
  phone?: string | null | undefined;
  /** Recorded using this platform (see `recordMemberSource`), exactly. */
  platformName?: string | null | undefined;
  /**
   * Registered within the last N days, at most 36500; 0 or less does
   * not filter.
   */
  registeredWithinDays?: number | null | undefined;
  /** Any of these VIP levels. */
  vipLevels?: Array<VipLevel> | null | undefined;
  /** The membership number, exactly. */
  vipNumber?: string | null | undefined;
};

/** What kind of account a member is, for the staff filter. */
export type MemberKind =
  /** Distributors (渠道). */
  | 'DISTRIBUTOR'
  /** Verified experts (专家). */
  | 'EXPERT'
  /** None of the above: an ordinary member. */
  | 'MEMBER'
  /** Operator-run accounts. */
  | 'ROBOT'
  /** Staff members. */
  | 'STAFF';

/** Sending state of a message. */
export type MessageStatus =
  /** A scheduled message cancelled by staff before it was sent. */
  | 'CANCELLED'
  /** Waiting to be sent at `scheduledAt`. */
  | 'SCHEDULED'
  /** Sent: delivered to its recipients. */
  | 'SENT';

/** What a message is about. */
export type MessageType =
  /** About other members: a new follower, a reply to feedback (互动). */
  | 'INTERACTION'
  /** About points (积分). */
  | 'POINTS'
  /** A notice from the operator (系统通知). */
  | 'SYSTEM_NOTICE';

/** Whether a partner's keys are accepted. */
export type PartnerState =
  /** Its keys work. */
  | 'ACTIVE'
  /** Every key of it is refused (`PARTNER_SUSPENDED`). */
  | 'SUSPENDED';

export type PublishDrawInput = {
  drawDate: string;
  extraNumbers: Array<number>;
  game: Game;
  issue: string;
  mainNumbers: Array<number>;
  /** The jackpot pool after the draw, in fen. */
  poolFen?: string | null | undefined;
  /** The published prize list, one row per tier. */
  prizeList?: Array<DrawPrizeInput> | null | undefined;
};

/** A match's result as staff publish or correct it. */
export type PublishSportsResultInput = {
  /**
   * The full-time score (football: 90 minutes; basketball: with
   * overtime); absent when `void`.
   */
  fullTime?: SportsScoreInput | null | undefined;
  /** The half-time score (football). */
  halfTime?: SportsScoreInput | null | undefined;
  /** The match (`SportsMatch.id`). */
  matchId: string | number;
  /** 无效场次: the match is declared void (every leg counts at 1.00). */
  void?: boolean;
};

/** How a pick, leg, plan or entry settled. */
export type QuizOutcome =
  /** 黑: it missed. */
  | 'BLACK'
  /** 红: it hit. */
  | 'RED'
  /**
   * The match was cancelled: outside the record (a 2串1 with one void
   * leg counts as the other leg's single).
   */
  | 'VOID';

/** Delivery state of a redemption. */
export type RedemptionStatus =
  /** Cancelled by staff: points refunded and stock restored. */
  | 'CANCELLED'
  /** Points paid, waiting for staff to ship it. */
  | 'PENDING'
  /** Sent by courier; `trackingNo` is set. */
  | 'SHIPPED';

/** A sports match as staff enter or correct it. */
export type SaveSportsMatchInput = {
  /** The away team, 1 to 40 characters. */
  away: string;
  /** The game (a correction keeps it). */
  game: SportsGame;
  /**
   * 让球 / 让分 for the home side in tenths (football whole goals, −10;
   * basketball x.5 points, −35).
   */
  handicap?: number | null | undefined;
  /** The home team, 1 to 40 characters. */
  home: string;
  /** The match to correct; absent to enter a new one. */
  id?: string | number | null | undefined;
  /** The 期 (北单 and 传统足彩 matches need one). */
  issue?: string | null | undefined;
  /** Kickoff, when known. */
  kickoff?: string | null | undefined;
  /** The league's short name, 1 to 40 characters. */
  league: string;
  /** The Beijing date of kickoff. */
  matchDate: string;
  /**
   * The official number (`周三001` for 竞彩; the number in its issue
   * for 北单 and 传统足彩).
   */
  matchNum: string;
  /** 大小分's preset total in tenths (basketball, ending in .5: 1785). */
  totalLine?: number | null | undefined;
};

/**
 * Input of `sendMessage`: give exactly one audience (`memberIds`,
 * `groupId` or `toAll`).
 */
export type SendMessageInput = {
  /** The text, 1 to 2000 characters. */
  content: string;
  /** …or a member group… */
  groupId?: string | number | null | undefined;
  /**
   * A fresh key per send (e.g. a UUID): a retry with the same key
   * answers the first message instead of sending again.
   */
  idempotencyKey?: string | null | undefined;
  /** Listed members (1–1000)… */
  memberIds?: Array<string | number> | null | undefined;
  /** Default SYSTEM_NOTICE. */
  messageType?: MessageType | null | undefined;
  /** Structured data for the client (a JSON object); default `{}`. */
  payload?: unknown;
  /** Send at this time instead of now (at most a year ahead). */
  scheduledAt?: string | null | undefined;
  /** The title, 1 to 50 characters. */
  title: string;
  /** …or everyone (a broadcast: no row per member). */
  toAll?: boolean | null | undefined;
};

/** What a hit of a sensitive word does. */
export type SensitiveWordAction =
  /** The text is refused. */
  | 'BLOCK'
  /**
   * The text waits for review where a review queue exists, and is
   * refused elsewhere.
   */
  | 'HOLD';

/** Input of `setDataFeedPaused`. */
export type SetDataFeedPausedInput = {
  /** The feed's name (`DataFeed.name`). */
  feed: string;
  /** True to pause, false to resume. */
  paused: boolean;
};

/** Input of `setMemberEnabled`. */
export type SetMemberEnabledInput = {
  /** Enabled; disabling signs the member out everywhere. */
  enabled: boolean;
  /** The member (global id). */
  memberId: string | number;
  /** Why (1 to 200 characters), kept in the audit log with the change. */
  reason?: string | null | undefined;
};

/** New odds for one play type of a match. */
export type SetSportsOddsInput = {
  /** The match (`SportsMatch.id`). */
  matchId: string | number;
  /**
   * Each option's odds in hundredths in the order of the play type's
   * `options` (101 to 99900), null for an option not offered.
   */
  odds: Array<number | null | undefined>;
  /** The play type. */
  play: SportsPlayType;
  /** Whether single-match bets (单关) are taken. */
  single?: boolean;
};

/** Input of `setSystemConfig`: omitted fields keep their stored value. */
export type SetSystemConfigInput = {
  /** What the value is for. */
  description?: string | null | undefined;
  /** The number value. */
  intValue?: number | null | undefined;
  /** The text value. */
  stringValue?: string | null | undefined;
  /** The value's name, e.g. `CHECK_IN_REWARDS`. */
  type: string;
};

/** What kind of value a setting holds. */
export type SettingKind =
  /** A whole number (`intValue`), within `min` and `max`. */
  | 'INT'
  /** A text (`stringValue`), checked by the area that reads it. */
  | 'TEXT';

/** An item's details as staff write them; absent fields stay as they are. */
export type ShopItemInput = {
  /** The item's description, up to 2000 characters. */
  description?: string | null | undefined;
  /** On the shelf. */
  enabled?: boolean | null | undefined;
  /** Uploaded file ids (`fid`), at most 9; the first is the cover. */
  images?: Array<string> | null | undefined;
  /** The item's name, 1 to 60 characters. */
  name?: string | null | undefined;
  /** The price in points. */
  pricePoints?: number | null | undefined;
  /** Display order, smallest first. */
  sortOrder?: number | null | undefined;
};

/** A sports lottery. */
export type SportsGame =
  /** 北京单场: floating SP; pays 65% of 2 × Π SP. */
  | 'BJDC'
  /** 传统足彩: 14场胜负彩, 任九, 6场半全场, 4场进球. */
  | 'CTZQ'
  /** 竞彩篮球: fixed odds at sale; results include overtime. */
  | 'JCLQ'
  /** 竞彩足球: fixed odds at sale. */
  | 'JCZQ';

/** A match's sale and result state. */
export type SportsMatchState =
  /** Sales closed, no result yet. */
  | 'CLOSED'
  /** Finished: the result is in. */
  | 'FINISHED'
  /** On sale. */
  | 'SELLING'
  /** Declared invalid (无效场次): every leg on it counts at odds 1.00. */
  | 'VOID';

/** A play type (玩法). */
export type SportsPlayType =
  /** 北京单场 比分. */
  | 'BD_BF'
  /** 北京单场 半全场. */
  | 'BD_BQC'
  /** 北京单场 让球胜平负. */
  | 'BD_RQSPF'
  /** 北京单场 胜负过关. */
  | 'BD_SFGG'
  /** 北京单场 上下单双. */
  | 'BD_SXDS'
  /** 北京单场 总进球. */
  | 'BD_ZJQ'
  /** 竞彩足球 比分. */
  | 'BF'
  /** 竞彩足球 半全场. */
  | 'BQC'
  /** 竞彩篮球 大小分. */
  | 'DXF'
  /** 竞彩篮球 让分胜负. */
  | 'RFSF'
  /** 竞彩足球 让球胜平负. */
  | 'RQSPF'
  /** 竞彩篮球 胜负. */
  | 'SF'
  /** 竞彩篮球 胜分差. */
  | 'SFC'
  /** 竞彩足球 胜平负. */
  | 'SPF'
  /** 竞彩足球 总进球. */
  | 'ZJQ';

/** A score as staff enter it, home first. */
export type SportsScoreInput = {
  /** The away side's. */
  away: number;
  /** The home side's goals or points. */
  home: number;
};

/** A staff permission (权限). */
export type StaffPermission =
  /** Member management and members' personal data (`PERMISSION_TYPE_1`). */
  | 'MEMBERS'
  /** Feedback, messages, the shop, draws and tracking (`PERMISSION_TYPE_2`). */
  | 'OPERATIONS';

/** Input of `unlockSportsMatchFeed`. */
export type UnlockSportsMatchFeedInput = {
  /** The field group: `schedule`, `odds` or `result`. */
  field: string;
  /** The match (global id). */
  matchId: string | number;
};

/** Input of `updateShopItem`. */
export type UpdateShopItemInput = {
  /** The item (global id). */
  id: string | number;
  /** The details to change. */
  item: ShopItemInput;
};

/**
 * Why a mutation did not do what was asked, for failures the caller can
 * act on. Codes are stable; messages are for people and may change.
 */
export type UserErrorCode =
  /** The member has already checked in today (Asia/Shanghai, 签到). */
  | 'ALREADY_CHECKED_IN'
  /** One pick (or competition entry) per member, match and play type. */
  | 'ALREADY_PICKED'
  /** The post's author blocked the caller. */
  | 'BLOCKED'
  /** The day's 200 comments are written. */
  | 'COMMENT_LIMIT'
  /**
   * The request conflicts with the current state (e.g. already done, or
   * an idempotency key reused with different input).
   */
  | 'CONFLICT'
  /** A post may be edited only within 10 minutes of writing it. */
  | 'EDIT_WINDOW_CLOSED'
  /** The earnings balance is smaller than the withdrawal. */
  | 'INSUFFICIENT_BALANCE'
  /** The points balance is smaller than the spend. */
  | 'INSUFFICIENT_POINTS'
  /** A field has an invalid value; `field` names it. */
  | 'INVALID_ARGUMENT'
  /** A wrong phone or password (staff sign-in). */
  | 'INVALID_CREDENTIALS'
  /** The day's 500 likes are given. */
  | 'LIKE_LIMIT'
  /**
   * The caller does not meet the conditions (recruitment rules, experts
   * only).
   */
  | 'NOT_ELIGIBLE'
  /**
   * The object named in the input does not exist, or the caller may not
   * see it.
   */
  | 'NOT_FOUND'
  /** Real-name authentication (实名认证) is needed first. */
  | 'NOT_VERIFIED'
  /** A shop item has not enough stock left (or is off the shelf). */
  | 'OUT_OF_STOCK'
  /** The payee's legal name is not the caller's real-name legal name. */
  | 'PAYEE_MISMATCH'
  /**
   * The match or competition no longer takes picks or entries (kickoff
   * passed by the server's clock, the match stopped selling, or the
   * competition closed).
   */
  | 'PICKS_CLOSED'
  /** The day's 20 posts are written (Asia/Shanghai day). */
  | 'POST_LIMIT'
  /** A text holds words of the sensitive-word list; `field` names it. */
  | 'SENSITIVE_CONTENT'
  /** A competition stake outside its range. */
  | 'STAKE_OUT_OF_RANGE'
  /**
   * A URL the server would call (a webhook endpoint) that is not https
   * in production, or reaches a loopback, private or link-local address.
   */
  | 'UNSAFE_URL'
  /**
   * No usable verification code: never sent, expired, used, or killed by
   * too many wrong tries. Request a new one.
   */
  | 'VERIFICATION_CODE_EXPIRED'
  /** The verification code does not match (the attempt was counted). */
  | 'VERIFICATION_CODE_INVALID'
  /**
   * A withdrawal below the minimum, over the day's maximum, or past
   * the day's number of requests (settings).
   */
  | 'WITHDRAWAL_LIMIT';

/** A member's VIP level (会员等级). */
export type VipLevel =
  /** The level every member starts at. */
  | 'LEVEL1'
  /** The second level. */
  | 'LEVEL2'
  /** The third level. */
  | 'LEVEL3';

/** Where one delivery is. */
export type WebhookDeliveryState =
  /** The endpoint answered 2xx. */
  | 'DELIVERED'
  /** Every attempt of its round failed; `redeliverWebhook` sends it again. */
  | 'FAILED'
  /** Waiting for its next attempt. */
  | 'PENDING';

/** Whether an endpoint receives its events. */
export type WebhookEndpointState =
  /** Receives its events. */
  | 'ACTIVE'
  /** Receives nothing until enabled again. */
  | 'DISABLED'
  /**
   * A delivery ran out of retries (24 h); events still go out, and the
   * next success makes it `ACTIVE` again.
   */
  | 'FAILING';

/** Input of `withdrawExpertPlan`. */
export type WithdrawExpertPlanInput = {
  /** The plan (an `ExpertPlan` id). */
  id: string | number;
  /** The rule it breaks (1 to 200 characters); the expert is told. */
  reason: string;
};

/** How a `CLOSED` record ended. */
export type WorkflowOutcome =
  /** Staff approved it. */
  | 'APPROVED'
  /** The applicant withdrew it. */
  | 'CANCELLED'
  /** Paid out (withdrawals). */
  | 'PAID'
  /** Staff rejected it (the record carries the reason). */
  | 'REJECTED'
  /** Staff handled it (feedback answered and closed). */
  | 'RESOLVED';

/** The generic record workflow. */
export type WorkflowState =
  /** Done; no further changes. */
  | 'CLOSED'
  /** Submitted, not yet handled; the author may still edit it. */
  | 'PRESTART'
  /** Being handled (staff replied). */
  | 'PROCESSING';

export type ConsoleAuditLogQueryVariables = Exact<{
  action?: string | null | undefined;
  target?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleAuditLogQuery = { __typename: 'Query', auditLog: { __typename: 'AuditEntryConnection', nodes: Array<{ __typename: 'AuditEntry', id: string, action: string, target: string, detail: unknown, createdAt: string, actor: { __typename: 'MemberCard', id: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleChannelsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsoleChannelsQuery = { __typename: 'Query', channels: { __typename: 'ChannelConnection', nodes: Array<{ __typename: 'Channel', id: string, name: string, title: string, operator: { __typename: 'MemberCard', id: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleChannelCompareQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
  from: string;
  to: string;
}>;


export type ConsoleChannelCompareQuery = { __typename: 'Query', compareChannels: Array<{ __typename: 'ChannelTotals', channel: { __typename: 'Channel', id: string, name: string, title: string }, totals: { __typename: 'ChannelDay', registrations: string, active: string, checkIns: string, invites: string, pointsIssued: string, pointsSpent: string, earnings: { __typename: 'Money', yuan: string } } }> };

export type ConsoleCreditEarningsMutationVariables = Exact<{
  input: CreditEarningsInput;
}>;


export type ConsoleCreditEarningsMutation = { __typename: 'Mutation', creditEarnings: { __typename: 'CreditEarningsPayload', earnings: { __typename: 'EarningsBalance', balance: { __typename: 'Money', yuan: string } } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleRecordHistoryQueryVariables = Exact<{
  target: string;
}>;


export type ConsoleRecordHistoryQuery = { __typename: 'Query', auditLog: { __typename: 'AuditEntryConnection', nodes: Array<{ __typename: 'AuditEntry', id: string, action: string, createdAt: string, detail: unknown, actor: { __typename: 'MemberCard', id: string, nickname: string } | null }> } };

export type ConsoleShopItemsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsoleShopItemsQuery = { __typename: 'Query', shopItemsAdmin: { __typename: 'ShopItemConnection', nodes: Array<{ __typename: 'ShopItem', id: string, name: string, pricePoints: number, stock: number, redeemedCount: number, sortOrder: number, enabled: boolean, images: Array<string> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleUpdateShopItemMutationVariables = Exact<{
  input: UpdateShopItemInput;
}>;


export type ConsoleUpdateShopItemMutation = { __typename: 'Mutation', updateShopItem: { __typename: 'UpdateShopItemPayload', item: { __typename: 'ShopItem', id: string, enabled: boolean, images: Array<string> } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleRestockShopItemMutationVariables = Exact<{
  input: AddShopItemStockInput;
}>;


export type ConsoleRestockShopItemMutation = { __typename: 'Mutation', addShopItemStock: { __typename: 'AddShopItemStockPayload', item: { __typename: 'ShopItem', id: string, stock: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleCreateShopItemMutationVariables = Exact<{
  input: CreateShopItemInput;
}>;


export type ConsoleCreateShopItemMutation = { __typename: 'Mutation', createShopItem: { __typename: 'CreateShopItemPayload', item: { __typename: 'ShopItem', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleMessagesQueryVariables = Exact<{
  status?: MessageStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleMessagesQuery = { __typename: 'Query', messages: { __typename: 'MessageConnection', nodes: Array<{ __typename: 'Message', id: string, title: string, content: string, messageType: MessageType, status: MessageStatus, scheduledAt: string | null, createdAt: string, delivery: { __typename: 'MessageDelivery', recipients: number, reads: number } | null, sender: { __typename: 'MemberCard', id: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleSendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type ConsoleSendMessageMutation = { __typename: 'Mutation', sendMessage: { __typename: 'SendMessagePayload', message: { __typename: 'Message', id: string, status: MessageStatus } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleCancelScheduledMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleCancelScheduledMessageMutation = { __typename: 'Mutation', cancelScheduledMessage: { __typename: 'CancelScheduledMessagePayload', message: { __typename: 'Message', id: string, status: MessageStatus } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleRedemptionsQueryVariables = Exact<{
  status?: RedemptionStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleRedemptionsQuery = { __typename: 'Query', shopRedemptions: { __typename: 'RedemptionConnection', nodes: Array<{ __typename: 'Redemption', id: string, itemName: string, quantity: number, points: number, status: RedemptionStatus, trackingNo: string | null, note: string | null, createdAt: string, member: { __typename: 'Member', id: string, legacyId: string, nickname: string } | null, delivery: { __typename: 'DeliveryAddress', name: string, phone: string, city: string | null, address: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleShipRedemptionMutationVariables = Exact<{
  id: string | number;
  no: string;
}>;


export type ConsoleShipRedemptionMutation = { __typename: 'Mutation', shipRedemption: { __typename: 'ShipRedemptionPayload', redemption: { __typename: 'Redemption', id: string, status: RedemptionStatus, trackingNo: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleCancelRedemptionMutationVariables = Exact<{
  id: string | number;
  note: string;
  key: string;
}>;


export type ConsoleCancelRedemptionMutation = { __typename: 'Mutation', cancelRedemption: { __typename: 'CancelRedemptionPayload', redemption: { __typename: 'Redemption', id: string, status: RedemptionStatus, note: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleSystemPostsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsoleSystemPostsQuery = { __typename: 'Query', systemPosts: { __typename: 'PostConnection', nodes: Array<{ __typename: 'Post', id: string, body: string, pinned: boolean, likeCount: number, commentCount: number, createdAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleCreateSystemPostMutationVariables = Exact<{
  input: CreateSystemPostInput;
}>;


export type ConsoleCreateSystemPostMutation = { __typename: 'Mutation', createSystemPost: { __typename: 'PostPayload', post: { __typename: 'Post', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsolePinPostMutationVariables = Exact<{
  id: string | number;
  pinned: boolean;
}>;


export type ConsolePinPostMutation = { __typename: 'Mutation', pinPost: { __typename: 'PostPayload', post: { __typename: 'Post', id: string, pinned: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleTopicsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsoleTopicsQuery = { __typename: 'Query', topics: { __typename: 'TopicConnection', nodes: Array<{ __typename: 'Topic', id: string, name: string, isOfficial: boolean, description: string, postCount: number, createdAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleCreateTopicMutationVariables = Exact<{
  input: CreateTopicInput;
}>;


export type ConsoleCreateTopicMutation = { __typename: 'Mutation', createTopic: { __typename: 'TopicPayload', topic: { __typename: 'Topic', id: string, isOfficial: boolean, description: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleSensitiveWordsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsoleSensitiveWordsQuery = { __typename: 'Query', sensitiveWords: { __typename: 'SensitiveWordConnection', nodes: Array<{ __typename: 'SensitiveWord', id: string, word: string, action: SensitiveWordAction, createdAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleAddSensitiveWordMutationVariables = Exact<{
  input: AddSensitiveWordInput;
}>;


export type ConsoleAddSensitiveWordMutation = { __typename: 'Mutation', addSensitiveWord: { __typename: 'AddSensitiveWordPayload', sensitiveWord: { __typename: 'SensitiveWord', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleRemoveSensitiveWordMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRemoveSensitiveWordMutation = { __typename: 'Mutation', removeSensitiveWord: { __typename: 'RemoveSensitiveWordPayload', removedId: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleDrawsQueryVariables = Exact<{
  game: Game;
  after?: string | null | undefined;
}>;


export type ConsoleDrawsQuery = { __typename: 'Query', drawHistory: { __typename: 'DrawConnection', nodes: Array<{ __typename: 'Draw', game: Game, issue: string, drawDate: string, mainNumbers: Array<number>, extraNumbers: Array<number>, pool: { __typename: 'Money', fen: string } | null, prizeList: Array<{ __typename: 'DrawPrize', tier: number, name: string | null, winners: number | null, amount: { __typename: 'Money', fen: string }, additional: { __typename: 'Money', fen: string } | null }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsolePublishDrawMutationVariables = Exact<{
  input: PublishDrawInput;
}>;


export type ConsolePublishDrawMutation = { __typename: 'Mutation', publishDraw: { __typename: 'PublishDrawPayload', draw: { __typename: 'Draw', game: Game, issue: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleCorrectDrawMutationVariables = Exact<{
  input: CorrectDrawInput;
}>;


export type ConsoleCorrectDrawMutation = { __typename: 'Mutation', correctDraw: { __typename: 'PublishDrawPayload', draw: { __typename: 'Draw', game: Game, issue: string, drawDate: string, mainNumbers: Array<number>, extraNumbers: Array<number> } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleJobsQueryVariables = Exact<{
  state?: JobState | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleJobsQuery = { __typename: 'Query', jobCounts: Array<{ __typename: 'JobCount', state: JobState, count: number }>, jobs: { __typename: 'JobConnection', nodes: Array<{ __typename: 'Job', id: string, kind: string, state: JobState, attempts: number, maxAttempts: number, runAt: string, createdAt: string, lastError: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleRetryJobMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRetryJobMutation = { __typename: 'Mutation', retryJob: { __typename: 'RetryJobPayload', job: { __typename: 'Job', id: string, state: JobState, attempts: number, lastError: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSessionQuery = { __typename: 'Query', staffSession: { __typename: 'StaffSession', permissions: Array<StaffPermission>, expiresAt: string } };

export type ConsoleMatchDaysQueryVariables = Exact<{
  game: SportsGame;
}>;


export type ConsoleMatchDaysQuery = { __typename: 'Query', sportsMatchDays: Array<string> };

export type ConsoleDayMatchesQueryVariables = Exact<{
  game: SportsGame;
  date: string;
}>;


export type ConsoleDayMatchesQuery = { __typename: 'Query', sportsMatches: Array<{ __typename: 'SportsMatch', id: string, matchNum: string, league: string, home: string, away: string, kickoff: string | null, state: SportsMatchState, odds: Array<{ __typename: 'SportsOdds', play: SportsPlayType }> }> };

export type ConsoleCreateCompetitionMutationVariables = Exact<{
  input: CreateCompetitionInput;
}>;


export type ConsoleCreateCompetitionMutation = { __typename: 'Mutation', createCompetition: { __typename: 'CompetitionPayload', competition: { __typename: 'Competition', id: string, state: CompetitionState } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleCompetitionsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsoleCompetitionsQuery = { __typename: 'Query', staffCompetitions: { __typename: 'CompetitionConnection', nodes: Array<{ __typename: 'Competition', id: string, title: string, state: CompetitionState, openAt: string, closeAt: string, prizes: Array<number>, matches: Array<{ __typename: 'CompetitionMatch', plays: Array<SportsPlayType> }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleReleaseCompetitionMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleReleaseCompetitionMutation = { __typename: 'Mutation', releaseCompetition: { __typename: 'CompetitionPayload', competition: { __typename: 'Competition', id: string, state: CompetitionState, releasedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleFeedsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleFeedsQuery = { __typename: 'Query', dataFeeds: Array<{ __typename: 'DataFeed', name: string, paused: boolean, lastSuccessAt: string | null, lagSeconds: number | null, consecutiveFailures: number, failures: number, polls: number, lastError: string | null, nextAttemptAt: string | null, circuitOpen: boolean }>, feedConflicts: Array<{ __typename: 'FeedConflict', feed: string, subject: string, matchId: string | null, field: string, feedValue: string, storedValue: string, firstSeenAt: string, seen: number }> };

export type ConsolePauseFeedMutationVariables = Exact<{
  input: SetDataFeedPausedInput;
}>;


export type ConsolePauseFeedMutation = { __typename: 'Mutation', setDataFeedPaused: { __typename: 'SetDataFeedPausedPayload', feed: { __typename: 'DataFeed', name: string, paused: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleUnlockMatchFeedMutationVariables = Exact<{
  input: UnlockSportsMatchFeedInput;
}>;


export type ConsoleUnlockMatchFeedMutation = { __typename: 'Mutation', unlockSportsMatchFeed: { __typename: 'UnlockSportsMatchFeedPayload', unlocked: boolean | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleSaveSportsMatchMutationVariables = Exact<{
  input: SaveSportsMatchInput;
}>;


export type ConsoleSaveSportsMatchMutation = { __typename: 'Mutation', saveSportsMatch: { __typename: 'SaveSportsMatchPayload', sportsMatch: { __typename: 'SportsMatch', id: string, matchNum: string, league: string, home: string, away: string, kickoff: string | null, matchDate: string, handicap: number | null, totalLine: number | null, issue: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleSportsPlaysQueryVariables = Exact<{
  game: SportsGame;
  id: string | number;
}>;


export type ConsoleSportsPlaysQuery = { __typename: 'Query', sportsPlayTypes: Array<{ __typename: 'SportsPlayInfo', play: SportsPlayType, name: string, options: Array<string> }>, node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch', id: string, odds: Array<{ __typename: 'SportsOdds', play: SportsPlayType, odds: Array<number | null>, single: boolean }> }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type ConsoleSetSportsOddsMutationVariables = Exact<{
  input: SetSportsOddsInput;
}>;


export type ConsoleSetSportsOddsMutation = { __typename: 'Mutation', setSportsOdds: { __typename: 'SetSportsOddsPayload', sportsMatch: { __typename: 'SportsMatch', id: string, odds: Array<{ __typename: 'SportsOdds', play: SportsPlayType, odds: Array<number | null>, single: boolean, recordedAt: string }> } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsolePlansQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsolePlansQuery = { __typename: 'Query', expertPlans: { __typename: 'ExpertPlanConnection', nodes: Array<{ __typename: 'ExpertPlan', id: string, title: string, price: number, refundOnMiss: boolean, unlocks: number, firstKickoff: string, outcome: QuizOutcome | null, analysis: string | null, expert: { __typename: 'MemberCard', id: string, nickname: string } | null, legs: Array<{ __typename: 'QuizLeg', play: SportsPlayType, option: string, odds: string, match: { __typename: 'SportsMatch', id: string, home: string, away: string } | null }> | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleWithdrawPlanMutationVariables = Exact<{
  input: WithdrawExpertPlanInput;
}>;


export type ConsoleWithdrawPlanMutation = { __typename: 'Mutation', withdrawExpertPlan: { __typename: 'ExpertPlanPayload', plan: { __typename: 'ExpertPlan', id: string, withdrawn: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsolePublishResultMutationVariables = Exact<{
  input: PublishSportsResultInput;
}>;


export type ConsolePublishResultMutation = { __typename: 'Mutation', publishSportsResult: { __typename: 'PublishSportsResultPayload', sportsMatch: { __typename: 'SportsMatch', id: string, state: SportsMatchState, fullTime: { __typename: 'SportsScore', home: number, away: number } | null, halfTime: { __typename: 'SportsScore', home: number, away: number } | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleMatchesQueryVariables = Exact<{
  game: SportsGame;
  date: string;
}>;


export type ConsoleMatchesQuery = { __typename: 'Query', sportsMatches: Array<{ __typename: 'SportsMatch', id: string, game: SportsGame, matchNum: string, league: string, home: string, away: string, kickoff: string | null, matchDate: string, handicap: number | null, totalLine: number | null, issue: string | null, state: SportsMatchState, sample: boolean, fullTime: { __typename: 'SportsScore', home: number, away: number } | null, halfTime: { __typename: 'SportsScore', home: number, away: number } | null }> };

export type ConsoleMatchSettlementQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleMatchSettlementQuery = { __typename: 'Query', matchSettlement: { __typename: 'MatchSettlement', competitions: number, competitionsSettled: number, picks: { __typename: 'SettlementCounts', open: number, red: number, black: number, void: number }, planLegs: { __typename: 'SettlementCounts', open: number, red: number, black: number, void: number } } };

export type ConsoleCompetitionBoardQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type ConsoleCompetitionBoardQuery = { __typename: 'Query', node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition', id: string, title: string, state: CompetitionState, prizes: Array<number>, prizedAt: string | null, settledMatches: number, matches: Array<{ __typename: 'CompetitionMatch', plays: Array<SportsPlayType> }>, board: { __typename: 'CompetitionBoard', nodes: Array<{ __typename: 'CompetitionStanding', place: number, netPoints: number, staked: number, paid: number, entries: number, member: { __typename: 'MemberCard', id: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch' }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type ConsoleMemberQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleMemberQuery = { __typename: 'Query', node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member', id: string, legacyId: string, nickname: string, phone: string | null, legalName: string | null, vipLevel: VipLevel, vipNumber: string | null, points: number, followingCount: number, followerCount: number, inviteCount: number, isWeChatBound: boolean, province: string | null, city: string | null, createdAt: string }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch' }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type ConsoleMembersQueryVariables = Exact<{
  filter?: MemberFilterInput | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleMembersQuery = { __typename: 'Query', members: { __typename: 'MemberConnection', nodes: Array<{ __typename: 'Member', id: string, legacyId: string, nickname: string, phone: string | null, legalName: string | null, vipLevel: VipLevel, vipNumber: string | null, points: number, inviteCount: number, isStaff: boolean, isExpert: boolean, isDistributor: boolean, isRealNameAuth: boolean, isEnabled: boolean | null, createdAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleMemberStatsQueryVariables = Exact<{
  filter?: MemberFilterInput | null | undefined;
}>;


export type ConsoleMemberStatsQuery = { __typename: 'Query', memberStats: { __typename: 'MemberStats', count: number, todayAddCount: number, yesterdayAddCount: number } };

export type ConsoleSetMemberEnabledMutationVariables = Exact<{
  input: SetMemberEnabledInput;
}>;


export type ConsoleSetMemberEnabledMutation = { __typename: 'Mutation', setMemberEnabled: { __typename: 'MemberPayload', member: { __typename: 'Member', id: string, isEnabled: boolean | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleOverviewQueryVariables = Exact<{
  days: number;
}>;


export type ConsoleOverviewQuery = { __typename: 'Query', consoleOverview: { __typename: 'ConsoleOverview', updatedAt: string | null, failedJobs: number, failedDeliveries: number, days: Array<{ __typename: 'PlatformDay', day: unknown, registrations: number, active: number, checkIns: number, pointsIssued: number, pointsSpent: number }>, openReviews: { __typename: 'OpenReviews', experts: number, shops: number, withdrawals: number, community: number, feedback: number } } };

export type ConsoleRefreshOverviewMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleRefreshOverviewMutation = { __typename: 'Mutation', refreshConsoleOverview: boolean };

export type ConsoleCreateWebhookEndpointMutationVariables = Exact<{
  input: CreatePartnerWebhookEndpointInput;
}>;


export type ConsoleCreateWebhookEndpointMutation = { __typename: 'Mutation', createPartnerWebhookEndpoint: { __typename: 'WebhookSecretPayload', secret: string | null, endpoint: { __typename: 'WebhookEndpoint', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleCreatePartnerKeyMutationVariables = Exact<{
  input: CreatePartnerKeyInput;
}>;


export type ConsoleCreatePartnerKeyMutation = { __typename: 'Mutation', createPartnerKey: { __typename: 'CreatePartnerKeyPayload', secret: string | null, key: { __typename: 'PartnerKey', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsolePartnerUsageQueryVariables = Exact<{
  id: string | number;
  from: string;
  to: string;
}>;


export type ConsolePartnerUsageQuery = { __typename: 'Query', partnerUsage: Array<{ __typename: 'PartnerUsageDay', day: string, requests: string, cost: string, throttled: string, errors: string }> };

export type ConsoleRevokePartnerKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRevokePartnerKeyMutation = { __typename: 'Mutation', revokePartnerKey: { __typename: 'RevokePartnerKeyPayload', key: { __typename: 'PartnerKey', id: string, revokedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleCreatePartnerMutationVariables = Exact<{
  input: CreatePartnerInput;
}>;


export type ConsoleCreatePartnerMutation = { __typename: 'Mutation', createPartner: { __typename: 'CreatePartnerPayload', partner: { __typename: 'Partner', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsolePartnersQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ConsolePartnersQuery = { __typename: 'Query', partners: { __typename: 'PartnerConnection', nodes: Array<{ __typename: 'Partner', id: string, name: string, contact: string | null, state: PartnerState, channels: Array<string>, createdAt: string, keys: Array<{ __typename: 'PartnerKey', id: string, prefix: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsolePartnerWebhooksQueryVariables = Exact<{
  partnerId: string | number;
  after?: string | null | undefined;
}>;


export type ConsolePartnerWebhooksQuery = { __typename: 'Query', partnerWebhookEndpoints: { __typename: 'WebhookEndpointConnection', nodes: Array<{ __typename: 'WebhookEndpoint', id: string, url: string, eventTypes: Array<string>, state: WebhookEndpointState, failingSince: string | null, description: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleWebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  state?: WebhookDeliveryState | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleWebhookDeliveriesQuery = { __typename: 'Query', partnerWebhookDeliveries: { __typename: 'WebhookDeliveryConnection', nodes: Array<{ __typename: 'WebhookDelivery', id: string, eventType: string, eventId: string, state: WebhookDeliveryState, attempts: number, createdAt: string, lastStatus: number | null, lastError: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleUpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  enabled: boolean;
}>;


export type ConsoleUpdateWebhookEndpointMutation = { __typename: 'Mutation', updatePartnerWebhookEndpoint: { __typename: 'UpdateWebhookEndpointPayload', endpoint: { __typename: 'WebhookEndpoint', id: string, state: WebhookEndpointState, failingSince: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleRedeliverWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRedeliverWebhookMutation = { __typename: 'Mutation', redeliverPartnerWebhook: { __typename: 'RedeliverWebhookPayload', delivery: { __typename: 'WebhookDelivery', id: string, state: WebhookDeliveryState, attempts: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleCommunityReviewsQueryVariables = Exact<{
  state?: WorkflowState | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleCommunityReviewsQuery = { __typename: 'Query', communityReviews: { __typename: 'CommunityReviewConnection', nodes: Array<{ __typename: 'CommunityReview', id: string, legacyId: string, state: WorkflowState, outcome: WorkflowOutcome | null, reason: string, note: string, targetKind: string, createdAt: string, flags: { __typename: 'WorkflowFlags', approvable: boolean }, post: { __typename: 'Post', id: string, body: string } | null, comment: { __typename: 'Comment', id: string, body: string } | null, member: { __typename: 'MemberCard', id: string, legacyId: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleHeldPostImagesQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleHeldPostImagesQuery = { __typename: 'Query', node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post', id: string, images: Array<{ __typename: 'PostImage', url: string }> }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch' }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type ConsoleApproveCommunityReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApproveCommunityReviewMutation = { __typename: 'Mutation', approveCommunityReview: { __typename: 'CommunityReviewPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleRejectCommunityReviewMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ConsoleRejectCommunityReviewMutation = { __typename: 'Mutation', rejectCommunityReview: { __typename: 'CommunityReviewPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleExpertApplicationsQueryVariables = Exact<{
  state?: WorkflowState | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleExpertApplicationsQuery = { __typename: 'Query', expertApplications: { __typename: 'ExpertApplicationConnection', nodes: Array<{ __typename: 'ExpertApplication', id: string, legacyId: string, state: WorkflowState, outcome: WorkflowOutcome | null, reason: string, statement: string, red: number, settled: number, createdAt: string, updatedAt: string, flags: { __typename: 'WorkflowFlags', approvable: boolean }, member: { __typename: 'MemberCard', id: string, legacyId: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleApproveExpertMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApproveExpertMutation = { __typename: 'Mutation', approveExpertApplication: { __typename: 'ExpertApplicationPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleRejectExpertMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ConsoleRejectExpertMutation = { __typename: 'Mutation', rejectExpertApplication: { __typename: 'ExpertApplicationPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleFeedbacksQueryVariables = Exact<{
  state?: WorkflowState | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleFeedbacksQuery = { __typename: 'Query', feedbacks: { __typename: 'FeedbackConnection', nodes: Array<{ __typename: 'Feedback', id: string, legacyId: string, state: WorkflowState, outcome: WorkflowOutcome | null, content: string, imageUrls: Array<string>, reply: string | null, repliedAt: string | null, createdAt: string, flags: { __typename: 'WorkflowFlags', approvable: boolean }, member: { __typename: 'Member', id: string, legacyId: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleReplyFeedbackMutationVariables = Exact<{
  id: string | number;
  reply: string;
  key: string;
}>;


export type ConsoleReplyFeedbackMutation = { __typename: 'Mutation', replyFeedback: { __typename: 'ReplyFeedbackPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleCloseFeedbackMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleCloseFeedbackMutation = { __typename: 'Mutation', closeFeedback: { __typename: 'CloseFeedbackPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleShopApplicationsQueryVariables = Exact<{
  state?: WorkflowState | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleShopApplicationsQuery = { __typename: 'Query', shopApplications: { __typename: 'ShopApplicationConnection', nodes: Array<{ __typename: 'ShopApplication', id: string, legacyId: string, state: WorkflowState, outcome: WorkflowOutcome | null, reason: string | null, shopName: string, ownerName: string, address: string, licenceNo: string, licenceValidUntil: string, createdAt: string, licencePhoto: { __typename: 'ShopPhoto', url: string }, frontPhoto: { __typename: 'ShopPhoto', url: string }, flags: { __typename: 'WorkflowFlags', approvable: boolean }, member: { __typename: 'MemberCard', id: string, legacyId: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleApproveShopMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApproveShopMutation = { __typename: 'Mutation', approveShopApplication: { __typename: 'ShopApplicationPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleRejectShopMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ConsoleRejectShopMutation = { __typename: 'Mutation', rejectShopApplication: { __typename: 'ShopApplicationPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleWithdrawalsQueryVariables = Exact<{
  state?: WorkflowState | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleWithdrawalsQuery = { __typename: 'Query', withdrawals: { __typename: 'WithdrawalConnection', nodes: Array<{ __typename: 'Withdrawal', id: string, legacyId: string, state: WorkflowState, outcome: WorkflowOutcome | null, reason: string | null, payeeKind: string, payeeName: string, payeeBank: string | null, payeeAccount: string, paidAt: string | null, createdAt: string, amount: { __typename: 'Money', yuan: string }, flags: { __typename: 'WorkflowFlags', approvable: boolean }, member: { __typename: 'MemberCard', id: string, legacyId: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleApproveWithdrawalMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApproveWithdrawalMutation = { __typename: 'Mutation', approveWithdrawal: { __typename: 'WithdrawalPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleRejectWithdrawalMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ConsoleRejectWithdrawalMutation = { __typename: 'Mutation', rejectWithdrawal: { __typename: 'WithdrawalPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleMarkWithdrawalPaidMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleMarkWithdrawalPaidMutation = { __typename: 'Mutation', markWithdrawalPaid: { __typename: 'WithdrawalPayload', userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSettingsQuery = { __typename: 'Query', settings: Array<{ __typename: 'Setting', type: string, area: string, kind: SettingKind, defaultValue: string, min: number | null, max: number | null, stored: { __typename: 'SystemConfig', type: string, intValue: number, stringValue: string, updatedAt: string } | null }> };

export type ConsoleSetSettingMutationVariables = Exact<{
  input: SetSystemConfigInput;
}>;


export type ConsoleSetSettingMutation = { __typename: 'Mutation', setSystemConfig: { __typename: 'SetSystemConfigPayload', config: { __typename: 'SystemConfig', type: string, intValue: number, stringValue: string, updatedAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };


export const ConsoleAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleAuditLogQuery, ConsoleAuditLogQueryVariables>;
export const ConsoleChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleChannels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"operator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleChannelsQuery, ConsoleChannelsQueryVariables>;
export const ConsoleChannelCompareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleChannelCompare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"compareChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"checkIns"}},{"kind":"Field","name":{"kind":"Name","value":"invites"}},{"kind":"Field","name":{"kind":"Name","value":"pointsIssued"}},{"kind":"Field","name":{"kind":"Name","value":"pointsSpent"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleChannelCompareQuery, ConsoleChannelCompareQueryVariables>;
export const ConsoleCreditEarningsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreditEarnings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditEarningsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"creditEarnings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreditEarningsMutation, ConsoleCreditEarningsMutationVariables>;
export const ConsoleRecordHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleRecordHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRecordHistoryQuery, ConsoleRecordHistoryQueryVariables>;
export const ConsoleShopItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleShopItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopItemsAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePoints"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedCount"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleShopItemsQuery, ConsoleShopItemsQueryVariables>;
export const ConsoleUpdateShopItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateShopItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateShopItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateShopItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateShopItemMutation, ConsoleUpdateShopItemMutationVariables>;
export const ConsoleRestockShopItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRestockShopItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddShopItemStockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addShopItemStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRestockShopItemMutation, ConsoleRestockShopItemMutationVariables>;
export const ConsoleCreateShopItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateShopItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateShopItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createShopItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateShopItemMutation, ConsoleCreateShopItemMutationVariables>;
export const ConsoleMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"reads"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMessagesQuery, ConsoleMessagesQueryVariables>;
export const ConsoleSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSendMessageMutation, ConsoleSendMessageMutationVariables>;
export const ConsoleCancelScheduledMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCancelScheduledMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelScheduledMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCancelScheduledMessageMutation, ConsoleCancelScheduledMessageMutationVariables>;
export const ConsoleRedemptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleRedemptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RedemptionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopRedemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNo"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRedemptionsQuery, ConsoleRedemptionsQueryVariables>;
export const ConsoleShipRedemptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleShipRedemption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"no"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shipRedemption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"trackingNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"no"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redemption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleShipRedemptionMutation, ConsoleShipRedemptionMutationVariables>;
export const ConsoleCancelRedemptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCancelRedemption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRedemption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redemption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCancelRedemptionMutation, ConsoleCancelRedemptionMutationVariables>;
export const ConsoleSystemPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSystemPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"systemPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSystemPostsQuery, ConsoleSystemPostsQueryVariables>;
export const ConsoleCreateSystemPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateSystemPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSystemPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createSystemPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateSystemPostMutation, ConsoleCreateSystemPostMutationVariables>;
export const ConsolePinPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePinPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pinPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pinned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePinPostMutation, ConsolePinPostMutationVariables>;
export const ConsoleTopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleTopics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTopicsQuery, ConsoleTopicsQueryVariables>;
export const ConsoleCreateTopicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateTopic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTopicInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"topic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateTopicMutation, ConsoleCreateTopicMutationVariables>;
export const ConsoleSensitiveWordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSensitiveWords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveWords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"word"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSensitiveWordsQuery, ConsoleSensitiveWordsQueryVariables>;
export const ConsoleAddSensitiveWordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAddSensitiveWord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSensitiveWordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addSensitiveWord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sensitiveWord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleAddSensitiveWordMutation, ConsoleAddSensitiveWordMutationVariables>;
export const ConsoleRemoveSensitiveWordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRemoveSensitiveWord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeSensitiveWord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRemoveSensitiveWordMutation, ConsoleRemoveSensitiveWordMutationVariables>;
export const ConsoleDrawsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleDraws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winners"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleDrawsQuery, ConsoleDrawsQueryVariables>;
export const ConsolePublishDrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePublishDraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishDrawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"draw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePublishDrawMutation, ConsolePublishDrawMutationVariables>;
export const ConsoleCorrectDrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCorrectDraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectDrawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"correctDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"draw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCorrectDrawMutation, ConsoleCorrectDrawMutationVariables>;
export const ConsoleJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JobState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"jobCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"runAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleJobsQuery, ConsoleJobsQueryVariables>;
export const ConsoleRetryJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRetryJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"retryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRetryJobMutation, ConsoleRetryJobMutationVariables>;
export const ConsoleSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"staffSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleSessionQuery, ConsoleSessionQueryVariables>;
export const ConsoleMatchDaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMatchDays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatchDays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"14"}}]}]}}]} as unknown as DocumentNode<ConsoleMatchDaysQuery, ConsoleMatchDaysQueryVariables>;
export const ConsoleDayMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleDayMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"kickoff"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleDayMatchesQuery, ConsoleDayMatchesQueryVariables>;
export const ConsoleCreateCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateCompetitionMutation, ConsoleCreateCompetitionMutationVariables>;
export const ConsoleCompetitionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleCompetitions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"staffCompetitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openAt"}},{"kind":"Field","name":{"kind":"Name","value":"closeAt"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"plays"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCompetitionsQuery, ConsoleCompetitionsQueryVariables>;
export const ConsoleReleaseCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleReleaseCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"releaseCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"releasedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleReleaseCompetitionMutation, ConsoleReleaseCompetitionMutationVariables>;
export const ConsoleFeedsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dataFeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lagSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"consecutiveFailures"}},{"kind":"Field","name":{"kind":"Name","value":"failures"}},{"kind":"Field","name":{"kind":"Name","value":"polls"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"circuitOpen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedConflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feed"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"feedValue"}},{"kind":"Field","name":{"kind":"Name","value":"storedValue"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}}]}}]}}]} as unknown as DocumentNode<ConsoleFeedsQuery, ConsoleFeedsQueryVariables>;
export const ConsolePauseFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePauseFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDataFeedPausedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setDataFeedPaused"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePauseFeedMutation, ConsolePauseFeedMutationVariables>;
export const ConsoleUnlockMatchFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUnlockMatchFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnlockSportsMatchFeedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unlockSportsMatchFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unlocked"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUnlockMatchFeedMutation, ConsoleUnlockMatchFeedMutationVariables>;
export const ConsoleSaveSportsMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSaveSportsMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSportsMatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveSportsMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"kickoff"}},{"kind":"Field","name":{"kind":"Name","value":"matchDate"}},{"kind":"Field","name":{"kind":"Name","value":"handicap"}},{"kind":"Field","name":{"kind":"Name","value":"totalLine"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSaveSportsMatchMutation, ConsoleSaveSportsMatchMutationVariables>;
export const ConsoleSportsPlaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSportsPlays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsPlayTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}},{"kind":"Field","name":{"kind":"Name","value":"single"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSportsPlaysQuery, ConsoleSportsPlaysQueryVariables>;
export const ConsoleSetSportsOddsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetSportsOdds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSportsOddsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setSportsOdds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}},{"kind":"Field","name":{"kind":"Name","value":"single"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSetSportsOddsMutation, ConsoleSetSportsOddsMutationVariables>;
export const ConsolePlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expertPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"refundOnMiss"}},{"kind":"Field","name":{"kind":"Name","value":"unlocks"}},{"kind":"Field","name":{"kind":"Name","value":"firstKickoff"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"expert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePlansQuery, ConsolePlansQueryVariables>;
export const ConsoleWithdrawPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleWithdrawPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawExpertPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawExpertPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleWithdrawPlanMutation, ConsoleWithdrawPlanMutationVariables>;
export const ConsolePublishResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsolePublishResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishSportsResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishSportsResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"halfTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePublishResultMutation, ConsolePublishResultMutationVariables>;
export const ConsoleMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"kickoff"}},{"kind":"Field","name":{"kind":"Name","value":"matchDate"}},{"kind":"Field","name":{"kind":"Name","value":"handicap"}},{"kind":"Field","name":{"kind":"Name","value":"totalLine"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"halfTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMatchesQuery, ConsoleMatchesQueryVariables>;
export const ConsoleMatchSettlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMatchSettlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"matchSettlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"picks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"black"}},{"kind":"Field","name":{"kind":"Name","value":"void"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planLegs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"black"}},{"kind":"Field","name":{"kind":"Name","value":"void"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitions"}},{"kind":"Field","name":{"kind":"Name","value":"competitionsSettled"}}]}}]}}]} as unknown as DocumentNode<ConsoleMatchSettlementQuery, ConsoleMatchSettlementQueryVariables>;
export const ConsoleCompetitionBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleCompetitionBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledMatches"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"plays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"board"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"netPoints"}},{"kind":"Field","name":{"kind":"Name","value":"staked"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCompetitionBoardQuery, ConsoleCompetitionBoardQueryVariables>;
export const ConsoleMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"vipLevel"}},{"kind":"Field","name":{"kind":"Name","value":"vipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCount"}},{"kind":"Field","name":{"kind":"Name","value":"isWeChatBound"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMemberQuery, ConsoleMemberQueryVariables>;
export const ConsoleMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"vipLevel"}},{"kind":"Field","name":{"kind":"Name","value":"vipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCount"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}},{"kind":"Field","name":{"kind":"Name","value":"isDistributor"}},{"kind":"Field","name":{"kind":"Name","value":"isRealNameAuth"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMembersQuery, ConsoleMembersQueryVariables>;
export const ConsoleMemberStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMemberStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"memberStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"todayAddCount"}},{"kind":"Field","name":{"kind":"Name","value":"yesterdayAddCount"}}]}}]}}]} as unknown as DocumentNode<ConsoleMemberStatsQuery, ConsoleMemberStatsQueryVariables>;
export const ConsoleSetMemberEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetMemberEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMemberEnabledInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setMemberEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSetMemberEnabledMutation, ConsoleSetMemberEnabledMutationVariables>;
export const ConsoleOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"consoleOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"checkIns"}},{"kind":"Field","name":{"kind":"Name","value":"pointsIssued"}},{"kind":"Field","name":{"kind":"Name","value":"pointsSpent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"experts"}},{"kind":"Field","name":{"kind":"Name","value":"shops"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failedJobs"}},{"kind":"Field","name":{"kind":"Name","value":"failedDeliveries"}}]}}]}}]} as unknown as DocumentNode<ConsoleOverviewQuery, ConsoleOverviewQueryVariables>;
export const ConsoleRefreshOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRefreshOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refreshConsoleOverview"}}]}}]} as unknown as DocumentNode<ConsoleRefreshOverviewMutation, ConsoleRefreshOverviewMutationVariables>;
export const ConsoleCreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePartnerWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPartnerWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateWebhookEndpointMutation, ConsoleCreateWebhookEndpointMutationVariables>;
export const ConsoleCreatePartnerKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreatePartnerKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePartnerKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPartnerKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreatePartnerKeyMutation, ConsoleCreatePartnerKeyMutationVariables>;
export const ConsolePartnerUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePartnerUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"partnerUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"throttled"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}}]}}]} as unknown as DocumentNode<ConsolePartnerUsageQuery, ConsolePartnerUsageQueryVariables>;
export const ConsoleRevokePartnerKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRevokePartnerKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokePartnerKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRevokePartnerKeyMutation, ConsoleRevokePartnerKeyMutationVariables>;
export const ConsoleCreatePartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreatePartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePartnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreatePartnerMutation, ConsoleCreatePartnerMutationVariables>;
export const ConsolePartnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePartners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"partners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"keys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePartnersQuery, ConsolePartnersQueryVariables>;
export const ConsolePartnerWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePartnerWebhooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"partnerWebhookEndpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePartnerWebhooksQuery, ConsolePartnerWebhooksQueryVariables>;
export const ConsoleWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"partnerWebhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleWebhookDeliveriesQuery, ConsoleWebhookDeliveriesQueryVariables>;
export const ConsoleUpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updatePartnerWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateWebhookEndpointMutation, ConsoleUpdateWebhookEndpointMutationVariables>;
export const ConsoleRedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redeliverPartnerWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRedeliverWebhookMutation, ConsoleRedeliverWebhookMutationVariables>;
export const ConsoleCommunityReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleCommunityReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"communityReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"targetKind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approvable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCommunityReviewsQuery, ConsoleCommunityReviewsQueryVariables>;
export const ConsoleHeldPostImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleHeldPostImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleHeldPostImagesQuery, ConsoleHeldPostImagesQueryVariables>;
export const ConsoleApproveCommunityReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleApproveCommunityReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveCommunityReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleApproveCommunityReviewMutation, ConsoleApproveCommunityReviewMutationVariables>;
export const ConsoleRejectCommunityReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRejectCommunityReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectCommunityReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRejectCommunityReviewMutation, ConsoleRejectCommunityReviewMutationVariables>;
export const ConsoleExpertApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleExpertApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expertApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"statement"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approvable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleExpertApplicationsQuery, ConsoleExpertApplicationsQueryVariables>;
export const ConsoleApproveExpertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleApproveExpert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveExpertApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleApproveExpertMutation, ConsoleApproveExpertMutationVariables>;
export const ConsoleRejectExpertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRejectExpert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectExpertApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRejectExpertMutation, ConsoleRejectExpertMutationVariables>;
export const ConsoleFeedbacksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleFeedbacks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feedbacks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approvable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleFeedbacksQuery, ConsoleFeedbacksQueryVariables>;
export const ConsoleReplyFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleReplyFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reply"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replyFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reply"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reply"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleReplyFeedbackMutation, ConsoleReplyFeedbackMutationVariables>;
export const ConsoleCloseFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCloseFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"closeFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCloseFeedbackMutation, ConsoleCloseFeedbackMutationVariables>;
export const ConsoleShopApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleShopApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNo"}},{"kind":"Field","name":{"kind":"Name","value":"licenceValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"licencePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frontPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approvable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleShopApplicationsQuery, ConsoleShopApplicationsQueryVariables>;
export const ConsoleApproveShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleApproveShop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveShopApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleApproveShopMutation, ConsoleApproveShopMutationVariables>;
export const ConsoleRejectShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRejectShop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectShopApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRejectShopMutation, ConsoleRejectShopMutationVariables>;
export const ConsoleWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"payeeBank"}},{"kind":"Field","name":{"kind":"Name","value":"payeeAccount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approvable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleWithdrawalsQuery, ConsoleWithdrawalsQueryVariables>;
export const ConsoleApproveWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleApproveWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleApproveWithdrawalMutation, ConsoleApproveWithdrawalMutationVariables>;
export const ConsoleRejectWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRejectWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRejectWithdrawalMutation, ConsoleRejectWithdrawalMutationVariables>;
export const ConsoleMarkWithdrawalPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleMarkWithdrawalPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markWithdrawalPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMarkWithdrawalPaidMutation, ConsoleMarkWithdrawalPaidMutationVariables>;
export const ConsoleSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"stored"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"intValue"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSettingsQuery, ConsoleSettingsQueryVariables>;
export const ConsoleSetSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSystemConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setSystemConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"intValue"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleSetSettingMutation, ConsoleSetSettingMutationVariables>;